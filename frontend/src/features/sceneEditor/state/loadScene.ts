// Opening a scene: the scene and its latest document first (the editor is usable as soon as they
// arrive), then the saved versions before it, read in the background, become the undo history so
// undo survives a reload (docs/decisions/scenes-editor.md). Every answer comes through editorApi's
// endpoints, the ones the versions drawer and the previews use.
import { all, call, fork, put } from 'redux-saga/effects';
import { SceneLimits, type Calls, type CallOutput, type SceneDocument, type SceneVersion } from '@wb/contracts';
import { toApiError } from '../../../api/apiError';
import { queryAnswer, reportError, type Saga } from '../../../app/sagaHelpers';
import { editorApi } from './editorApi';
import { sceneLoaded, sceneLoadFailed, savedVersionsRead, type sceneLoadRequested } from './editorSlice';

/** The versions to turn into undo steps: those before `current`, newest 20, oldest first. */
export const undoVersionsOf = (versions: readonly SceneVersion[], current: number): number[] =>
  versions
    .map((v) => v.version)
    .filter((v) => v < current)
    .sort((a, b) => b - a)
    .slice(0, SceneLimits.undoDepth)
    .reverse();

function* savedDocument(sceneID: string, version: number): Saga<SceneDocument> {
  // A saved version never changes: the cache's answer (a preview opened it) is as good as a new one.
  return (yield* queryAnswer(editorApi.endpoints.sceneDocument, { sceneID, version })).document;
}

function* readSavedVersions(sceneID: string, current: number): Saga {
  try {
    const { versions } = yield* queryAnswer(editorApi.endpoints.sceneVersions, { sceneID }, { fresh: true });
    const wanted = undoVersionsOf(versions, current);
    if (wanted.length === 0) return;
    const documents = (yield all(wanted.map((version) => call(savedDocument, sceneID, version)))) as SceneDocument[];
    yield put(savedVersionsRead({ sceneID, documents }));
  } catch {
    // Without the older versions the editor still works; undo then starts from this visit.
  }
}

export function* loadScene(action: ReturnType<typeof sceneLoadRequested>): Saga {
  const { sceneID } = action.payload;
  try {
    // Asked afresh: a reload after someone else's save must see it.
    const [, saved] = (yield all([call(queryAnswer, editorApi.endpoints.scene, { sceneID }, { fresh: true }), call(queryAnswer, editorApi.endpoints.sceneDocument, { sceneID }, { fresh: true })])) as [
      unknown,
      CallOutput<typeof Calls.editor.getSceneDocument>,
    ];
    yield put(sceneLoaded({ sceneID, document: saved.document, version: saved.version, problem: saved.problem }));
    yield fork(readSavedVersions, sceneID, saved.version);
  } catch (e) {
    const error = toApiError(e);
    yield put(sceneLoadFailed({ sceneID, error: error.message }));
    // The page itself says why it could not open; only a lost session goes on to the login screen.
    if (error.isUnauthenticated) yield* reportError(e);
  }
}
