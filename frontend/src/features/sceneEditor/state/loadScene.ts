// Opening a scene: the scene and its latest document first (the editor is usable as soon as they
// arrive), then the saved versions before it, read in the background, become the undo history so
// undo survives a reload (docs/decisions/scenes-editor.md).
import { all, call, fork, put } from 'redux-saga/effects';
import { Calls, SceneLimits, type CallOutput, type SceneDocument } from '@wb/contracts';
import { toApiError } from '../../../api/apiError';
import { callApi, reportError, type Saga } from '../../../app/sagaHelpers';
import { sceneLoaded, sceneLoadFailed, savedVersionsRead, type sceneLoadRequested } from './editorSlice';

type Versions = CallOutput<typeof Calls.editor.getSceneVersions>;
type DocumentAnswer = CallOutput<typeof Calls.editor.getSceneDocument>;

/** The versions to turn into undo steps: those before `current`, newest 20, oldest first. */
export const undoVersionsOf = (versions: Versions['versions'], current: number): number[] =>
  versions
    .map((v) => v.version)
    .filter((v) => v < current)
    .sort((a, b) => b - a)
    .slice(0, SceneLimits.undoDepth)
    .reverse();

function* readSavedVersions(sceneID: string, current: number): Saga {
  try {
    const { versions } = yield* callApi(Calls.editor.getSceneVersions, { sceneID });
    const wanted = undoVersionsOf(versions, current);
    if (wanted.length === 0) return;
    const answers = (yield all(wanted.map((version) => call(callApi, Calls.editor.getSceneDocument, { sceneID, version })))) as DocumentAnswer[];
    const documents: SceneDocument[] = answers.map((a) => a.document);
    yield put(savedVersionsRead({ sceneID, documents }));
  } catch {
    // Without the older versions the editor still works; undo then starts from this visit.
  }
}

export function* loadScene(action: ReturnType<typeof sceneLoadRequested>): Saga {
  const { sceneID } = action.payload;
  try {
    const [{ scene }, saved] = (yield all([
      call(callApi, Calls.editor.getScene, { sceneID }),
      call(callApi, Calls.editor.getSceneDocument, { sceneID }),
    ])) as [CallOutput<typeof Calls.editor.getScene>, DocumentAnswer];
    yield put(sceneLoaded({ scene, document: saved.document, version: saved.version, problem: saved.problem }));
    yield fork(readSavedVersions, sceneID, saved.version);
  } catch (e) {
    const error = toApiError(e);
    yield put(sceneLoadFailed({ sceneID, error: error.message }));
    // The page itself says why it could not open; only a lost session goes on to the login screen.
    if (error.isUnauthenticated) yield* reportError(e);
  }
}
