import { all, cancelled, debounce, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { createAction } from '@reduxjs/toolkit';
import { Calls, Limits } from '@wb/contracts';
import { callApi, notifySuccess, reportError, type Saga } from '../../../app/sagaHelpers';
import { adminSectionOpened } from '../adminActions';
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

function* loadWhenOpened(action: ReturnType<typeof adminSectionOpened>): Saga {
  if (action.payload === 'projects') yield* loadProjects();
}

export function* runRowAction(action: ReturnType<typeof rowActionRequested>): Saga {
  const { projectID } = action.payload;
  try {
    if (action.payload.action === 'archive') yield* callApi(Calls.admin.archiveProject, { projectID });
    else if (action.payload.action === 'delete') yield* callApi(Calls.admin.deleteProject, { projectID });
    else yield* callApi(Calls.admin.reviveProject, { projectID });
    yield* loadProjects();
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(rowActionFinished(projectID));
  }
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
    takeLatest(adminSectionOpened.type, loadWhenOpened),
    debounce(Limits.requestDebounceMs, filterTextChanged.type, settleFilterText),
    takeLatest([filterTextSettled.type, sortChanged.type, statusToggled.type, pageChanged.type], loadProjects),
    takeEvery(rowActionRequested.type, runRowAction),
    takeLatest(renameRequested.type, renameProject),
  ]);
}
