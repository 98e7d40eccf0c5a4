// The dashboard's workflows: the debounced search, and the bulk moves on the selected cards. The
// lists themselves are RTK Query's (dashboardApi.ts) and follow the live stream.
import { all, debounce, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { Calls, Limits, Messages } from '@wb/contracts';
import { callApi, notifySuccess, refreshAfterOwnWrite, reportError, type Saga } from '../../app/sagaHelpers';
import { screenEntered } from '../router/routerSlice';
import { viewFromRouteFilter, type DashboardView } from './dashboardFilter';
import {
  bulkActionFinished,
  opened,
  projectDroppedOnFolder,
  removeFromFolderRequested,
  searchTextChanged,
  searchTextSettled,
  selectDashboardView,
  selectSelectedIDs,
  subscribeRequested,
} from './dashboardSlice';

function* openFromRoute(action: ReturnType<typeof screenEntered>): Saga {
  if (action.payload.name === 'home') yield put(opened(viewFromRouteFilter(action.payload.filter)));
}

export function* addProjectToFolder(action: ReturnType<typeof projectDroppedOnFolder>): Saga {
  const { projectID, projectGroupID, folderName } = action.payload;
  const selected = (yield select(selectSelectedIDs)) as string[];
  // Dragging one of several selected cards moves the whole selection.
  const projectIDs = selected.includes(projectID) ? selected : [projectID];
  try {
    yield* callApi(Calls.project.addToGroup, { projectIDs, projectGroupID });
    yield* notifySuccess(Messages.projectAddedToFolder(folderName));
    // The folder's count and the folder's list.
    yield* refreshAfterOwnWrite(['folders', 'projectList']);
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
    yield* refreshAfterOwnWrite(['projectList']);
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
    yield* refreshAfterOwnWrite(['folders', 'projectList']);
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
    // The list asks for the settled text: one search 500 ms after the last keystroke.
    debounce(Limits.searchDebounceMs, searchTextChanged.type, settleSearch),
    takeEvery(projectDroppedOnFolder.type, addProjectToFolder),
    takeLatest(subscribeRequested.type, changeSubscription),
    takeLatest(removeFromFolderRequested.type, removeSelectionFromFolder),
  ]);
}
