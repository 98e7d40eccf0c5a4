import type { SceneDocument } from '@wb/contracts';
import { canRedo, canUndo, emptyHistory, recordChange, redo, undo, withSavedVersions, type History } from './history';

const doc = (duration: number): SceneDocument => ({ sceneID: 's1', duration, elements: [] });

/** Applies changes one after the other, as the editor would, answering the history and the present document. */
const change = (start: { history: History; present: SceneDocument }, label: string, at: number, next: SceneDocument) => ({
  history: recordChange(start.history, start.present, label, at),
  present: next,
});

describe('the undo history', () => {
  it('brings back the document before a change, and redo brings the change back', () => {
    const after = change({ history: emptyHistory, present: doc(1) }, 'move', 0, doc(2));
    const undone = undo(after.history, after.present);
    expect(undone?.document).toEqual(doc(1));
    const redone = undone && redo(undone.history, undone.document);
    expect(redone?.document).toEqual(doc(2));
    expect(redone && canRedo(redone.history)).toBe(false);
  });

  it('keeps only the last 20 steps', () => {
    let state = { history: emptyHistory, present: doc(0) };
    for (let i = 1; i <= 25; i += 1) state = change(state, `step ${i}`, i * 1000, doc(i));
    expect(state.history.past).toHaveLength(20);
    expect(state.history.past[0]).toEqual(doc(5));
  });

  it('merges changes of the same label within 250 ms into one step', () => {
    let state = { history: emptyHistory, present: doc(0) };
    state = change(state, 'drag', 1000, doc(1));
    state = change(state, 'drag', 1100, doc(2));
    state = change(state, 'drag', 1300, doc(3));
    expect(state.history.past).toEqual([doc(0)]);
    expect(undo(state.history, state.present)?.document).toEqual(doc(0));
  });

  it('does not merge different labels, nor the same label after 250 ms', () => {
    let state = { history: emptyHistory, present: doc(0) };
    state = change(state, 'drag', 1000, doc(1));
    state = change(state, 'resize', 1010, doc(2));
    state = change(state, 'resize', 1300, doc(3));
    expect(state.history.past).toEqual([doc(0), doc(1), doc(2)]);
  });

  it('drops the redo tail when a new change follows an undo', () => {
    let state = { history: emptyHistory, present: doc(0) };
    state = change(state, 'a', 0, doc(1));
    state = change(state, 'b', 1000, doc(2));
    const undone = undo(state.history, state.present);
    expect(undone && canRedo(undone.history)).toBe(true);
    const after = undone && change({ history: undone.history, present: undone.document }, 'c', 2000, doc(3));
    expect(after && canRedo(after.history)).toBe(false);
    expect(after?.history.past).toEqual([doc(0), doc(1)]);
  });

  it('never merges a change into the step before an undo', () => {
    let state = { history: emptyHistory, present: doc(0) };
    state = change(state, 'a', 0, doc(1));
    const undone = undo(state.history, state.present);
    const after = undone && change({ history: undone.history, present: undone.document }, 'a', 10, doc(2));
    expect(after?.history.past).toEqual([doc(0)]);
  });

  it('has nothing to undo or redo when empty', () => {
    expect(undo(emptyHistory, doc(0))).toBeNull();
    expect(redo(emptyHistory, doc(0))).toBeNull();
    expect(canUndo(emptyHistory)).toBe(false);
  });

  it('puts saved versions before this visit\'s own steps, still 20 deep', () => {
    const own = change({ history: emptyHistory, present: doc(100) }, 'a', 0, doc(101));
    const versions = Array.from({ length: 25 }, (_, i) => doc(i));
    const rebuilt = withSavedVersions(own.history, versions);
    expect(rebuilt.past).toHaveLength(20);
    expect(rebuilt.past[rebuilt.past.length - 1]).toEqual(doc(100));
    expect(rebuilt.past[rebuilt.past.length - 2]).toEqual(doc(24));
  });
});
