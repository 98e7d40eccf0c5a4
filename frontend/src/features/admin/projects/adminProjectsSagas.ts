import { all, cancelled, debounce, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { createAction } from '@reduxjs/toolkit';
import { Calls, Limits } from '@wb/contracts';
import { callApi, notifySuccess, reportError, type Saga } from '../../../app/sagaHelpers';
import { onSectionOpened } from '../sectionSagas';
import { runRowAction, type RowActionCalls } from '../table/rowActions';
import {
  filterTextChanged, listLoaded, pageChanged, renameFinished, renameRequested, rowActionFinished,
  rowActionRequested, selectAdminProjectsQuery, sortChanged, statusToggled, type ProjectSort,
} from './adminProjectsSlice';

const filterTextSettled = createAction('adminProjects/filterTextSettled');

const sortParams = (sort: ProjectSort) => {
  const [sortBy, sortDir] = sort.split('-') as ['name' | 'created' | 'modified', 'asc' | 'desc'];
  return { sortBy, sortDir };
};

export function* loadProjects(): Saga {
  const query = (yield select(selectAdminProjectsQuery)) as ReturnType<typeof selectAdminProjectsQuery>;
  const controller = new AbortController();
  try {
    const size = Limits.adminProjectPageSize;
    const answer = yield* callApi(Calls.admin.getAllProjects, {
      text: query.text.trim(),
      ...sortParams(query.sort),
      status: query.statuses,
      start: (query.page - 1) * size,
      count: size,
    }, controller.signal);
    yield put(listLoaded({ projects: answer.projects, total: answer.total }));
  } catch (e) {
    yield* reportError(e);
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

const projectActions: RowActionCalls = {
  archive: (projectID) => callApi(Calls.admin.archiveProject, { projectID }),
  delete: (projectID) => callApi(Calls.admin.deleteProject, { projectID }),
  revive: (projectID) => callApi(Calls.admin.reviveProject, { projectID }),
};

function* runProjectAction(action: ReturnType<typeof rowActionRequested>): Saga {
  yield* runRowAction(action.payload, projectActions, loadProjects, rowActionFinished);
}

export function* renameProject(action: ReturnType<typeof renameRequested>): Saga {
  try {
    yield* callApi(Calls.project.updateName, { projectID: action.payload.projectID, name: action.payload.name.trim() });
    yield* notifySuccess('Project renamed');
    yield* loadProjects();
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
  yield all([
    onSectionOpened('projects', loadProjects),
    debounce(Limits.requestDebounceMs, filterTextChanged.type, settleFilterText),
    takeLatest([filterTextSettled.type, sortChanged.type, statusToggled.type, pageChanged.type], loadProjects),
    takeEvery(rowActionRequested.type, runProjectAction),
    takeLatest(renameRequested.type, renameProject),
  ]);
}
