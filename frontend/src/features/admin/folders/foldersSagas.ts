import { all, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { Calls } from '@wb/contracts';
import { callApi, notifySuccess, refreshAfterOwnWrite, reportError, type Saga } from '../../../app/sagaHelpers';
import { runRowAction, type RowActionCalls } from '../table/rowActions';
import {
  boardsDialogClosed,
  boardsSaveFailed,
  boardsSaveRequested,
  deletedFolderFound,
  deletedFolderReviveRequested,
  newFolderDone,
  newFolderFailed,
  newFolderSaveRequested,
  rowActionFinished,
  rowActionRequested,
  selectNewFolder,
} from './foldersSlice';

// The Folders table's own workflows: create (or revive a deleted folder of that name), the row
// actions and the boards. The table itself is a query (foldersApi.ts).

/** What a folder command changes: the folders read model, which the table is built from. */
const FOLDERS = ['folders'] as const;

const folderActions: RowActionCalls = {
  archive: (projectGroupID) => callApi(Calls.admin.archiveGroup, { projectGroupID }),
  delete: (projectGroupID) => callApi(Calls.project.deleteGroup, { projectGroupID }),
  revive: (projectGroupID) => callApi(Calls.admin.reviveGroupByID, { projectGroupID }),
};

function* runFolderAction(action: ReturnType<typeof rowActionRequested>): Saga {
  yield* runRowAction(action.payload, folderActions, FOLDERS, rowActionFinished);
}

export function* createFolder(): Saga {
  const { name } = (yield select(selectNewFolder)) as ReturnType<typeof selectNewFolder>;
  try {
    const { projectGroup } = yield* callApi(Calls.admin.createGroup, { name: name.trim() });
    // No folder in the answer: the name belongs to a deleted folder, which can be revived.
    if (!projectGroup) {
      yield put(deletedFolderFound(name.trim()));
      return;
    }
    yield put(newFolderDone());
    yield* notifySuccess(`Folder ${projectGroup.name} created`);
    yield* refreshAfterOwnWrite(FOLDERS);
  } catch (e) {
    yield put(newFolderFailed());
    yield* reportError(e);
  }
}

export function* reviveDeletedFolder(): Saga {
  const { deletedName } = (yield select(selectNewFolder)) as ReturnType<typeof selectNewFolder>;
  if (!deletedName) return;
  try {
    yield* callApi(Calls.admin.reviveGroupByName, { groupName: deletedName });
    yield put(newFolderDone());
    yield* notifySuccess(`Folder ${deletedName} revived`);
    yield* refreshAfterOwnWrite(FOLDERS);
  } catch (e) {
    yield put(newFolderFailed());
    yield* reportError(e);
  }
}

export function* saveBoards(action: ReturnType<typeof boardsSaveRequested>): Saga {
  try {
    yield* callApi(Calls.admin.updateGroupTrelloData, {
      projectGroupID: action.payload.projectGroupID,
      trelloData: { boards: action.payload.boards },
    });
    yield put(boardsDialogClosed());
    yield* notifySuccess('Boards saved');
    yield* refreshAfterOwnWrite(FOLDERS);
  } catch (e) {
    yield put(boardsSaveFailed());
    yield* reportError(e);
  }
}

export function* watchFolders(): Saga {
  yield all([
    takeEvery(rowActionRequested.type, runFolderAction),
    takeLatest(newFolderSaveRequested.type, createFolder),
    takeLatest(deletedFolderReviveRequested.type, reviveDeletedFolder),
    takeLatest(boardsSaveRequested.type, saveBoards),
  ]);
}
