import { createAction } from '@reduxjs/toolkit';
import { all, cancelled, debounce, put, select, takeEvery, takeLatest, throttle } from 'redux-saga/effects';
import { Calls, Limits, Messages, ProjectStatus, type ProjectGroup } from '@wb/contracts';
import { callApi, notifySuccess, reportError, type Saga } from '../../app/sagaHelpers';
import { readModelsChanged } from '../live/liveSlice';
import { screenEntered } from '../router/routerSlice';
import type { Route } from '../router/routes';
import { selectShownScreen } from '../router/selectShownScreen';
import { viewFromRouteFilter, type DashboardView } from './dashboardFilter';
import {
  bulkActionFinished, groupsLoaded, opened, projectDroppedOnFolder, projectsFailed, projectsLoaded,
  projectsRequested, removeFromFolderRequested, searchTextChanged, searchTextSettled, selectDashboardView,
  selectFolders, selectSearchText, selectSelectedIDs, subscribeRequested,
} from './dashboardSlice';

/** Something the lists show has changed: fetch them again. */
export const listsInvalidated = createAction('dashboard/listsInvalidated');

const PAGE = 100;

export function* fetchProjects(): Saga {
  const view = (yield select(selectDashboardView)) as DashboardView;
  const text = ((yield select(selectSearchText)) as string).trim();
  const controller = new AbortController();
  yield put(projectsRequested());
  try {
    const common = { start: 0, count: PAGE, status: [ProjectStatus.Active], projectGroupID: view.folderID ?? undefined };
    // Search keeps the sidebar's filter (Recent, Subscribed or the open folder): spec 000 section 3
    // searches "filtered by members.userID and by recents".
    const sortBy = view.filter === 'recent' ? 'recent' : 'modified';
    const answer = text
      ? yield* callApi(Calls.project.searchProjects, { ...common, text, sortBy, filter: view.filter }, controller.signal)
      : yield* callApi(Calls.project.getAll, { ...common, sortBy, filter: view.filter }, controller.signal);
    yield put(projectsLoaded({ projects: answer.projects, total: answer.total }));
  } catch (e) {
    yield put(projectsFailed());
    yield* reportError(e);
  } finally {
    // takeLatest cancels a superseded fetch: abort its request too.
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

export function* fetchFolders(): Saga {
  try {
    const { groups } = yield* callApi(Calls.project.getProjectGroups, {});
    yield put(groupsLoaded(groups));
  } catch (e) {
    yield* reportError(e);
  }
}

function* openFromRoute(action: ReturnType<typeof screenEntered>): Saga {
  if (action.payload.name === 'home') yield put(opened(viewFromRouteFilter(action.payload.filter)));
}

function* refreshWhenVisible(): Saga {
  const shown = (yield select(selectShownScreen)) as Route | null;
  if (shown?.name === 'home') yield put(listsInvalidated());
}

export function* addProjectToFolder(action: ReturnType<typeof projectDroppedOnFolder>): Saga {
  const { projectID, projectGroupID } = action.payload;
  const selected = (yield select(selectSelectedIDs)) as string[];
  // Dragging one of several selected cards moves the whole selection.
  const projectIDs = selected.includes(projectID) ? selected : [projectID];
  const folders = (yield select(selectFolders)) as ProjectGroup[];
  const folder = folders.find((g) => g.projectGroupID === projectGroupID);
  try {
    yield* callApi(Calls.project.addToGroup, { projectIDs, projectGroupID });
    yield* notifySuccess(Messages.projectAddedToFolder(folder?.name ?? 'the folder'));
    yield put(listsInvalidated());
  } catch (e) {
    yield* reportError(e);
  }
}

export function* changeSubscription(action: ReturnType<typeof subscribeRequested>): Saga {
  const projectIDs = (yield select(selectSelectedIDs)) as string[];
  try {
    yield* callApi(Calls.project.subscribeToProject, { projectIDs, userIDs: [], subscribed: action.payload.subscribed });
    yield put(bulkActionFinished({ succeeded: true }));
    const n = projectIDs.length;
    yield* notifySuccess(`${action.payload.subscribed ? 'Subscribed to' : 'Unsubscribed from'} ${n} project${n === 1 ? '' : 's'}`);
    yield put(listsInvalidated());
  } catch (e) {
    yield put(bulkActionFinished({ succeeded: false }));
    yield* reportError(e);
  }
}

export function* removeSelectionFromFolder(): Saga {
  const projectIDs = (yield select(selectSelectedIDs)) as string[];
  const view = (yield select(selectDashboardView)) as DashboardView;
  if (!view.folderID) {
    yield put(bulkActionFinished({ succeeded: false }));
    return;
  }
  try {
    yield* callApi(Calls.project.removeFromGroup, { projectIDs, projectGroupID: view.folderID });
    yield put(bulkActionFinished({ succeeded: true }));
    yield put(listsInvalidated());
  } catch (e) {
    yield put(bulkActionFinished({ succeeded: false }));
    yield* reportError(e);
  }
}

function* settleSearch(): Saga {
  yield put(searchTextSettled());
}

export function* watchDashboard(): Saga {
  yield all([
    takeLatest(screenEntered.type, openFromRoute),
    debounce(Limits.searchDebounceMs, searchTextChanged.type, settleSearch),
    takeLatest([opened.type, searchTextSettled.type, listsInvalidated.type], fetchProjects),
    takeLatest([opened.type, listsInvalidated.type], fetchFolders),
    throttle(1000, readModelsChanged.type, refreshWhenVisible),
    takeEvery(projectDroppedOnFolder.type, addProjectToFolder),
    takeLatest(subscribeRequested.type, changeSubscription),
    takeLatest(removeFromFolderRequested.type, removeSelectionFromFolder),
  ]);
}
