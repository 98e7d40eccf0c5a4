import type { SceneDocument } from '@wb/contracts';
import reducer, {
  documentChanged,
  documentSaved,
  initialEditorState,
  playheadMoved,
  redoRequested,
  sceneLoaded,
  sceneLoadFailed,
  sceneLoadRequested,
  selectIsDirty,
  selectionChanged,
  undoRequested,
  type EditorState,
} from './editorSlice';

const doc = (duration: number, ids: string[] = []): SceneDocument => ({
  sceneID: 's1',
  duration,
  elements: ids.map((id) => ({
    id,
    name: id,
    type: 'rect',
    start: 0,
    duration: 1000,
    keyframes: {},
    props: {
      translateX: 0,
      translateY: 0,
      scaleX: 1,
      scaleY: 1,
      rotate: 0,
      skewX: 0,
      skewY: 0,
      opacity: 1,
      width: 10,
      height: 10,
      style: {},
      pressure: [1],
      dashoffset: 0,
      progress: 1,
      pathProgress: 1,
    },
  })),
});

const run = (...actions: Parameters<typeof reducer>[1][]): EditorState => actions.reduce(reducer, initialEditorState);
const loaded = (document = doc(10_000)) => [sceneLoadRequested('s1'), sceneLoaded({ sceneID: 's1', document, version: 3, problem: null })];
const dirty = (s: EditorState) => selectIsDirty({ sceneEditor: s });

describe('the scene editor state', () => {
  it('goes from not loaded to loading to loaded', () => {
    expect(initialEditorState.load.status).toBe('notLoaded');
    expect(run(sceneLoadRequested('s1')).load.status).toBe('loading');
    const s = run(...loaded());
    expect(s.load.status).toBe('loaded');
    expect(s.baseVersion).toBe(3);
  });

  it('ignores a second load of the same scene while one runs', () => {
    const first = run(sceneLoadRequested('s1'));
    expect(reducer(first, sceneLoadRequested('s1'))).toBe(first);
  });

  it('says when loading failed', () => {
    const s = run(sceneLoadRequested('s1'), sceneLoadFailed({ sceneID: 's1', error: 'This scene does not exist.' }));
    expect(s.load).toEqual({ status: 'failed', error: 'This scene does not exist.' });
  });

  it('ignores the answer for a scene it no longer shows', () => {
    const s = run(sceneLoadRequested('s2'), sceneLoaded({ sceneID: 's1', document: doc(1), version: 1, problem: null }));
    expect(s.load.status).toBe('loading');
  });

  it('counts a change as unsaved until a save of that change answers', () => {
    let s = run(...loaded(), documentChanged(doc(9000), 'Duration'));
    expect(dirty(s)).toBe(true);
    s = reducer(s, documentSaved({ version: 4, revision: s.revision }));
    expect(dirty(s)).toBe(false);
    expect(s.baseVersion).toBe(4);
  });

  it('stays unsaved when a change came while the save was on its way', () => {
    let s = run(...loaded(), documentChanged(doc(9000), 'a'));
    const sentRevision = s.revision;
    s = reducer(s, documentChanged(doc(8000), 'b'));
    s = reducer(s, documentSaved({ version: 4, revision: sentRevision }));
    expect(dirty(s)).toBe(true);
  });

  it('undoes and redoes changes, and undo is itself a change to save', () => {
    let s = run(...loaded(doc(10_000)), documentChanged(doc(9000), 'a'));
    s = reducer(s, undoRequested());
    expect(s.document?.duration).toBe(10_000);
    expect(dirty(s)).toBe(true);
    s = reducer(s, redoRequested());
    expect(s.document?.duration).toBe(9000);
  });

  it('drops from the selection what an undo took away', () => {
    let s = run(...loaded(doc(10_000)), documentChanged(doc(10_000, ['r1']), 'Draw a rectangle'), selectionChanged(['r1']));
    s = reducer(s, undoRequested());
    expect(s.selectedIds).toEqual([]);
  });

  it('keeps the playhead inside the scene', () => {
    expect(run(...loaded(doc(5000)), playheadMoved(9000)).time).toBe(5000);
    expect(run(...loaded(doc(5000)), playheadMoved(-5)).time).toBe(0);
  });
});
