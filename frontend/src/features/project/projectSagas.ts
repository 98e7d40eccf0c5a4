import { put, takeLatest } from 'redux-saga/effects';
import { Calls, type Project } from '@wb/contracts';
import { toApiError } from '../../api/apiError';
import { callApi, queryAnswer, reportError, type Saga } from '../../app/sagaHelpers';
import { screenEntered } from '../router/routerSlice';
import { projectApi } from './projectApi';
import { projectOpened } from './projectSlice';

/** A project is named in the address by id or by name (the same two lookups the screens make). */
function* findProject(idOrName: string): Saga<Project | null> {
  try {
    return (yield* queryAnswer(projectApi.endpoints.projectByID, { projectID: idOrName })).project;
  } catch (e) {
    if (toApiError(e).status !== 404 && toApiError(e).status !== 400) throw e;
  }
  try {
    return (yield* queryAnswer(projectApi.endpoints.projectByName, { projectName: idOrName })).project;
  } catch (e) {
    if (toApiError(e).status === 404) return null;
    throw e;
  }
}

/** Opening a project: the screens show it from the cache; this puts it in the user's recents. */
export function* openProject(action: ReturnType<typeof screenEntered>): Saga {
  const route = action.payload;
  // Every screen under a project opens it: its files, contents, scenes and the scene editor.
  if (!('projectID' in route) || typeof route.projectID !== 'string') return;
  yield put(projectOpened(route.projectID));
  try {
    const project = yield* findProject(route.projectID);
    if (!project) return;
    yield* callApi(Calls.project.accessProject, { projectID: project.projectID });
  } catch (e) {
    yield* reportError(e);
  }
}

export function* watchProject(): Saga {
  yield takeLatest(screenEntered.type, openProject);
}
