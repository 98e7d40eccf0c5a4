// Getting a scene's thumbnail: its saved document drawn by the scene player at the given time, the
// picture uploaded, and the scene told where it is (/scene/updateThumbnail).
import { call } from 'redux-saga/effects';
import { Calls, type SceneDocument } from '@wb/contracts';
import { callApi, queryAnswer, type Saga } from '../../app/sagaHelpers';
import { editorApi } from '../sceneEditor/state/editorApi';
import { uploadSceneThumbnail } from './sceneThumbnail';

export function* makeThumbnail(sceneID: string, time: number): Saga {
  const { document } = yield* queryAnswer(editorApi.endpoints.sceneDocument, { sceneID }, { fresh: true });
  const url = (yield call(uploadSceneThumbnail, sceneID, document as SceneDocument, time)) as string;
  yield* callApi(Calls.scene.updateThumbnail, { sceneID, thumbnail: url });
}
