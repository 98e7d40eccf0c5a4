// Autosave (spec 002 section 9: the scene is re-saved 1000 ms after the last change). A save carries
// the version the editor built on; the server refuses it as stale when someone saved since, and the
// editor then asks (reload, or keep mine as a new version). A failed save keeps every change unsaved:
// the next change, the Retry button or a later automatic retry sends it again.
import { delay, put, race, select, take } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { Calls, SceneTiming } from '@wb/contracts';
import { toApiError } from '../../../api/apiError';
import { callApi, reportError, type Saga } from '../../../app/sagaHelpers';
import {
  documentChanged,
  documentSaved,
  editorLeft,
  keepMineChosen,
  redoRequested,
  saveFailed,
  saveRetryRequested,
  saveStarted,
  saveWentStale,
  selectEditor,
  selectIsDirty,
  undoRequested,
  type EditorState,
} from './editorSlice';

export const CHANGES: string[] = [documentChanged.type, undoRequested.type, redoRequested.type];
/** These save at once, without waiting for the quiet second. */
const IMMEDIATE: string[] = [saveRetryRequested.type, keepMineChosen.type, editorLeft.type];
const TRIGGERS = [...CHANGES, ...IMMEDIATE];
/** After a failed save with no new change, try again on its own after this long. */
export const AUTO_RETRY_MS = 10_000;

export type SaveOutcome = 'saved' | 'stale' | 'failed' | 'skipped';

/** Waits until the document has been left alone for the save debounce. */
function* quietPeriod(): Saga {
  for (;;) {
    const result = (yield race({ change: take(CHANGES), quiet: delay(SceneTiming.saveDebounce) })) as { change?: Action };
    if (!result.change) return;
  }
}

export function* saveOnce(asNewVersion: boolean): Saga<SaveOutcome> {
  const s = (yield select(selectEditor)) as EditorState;
  if (!s.document || !s.sceneID || s.load.status !== 'loaded') return 'skipped';
  // While the stale question is open only "keep mine" may save.
  if (s.stale !== null && !asNewVersion) return 'skipped';
  if (s.revision === s.savedRevision) return 'skipped';
  const revision = s.revision;
  yield put(saveStarted());
  try {
    const saved = yield* callApi(Calls.editor.saveSceneDocument, { sceneID: s.sceneID, baseVersion: s.baseVersion, document: s.document, asNewVersion });
    yield put(documentSaved({ version: saved.version, revision }));
    return 'saved';
  } catch (e) {
    const error = toApiError(e);
    if (error.code === 'staleSceneVersion') {
      yield put(saveWentStale(error.message));
      return 'stale';
    }
    yield put(saveFailed(error.message));
    // Said once: while saves keep failing the header keeps saying so, without a toast per retry.
    if (s.save.status !== 'failed' || error.isUnauthenticated) yield* reportError(e);
    return 'failed';
  }
}

export function* autosave(): Saga {
  let trigger = (yield take(TRIGGERS)) as Action;
  for (;;) {
    if (!IMMEDIATE.includes(trigger.type)) yield* quietPeriod();
    const outcome = yield* saveOnce(trigger.type === keepMineChosen.type);
    const dirty = (yield select(selectIsDirty)) as boolean;
    if (outcome === 'saved' && dirty) {
      // Changes made while the save was on its way: they get their own save.
      trigger = { type: documentChanged.type };
      continue;
    }
    if (outcome === 'failed') {
      const next = (yield race({ trigger: take(TRIGGERS), retry: delay(AUTO_RETRY_MS) })) as { trigger?: Action };
      trigger = next.trigger ?? saveRetryRequested();
      continue;
    }
    trigger = (yield take(TRIGGERS)) as Action;
  }
}
