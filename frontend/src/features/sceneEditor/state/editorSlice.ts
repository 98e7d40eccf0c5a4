// The scene editor's state: the scene and its document as loaded (spec 002 section 4: not loaded,
// loading, loaded, failed), what is selected, the playhead, the tool and view, the undo history and
// where saving stands. Every change of the document goes through documentChanged, which
// records it for undo and marks the document unsaved; the autosave saga takes it from there.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EditorTool, SceneDocument } from '@wb/contracts';
import { emptyHistory, endGesture, recordChange, redo, undo, withSavedVersions, type DocumentCapture, type History } from './history';

export type LoadStatus = 'notLoaded' | 'loading' | 'loaded' | 'failed';
export type SaveStatus = 'idle' | 'saving' | 'failed';

export interface StageView {
  /** 1 = the scene fitted into the stage; the wheel with alt zooms around it. */
  zoom: number;
  /** Pan, in screen pixels. */
  x: number;
  y: number;
}
export const fittedView: StageView = { zoom: 1, x: 0, y: 0 };

export interface EditorState {
  sceneID: string | null;
  load: { status: LoadStatus; error: string | null };
  /** The working copy being edited; the scene's name and notes are server state (editorApi's scene). */
  document: SceneDocument | null;
  /** Why the saved document could not be read (it was opened empty), or null. */
  problem: string | null;
  /** The saved version this document builds on; a save sends it as baseVersion. */
  baseVersion: number;
  history: History;
  /** Counts every change; `savedRevision` is the last one the server has. Unsaved when they differ. */
  revision: number;
  savedRevision: number;
  save: { status: SaveStatus; error: string | null };
  /** The server's message when a save was refused as stale: the dialog offering reload or keep mine. */
  stale: string | null;
  selectedIds: string[];
  /** Playhead, ms. */
  time: number;
  playing: boolean;
  tool: EditorTool;
  view: StageView;
  showGrid: boolean;
}

export const initialEditorState: EditorState = {
  sceneID: null,
  load: { status: 'notLoaded', error: null },
  document: null,
  problem: null,
  baseVersion: 0,
  history: emptyHistory,
  revision: 0,
  savedRevision: 0,
  save: { status: 'idle', error: null },
  stale: null,
  selectedIds: [],
  time: 0,
  playing: false,
  tool: 'move',
  view: fittedView,
  showGrid: false,
};

export interface SceneLoad {
  sceneID: string;
  document: SceneDocument;
  version: number;
  problem: string | null;
}

const clampTime = (state: EditorState, time: number): number => Math.min(Math.max(0, time), state.document?.duration ?? 0);

/** Selection ids that still name an element of the document (after undo, delete, reload). */
const existingIds = (document: SceneDocument, ids: string[]): string[] => {
  const present = new Set<string>();
  const visit = (elements: SceneDocument['elements']) => {
    for (const e of elements) {
      present.add(e.id);
      if (e.elements) visit(e.elements);
    }
  };
  visit(document.elements);
  return ids.filter((id) => present.has(id));
};

const editorSlice = createSlice({
  name: 'sceneEditor',
  initialState: initialEditorState,
  reducers: {
    /** Opening the page (or Reload): a second load of the same scene while one runs is ignored. */
    sceneLoadRequested: {
      reducer(state, action: PayloadAction<{ sceneID: string }>) {
        const { sceneID } = action.payload;
        if (state.load.status === 'loading' && state.sceneID === sceneID) return;
        return { ...initialEditorState, sceneID, load: { status: 'loading', error: null }, tool: state.tool, showGrid: state.showGrid };
      },
      prepare: (sceneID: string) => ({ payload: { sceneID } }),
    },
    sceneLoaded(state, action: PayloadAction<SceneLoad>) {
      const { sceneID, document, version, problem } = action.payload;
      if (state.sceneID !== sceneID) return;
      Object.assign(state, { document, problem, baseVersion: version, load: { status: 'loaded', error: null } });
    },
    sceneLoadFailed(state, action: PayloadAction<{ sceneID: string; error: string }>) {
      if (state.sceneID !== action.payload.sceneID) return;
      state.load = { status: 'failed', error: action.payload.error };
    },
    /** The saved versions before the current one, oldest first, read after the page opened. */
    savedVersionsRead(state, action: PayloadAction<{ sceneID: string; documents: SceneDocument[] }>) {
      if (state.sceneID !== action.payload.sceneID) return;
      state.history = withSavedVersions(state.history, action.payload.documents);
    },
    /** Leaving the page: the autosave sends what is unsaved at once (the state stays until the next open). */
    editorLeft() {},

    /**
     * The one way the document changes. `capture` says how undo sees it (state/history.ts):
     * one 'step', or part of a 'gesture' that becomes one step at gestureEnded. The label names it.
     */
    documentChanged: {
      reducer(state, action: PayloadAction<{ document: SceneDocument; label: string; capture: DocumentCapture }>) {
        if (!state.document) return;
        const { document, capture } = action.payload;
        state.history = recordChange(state.history, state.document, capture);
        state.document = document;
        state.revision += 1;
        state.selectedIds = existingIds(document, state.selectedIds);
      },
      prepare: (document: SceneDocument, label: string, capture: DocumentCapture = 'step') => ({ payload: { document, label, capture } }),
    },
    /** A gesture's changes (a typed word, a field's arrow steps) become one undo step. */
    gestureEnded(state) {
      state.history = endGesture(state.history);
    },
    undoRequested(state) {
      if (!state.document) return;
      const step = undo(state.history, state.document);
      if (!step) return;
      state.document = step.document;
      state.history = step.history;
      state.revision += 1;
      state.selectedIds = existingIds(step.document, state.selectedIds);
    },
    redoRequested(state) {
      if (!state.document) return;
      const step = redo(state.history, state.document);
      if (!step) return;
      state.document = step.document;
      state.history = step.history;
      state.revision += 1;
      state.selectedIds = existingIds(step.document, state.selectedIds);
    },

    saveStarted(state) {
      state.save = { status: 'saving', error: null };
    },
    documentSaved(state, action: PayloadAction<{ version: number; revision: number }>) {
      state.baseVersion = action.payload.version;
      state.savedRevision = Math.max(state.savedRevision, action.payload.revision);
      state.save = { status: 'idle', error: null };
      state.stale = null;
    },
    /** Nothing is dropped: the changes stay unsaved, the header offers to retry. */
    saveFailed(state, action: PayloadAction<string>) {
      state.save = { status: 'failed', error: action.payload };
    },
    saveRetryRequested() {},
    saveWentStale(state, action: PayloadAction<string>) {
      state.save = { status: 'idle', error: null };
      state.stale = action.payload;
    },
    /** Stale dialog: keep my document, saved as a new version on top of theirs. */
    keepMineChosen(state) {
      state.stale = null;
    },
    staleDialogDismissed(state) {
      state.stale = null;
    },

    sceneRenameRequested(_state, _action: PayloadAction<string>) {},
    /** The notes are the cached scene's (editorApi): the saga shows them there at once and saves them. */
    notesEdited(_state, _action: PayloadAction<string>) {},

    selectionChanged(state, action: PayloadAction<string[]>) {
      state.selectedIds = action.payload;
    },
    playheadMoved(state, action: PayloadAction<number>) {
      state.time = clampTime(state, action.payload);
    },
    playToggled(state) {
      if (!state.playing && state.document && state.time >= state.document.duration) state.time = 0;
      state.playing = !state.playing;
    },
    playbackEnded(state) {
      state.playing = false;
    },
    toolChosen(state, action: PayloadAction<EditorTool>) {
      state.tool = action.payload;
    },
    viewChanged(state, action: PayloadAction<StageView>) {
      state.view = action.payload;
    },
    viewReset(state) {
      state.view = fittedView;
    },
    gridToggled(state) {
      state.showGrid = !state.showGrid;
    },
  },
});

export const {
  sceneLoadRequested,
  sceneLoaded,
  sceneLoadFailed,
  savedVersionsRead,
  editorLeft,
  documentChanged,
  gestureEnded,
  undoRequested,
  redoRequested,
  saveStarted,
  documentSaved,
  saveFailed,
  saveRetryRequested,
  saveWentStale,
  keepMineChosen,
  staleDialogDismissed,
  sceneRenameRequested,
  notesEdited,
  selectionChanged,
  playheadMoved,
  playToggled,
  playbackEnded,
  toolChosen,
  viewChanged,
  viewReset,
  gridToggled,
} = editorSlice.actions;
/** Every change of the document, by name: the panels' onChange and the stage's edits come through here. */
export default editorSlice.reducer;

type State = { sceneEditor: EditorState };
export const selectEditor = (s: State) => s.sceneEditor;
export const selectIsDirty = (s: State) => s.sceneEditor.revision !== s.sceneEditor.savedRevision;
