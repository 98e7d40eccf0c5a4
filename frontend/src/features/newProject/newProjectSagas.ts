import { all, put, select, takeLatest } from 'redux-saga/effects';
import { Calls, ProjectStatus } from '@wb/contracts';
import { toApiError } from '../../api/apiError';
import { callApi, navigateTo, reportError, type Saga } from '../../app/sagaHelpers';
import { selectDashboardView } from '../dashboard/dashboardSlice';
import type { DashboardView } from '../dashboard/dashboardFilter';
import { createRequested, joinRequested, nameConflictFound, projectReady, requestFailed, reviveRequested, selectNewProject, type NameConflict } from './newProjectSlice';

const conflictOf = (e: unknown): NameConflict | null => {
  const error = toApiError(e);
  const projectID = error.details['projectID'];
  if (typeof projectID !== 'string') return null;
  if (error.code === 'projectNameDeleted') return { kind: 'deleted', projectID };
  if (error.code === 'projectNameTaken') return { kind: 'taken', projectID };
  return null;
};

export function* createProject(): Saga {
  const { name } = (yield select(selectNewProject)) as ReturnType<typeof selectNewProject>;
  const view = (yield select(selectDashboardView)) as DashboardView;
  try {
    // Created from inside a folder view, the project starts in that folder.
    const { project } = yield* callApi(Calls.project.create, { name: name.trim(), groups: view.folderID ? [view.folderID] : [] });
    yield put(projectReady());
    yield* navigateTo(`/project/${encodeURIComponent(project.projectID)}`);
  } catch (e) {
    const conflict = conflictOf(e);
    if (conflict) {
      yield put(nameConflictFound(conflict));
      return;
    }
    yield put(requestFailed());
    yield* reportError(e);
  }
}

function* conflictProjectID(): Saga<string | null> {
  const { conflict } = (yield select(selectNewProject)) as ReturnType<typeof selectNewProject>;
  return conflict?.projectID ?? null;
}

export function* reviveProject(): Saga {
  const projectID = yield* conflictProjectID();
  if (!projectID) return;
  try {
    yield* callApi(Calls.project.updateStatus, { projectID, status: ProjectStatus.Active });
    yield put(projectReady());
    yield* navigateTo(`/project/${encodeURIComponent(projectID)}`);
  } catch (e) {
    yield put(requestFailed());
    yield* reportError(e);
  }
}

export function* joinProject(): Saga {
  const projectID = yield* conflictProjectID();
  if (!projectID) return;
  try {
    yield* callApi(Calls.project.accessProject, { projectID });
    yield put(projectReady());
    yield* navigateTo(`/project/${encodeURIComponent(projectID)}`);
  } catch (e) {
    yield put(requestFailed());
    yield* reportError(e);
  }
}

export function* watchNewProject(): Saga {
  yield all([takeLatest(createRequested.type, createProject), takeLatest(reviveRequested.type, reviveProject), takeLatest(joinRequested.type, joinProject)]);
}
