// The Projects table's workflows: the debounced name filter, the row actions and renaming. The rows
// are a query (adminProjectsApi.ts), built from the projectList read model.
import { all, debounce, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { Calls, Limits } from '@wb/contracts';
import { callApi, notifySuccess, refreshAfterOwnWrite, reportError, type Saga } from '../../../app/sagaHelpers';
import { runRowAction, type RowActionCalls } from '../table/rowActions';
import { filterTextChanged, filterTextSettled, renameFinished, renameRequested, rowActionFinished, rowActionRequested } from './adminProjectsSlice';

const PROJECTS = ['projectList'] as const;

const projectActions: RowActionCalls = {
  archive: (projectID) => callApi(Calls.admin.archiveProject, { projectID }),
  delete: (projectID) => callApi(Calls.admin.deleteProject, { projectID }),
  revive: (projectID) => callApi(Calls.admin.reviveProject, { projectID }),
};

function* runProjectAction(action: ReturnType<typeof rowActionRequested>): Saga {
  yield* runRowAction(action.payload, projectActions, PROJECTS, rowActionFinished);
}

export function* renameProject(action: ReturnType<typeof renameRequested>): Saga {
  try {
    yield* callApi(Calls.project.updateName, { projectID: action.payload.projectID, name: action.payload.name.trim() });
    yield* notifySuccess('Project renamed');
    yield* refreshAfterOwnWrite(PROJECTS);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(renameFinished());
  }
}

function* settleFilterText(): Saga {
  yield put(filterTextSettled());
}

export function* watchAdminProjects(): Saga {
  yield all([debounce(Limits.requestDebounceMs, filterTextChanged.type, settleFilterText), takeEvery(rowActionRequested.type, runProjectAction), takeLatest(renameRequested.type, renameProject)]);
}
