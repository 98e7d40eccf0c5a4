import { all, fork } from 'redux-saga/effects';
import type { Saga } from './sagaHelpers';
import { watchAuth } from '../features/auth/authSagas';
import { watchRouter } from '../features/router/routerSagas';
import { watchDashboard } from '../features/dashboard/dashboardSagas';
import { watchNewProject } from '../features/newProject/newProjectSagas';
import { watchProject } from '../features/project/projectSagas';
import { watchLive } from '../features/live/liveSagas';
import { watchAdmin } from '../features/admin/adminSagas';
import { watchPronounce } from '../features/pronounce/pronounceSagas';
import { watchAssets } from '../features/assets/assetsSagas';
import { watchQueryErrors } from './queryErrorSagas';
import { watchStagedUploads } from '../features/stagedUploads/stagedSagas';
import { browserStagedEnv } from '../features/stagedUploads/stagedEnv';
import { watchScenes } from '../features/scenes/scenesSagas';
import { watchSceneEditor } from '../features/sceneEditor/state/editorSagas';

export function* rootSaga(): Saga {
  yield all([
    fork(watchAuth), fork(watchRouter), fork(watchDashboard), fork(watchNewProject), fork(watchProject),
    fork(watchLive), fork(watchAdmin), fork(watchAssets), fork(watchQueryErrors), fork(watchPronounce), fork(watchStagedUploads, browserStagedEnv),
    fork(watchScenes), fork(watchSceneEditor),
  ]);
}
