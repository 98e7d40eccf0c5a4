// The dashboard's commands: New scene (opens it in the editor), Duplicate, Delete (after the confirm),
// labels on and off, Get thumbnail, and a new thumbnail for a scene edited in the editor. The list
// refreshes after each of the user's own writes.
import { all, call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { Calls, SceneDefaults, thumbnailTime } from '@wb/contracts';
import { callApi, navigateTo, notifySuccess, queryAnswer, refreshAfterOwnWrite, reportError, services, type Saga } from '../../app/sagaHelpers';
import { editorApi } from '../sceneEditor/state/editorApi';
import { scenesApi } from './scenesApi';
import { UploadError } from '../../shared/upload/uploadFile';
import { sceneEditorPath } from '../sceneEditor/routes';
import { watchEditedScenes } from './editedThumbnailSaga';
import { watchImports } from './importSagas';
import { freeName } from './sceneNames';
import {
  newSceneRequested,
  sceneCreateFinished,
  sceneOpened,
  sceneDuplicateRequested,
  sceneLabelAdded,
  sceneLabelRemoved,
  sceneLabelsSettled,
  scenesDeleteConfirmed,
  scenesDeleteFinished,
  thumbnailFinished,
  thumbnailRequested,
} from './scenesSlice';
import { makeThumbnail } from './thumbnailSaga';

export const NEW_SCENE_NAME = 'Untitled scene';

/** The names taken now (asked afresh: the list on screen may not have caught up yet). */
function* sceneNamesOf(projectID: string): Saga<string[]> {
  const { scenes } = yield* queryAnswer(scenesApi.endpoints.projectScenes, { projectID }, { fresh: true });
  return scenes.map((s) => s.data.name);
}

/** New scene: 'Untitled scene' (or the next free number), 30000 ms at 1920x1080, opened in the editor. */
export function* createScene(action: ReturnType<typeof newSceneRequested>): Saga {
  const { projectID } = action.payload;
  try {
    const name = freeName(NEW_SCENE_NAME, yield* sceneNamesOf(projectID));
    const { scene } = yield* callApi(Calls.scene.createProjectScene, {
      projectID,
      name,
      duration: SceneDefaults.newSceneDuration,
      width: SceneDefaults.width,
      height: SceneDefaults.height,
    });
    yield* refreshAfterOwnWrite(['scenes']);
    yield* navigateTo(sceneEditorPath(scene.projectID, scene.sceneID));
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(sceneCreateFinished());
  }
}

/** Duplicate: a copy of the scene and its document, named '<name> copy', beside it on the dashboard. */
export function* duplicateScene(action: ReturnType<typeof sceneDuplicateRequested>): Saga {
  const { projectID, sceneID } = action.payload;
  try {
    const { scene: source } = yield* queryAnswer(editorApi.endpoints.scene, { sceneID }, { fresh: true });
    const name = freeName(`${source.data.name} copy`, yield* sceneNamesOf(projectID));
    yield* callApi(Calls.scene.createProjectScene, {
      projectID,
      name,
      sceneID,
      duration: source.data.duration,
      width: source.data.dimensions.width,
      height: source.data.dimensions.height,
    });
    yield* refreshAfterOwnWrite(['scenes']);
    yield* notifySuccess(`Duplicated as ${name}`);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(sceneCreateFinished());
  }
}

export function* deleteScenes(action: ReturnType<typeof scenesDeleteConfirmed>): Saga {
  const { projectID, sceneIDs } = action.payload;
  let deleted = false;
  try {
    yield* callApi(Calls.scene.deleteProjectScenes, { projectID, sceneIDs });
    deleted = true;
    yield* refreshAfterOwnWrite(['scenes']);
    yield* notifySuccess(sceneIDs.length === 1 ? 'Scene deleted' : `${sceneIDs.length} scenes deleted`);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(scenesDeleteFinished({ sceneIDs, deleted }));
  }
}

/** Get thumbnail on a card: the frame 5 s before the end (spec 002 section 9). */
export function* getThumbnail(action: ReturnType<typeof thumbnailRequested>): Saga {
  const { sceneID, duration } = action.payload;
  try {
    yield* makeThumbnail(sceneID, thumbnailTime(duration));
    yield* refreshAfterOwnWrite(['scenes']);
  } catch (e) {
    if (e instanceof UploadError) {
      const s = yield* services();
      yield call(s.notify.error, e.message);
    } else {
      yield* reportError(e);
    }
  } finally {
    yield put(thumbnailFinished(sceneID));
  }
}

export function* changeLabel(action: ReturnType<typeof sceneLabelAdded> | ReturnType<typeof sceneLabelRemoved>): Saga {
  const { sceneID, labelID } = action.payload;
  try {
    if (sceneLabelAdded.match(action)) yield* callApi(Calls.scene.addSceneLabel, { sceneID, labelID });
    else yield* callApi(Calls.scene.removeSceneLabel, { sceneID, labelID });
    yield* refreshAfterOwnWrite(['scenes']);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(sceneLabelsSettled(sceneID));
  }
}

export function* watchScenes(): Saga {
  yield all([
    takeEvery(sceneOpened.type, function* open({ payload }: ReturnType<typeof sceneOpened>): Saga {
      yield* navigateTo(sceneEditorPath(payload.projectID, payload.sceneID));
    }),
    takeLeading(newSceneRequested.type, createScene),
    takeLeading(sceneDuplicateRequested.type, duplicateScene),
    takeEvery(scenesDeleteConfirmed.type, deleteScenes),
    takeEvery(thumbnailRequested.type, getThumbnail),
    takeEvery([sceneLabelAdded.type, sceneLabelRemoved.type], changeLabel),
    watchImports(),
    watchEditedScenes(),
  ]);
}
