// The editor's undo history as pure functions over snapshots of the whole document (documents are
// immutable, so a snapshot shares every untouched element with its neighbours). Spec 002 section 9:
// 20 steps deep; changes of one kind within 250 ms are one step (a drag's many moves, a word typed).
import { SceneLimits, SceneTiming, type SceneDocument } from '@wb/contracts';

export interface History {
  /** Older documents, oldest first; the last one is what undo brings back. */
  past: SceneDocument[];
  /** Documents undone, the next redo first. */
  future: SceneDocument[];
  /** The last change's label and time (ms), to merge a quick run of the same change into one step. */
  lastLabel: string | null;
  lastAt: number;
}

export const emptyHistory: History = { past: [], future: [], lastLabel: null, lastAt: 0 };

const keepDepth = (past: SceneDocument[]): SceneDocument[] =>
  past.length > SceneLimits.undoDepth ? past.slice(past.length - SceneLimits.undoDepth) : past;

/**
 * Records that `previous` was replaced by a change called `label` at `at` ms. A new change drops
 * whatever was undone; a change of the same label within the history debounce joins the last step,
 * so undo goes back to before the whole run.
 */
export const recordChange = (history: History, previous: SceneDocument, label: string, at: number): History => {
  const merges = history.lastLabel === label && at - history.lastAt < SceneTiming.historyDebounce && history.past.length > 0;
  return {
    past: merges ? history.past : keepDepth([...history.past, previous]),
    future: [],
    lastLabel: label,
    lastAt: at,
  };
};

/** The document undo brings back and the history after it, or null when there is nothing to undo. */
export const undo = (history: History, present: SceneDocument): { document: SceneDocument; history: History } | null => {
  const document = history.past[history.past.length - 1];
  if (document === undefined) return null;
  return {
    document,
    history: { past: history.past.slice(0, -1), future: [present, ...history.future], lastLabel: null, lastAt: 0 },
  };
};

export const redo = (history: History, present: SceneDocument): { document: SceneDocument; history: History } | null => {
  const [document, ...future] = history.future;
  if (document === undefined) return null;
  return { document, history: { past: keepDepth([...history.past, present]), future, lastLabel: null, lastAt: 0 } };
};

/**
 * After a reload the saved versions before the current one (oldest first) become the undo steps, so
 * the history survives leaving the page. Steps made since opening stay the newest ones.
 */
export const withSavedVersions = (history: History, olderVersions: SceneDocument[]): History => ({
  ...history,
  past: keepDepth([...olderVersions, ...history.past]),
});

export const canUndo = (history: History): boolean => history.past.length > 0;
export const canRedo = (history: History): boolean => history.future.length > 0;
