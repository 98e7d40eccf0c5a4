import type { SceneDocument } from '@wb/contracts';
import { canRedo, canUndo, emptyHistory, endGesture, recordChange, redo, undo, withSavedVersions, type DocumentCapture, type History } from './history';

const doc = (duration: number): SceneDocument => ({ sceneID: 's1', duration, elements: [] });

interface Editing {
  history: History;
  present: SceneDocument;
}
const start: Editing = { history: emptyHistory, present: doc(0) };
/** Applies a change as the editor would, answering the history and the present document. */
const change = (at: Editing, next: SceneDocument, capture: DocumentCapture = 'step'): Editing => ({
  history: recordChange(at.history, at.present, capture),
  present: next,
});
const ended = (at: Editing): Editing => ({ ...at, history: endGesture(at.history) });

describe('the undo history', () => {
  it('brings back the document before a change, and redo brings the change back', () => {
    const after = change(start, doc(1));
    const undone = undo(after.history, after.present);
    expect(undone?.document).toEqual(doc(0));
    const redone = undone && redo(undone.history, undone.document);
    expect(redone?.document).toEqual(doc(1));
    expect(redone && canRedo(redone.history)).toBe(false);
  });

  it('keeps only the last 20 steps', () => {
    let state = start;
    for (let i = 1; i <= 25; i += 1) state = change(state, doc(i));
    expect(state.history.past).toHaveLength(20);
    expect(state.history.past[0]).toEqual(doc(5));
  });

  it('makes each step change its own step, however quickly they come', () => {
    let state = change(start, doc(1));
    state = change(state, doc(2));
    expect(state.history.past).toEqual([doc(0), doc(1)]);
  });

  it('makes a gesture one step when it ends, and undo goes back to before all of it', () => {
    let state = change(start, doc(1), 'gesture');
    state = change(state, doc(2), 'gesture');
    state = change(state, doc(3), 'gesture');
    expect(state.history.past).toEqual([]);
    expect(canUndo(state.history)).toBe(true);
    state = ended(state);
    expect(state.history.past).toEqual([doc(0)]);
    expect(state.history.gestureFrom).toBeNull();
  });

  it('joins a step that comes during a gesture to it (the word typed, then the box closed)', () => {
    let state = change(start, doc(1), 'gesture');
    state = change(state, doc(2), 'gesture');
    state = change(state, doc(3));
    expect(state.history.past).toEqual([doc(0)]);
    expect(undo(state.history, state.present)?.document).toEqual(doc(0));
  });

  it('ends a gesture under way before it undoes it', () => {
    const state = change(change(change(start, doc(1)), doc(2), 'gesture'), doc(3), 'gesture');
    const undone = undo(state.history, state.present);
    expect(undone?.document).toEqual(doc(1));
    expect(undone?.history.past).toEqual([doc(0)]);
    expect(undone?.history.future).toEqual([doc(3)]);
  });

  it('does nothing at the end of a gesture when none is under way', () => {
    const state = change(start, doc(1));
    expect(endGesture(state.history)).toBe(state.history);
  });

  it('keeps two words typed one after the other as two steps', () => {
    let state = ended(change(change(start, doc(1), 'gesture'), doc(2), 'gesture'));
    state = ended(change(change(state, doc(3), 'gesture'), doc(4), 'gesture'));
    expect(state.history.past).toEqual([doc(0), doc(2)]);
  });

  it('drops the redo tail when a new change follows an undo', () => {
    let state = change(change(start, doc(1)), doc(2));
    const undone = undo(state.history, state.present);
    expect(undone && canRedo(undone.history)).toBe(true);
    state = change({ history: undone!.history, present: undone!.document }, doc(3), 'gesture');
    expect(canRedo(state.history)).toBe(false);
    expect(state.history.past).toEqual([doc(0)]);
  });

  it('has nothing to undo or redo when empty', () => {
    expect(undo(emptyHistory, doc(0))).toBeNull();
    expect(redo(emptyHistory, doc(0))).toBeNull();
    expect(canUndo(emptyHistory)).toBe(false);
  });

  it("puts saved versions before this visit's own steps, still 20 deep", () => {
    const own = change({ history: emptyHistory, present: doc(100) }, doc(101));
    const versions = Array.from({ length: 25 }, (_, i) => doc(i));
    const rebuilt = withSavedVersions(own.history, versions);
    expect(rebuilt.past).toHaveLength(20);
    expect(rebuilt.past[rebuilt.past.length - 1]).toEqual(doc(100));
    expect(rebuilt.past[rebuilt.past.length - 2]).toEqual(doc(24));
  });
});
