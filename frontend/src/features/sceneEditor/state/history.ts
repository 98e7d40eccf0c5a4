// The editor's undo history as pure functions over snapshots of the whole document (documents are
// immutable, so a snapshot shares every untouched element with its neighbours). Spec 002 section 9:
// 20 steps deep, a new step after an undo drops the redo tail.
//
// What becomes a step is said by each change, never guessed from labels or timing (the model is
// Excalidraw's captureUpdate):
// - 'step': the change is one undo step. A drag, a resize or a drawn shape applies its one change on
//   release, so each is one step; a menu or key action is one step.
// - 'gesture': the change is part of a run still under way (the letters of a word being typed, the
//   arrow steps in a numeric field). The run becomes ONE step when it ends: at the next 'step' change
//   (which joins it), at `endGesture` (a space typed, the field left), or before an undo.
// Changes that are not the document (selection, playhead, zoom, tool) never reach the history at all.
import { SceneLimits, type SceneDocument } from '@wb/contracts';

export type DocumentCapture = 'step' | 'gesture';

export interface History {
  /** Older documents, oldest first; the last one is what undo brings back. */
  past: SceneDocument[];
  /** Documents undone, the next redo first. */
  future: SceneDocument[];
  /** The document before a gesture still under way, or null when none is. */
  gestureFrom: SceneDocument | null;
}

export const emptyHistory: History = { past: [], future: [], gestureFrom: null };

const keepDepth = (past: SceneDocument[]): SceneDocument[] => (past.length > SceneLimits.undoDepth ? past.slice(past.length - SceneLimits.undoDepth) : past);

/**
 * Records that `previous` was replaced by a change captured as `capture`. Any change drops whatever
 * was undone. A 'step' that ends a gesture makes the gesture and itself one step.
 */
export const recordChange = (history: History, previous: SceneDocument, capture: DocumentCapture): History => {
  if (capture === 'gesture') return { past: history.past, future: [], gestureFrom: history.gestureFrom ?? previous };
  return { past: keepDepth([...history.past, history.gestureFrom ?? previous]), future: [], gestureFrom: null };
};

/** The gesture under way (if any) becomes one step. */
export const endGesture = (history: History): History => (history.gestureFrom === null ? history : { ...history, past: keepDepth([...history.past, history.gestureFrom]), gestureFrom: null });

/** The document undo brings back and the history after it, or null when there is nothing to undo. */
export const undo = (history: History, present: SceneDocument): { document: SceneDocument; history: History } | null => {
  const ended = endGesture(history);
  const document = ended.past[ended.past.length - 1];
  if (document === undefined) return null;
  return { document, history: { past: ended.past.slice(0, -1), future: [present, ...ended.future], gestureFrom: null } };
};

export const redo = (history: History, present: SceneDocument): { document: SceneDocument; history: History } | null => {
  const [document, ...future] = history.future;
  if (document === undefined || history.gestureFrom !== null) return null;
  return { document, history: { past: keepDepth([...history.past, present]), future, gestureFrom: null } };
};

/**
 * After a reload the saved versions before the current one (oldest first) become the undo steps, so
 * the history survives leaving the page. Steps made since opening stay the newest ones.
 */
export const withSavedVersions = (history: History, olderVersions: SceneDocument[]): History => ({
  ...history,
  past: keepDepth([...olderVersions, ...history.past]),
});

export const canUndo = (history: History): boolean => history.past.length > 0 || history.gestureFrom !== null;
export const canRedo = (history: History): boolean => history.future.length > 0 && history.gestureFrom === null;
