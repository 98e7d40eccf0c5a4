// The asset library's workflows: every command the kit screens send, each followed by a refresh of
// the lists it changed; uploads live in uploadSagas.ts.
import { call, delay, fork, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { Calls } from '@wb/contracts';
import { callApi, navigateTo, notifySuccess, redirectTo, refreshAfterOwnWrite, reportError, type Saga } from '../../app/sagaHelpers';
import {
  fileRenameSubmitted,
  filesDeleteConfirmed,
  filesMoveChosen,
  folderCreateSubmitted,
  folderDeleteConfirmed,
  folderRenameSubmitted,
  filesPutInFolder,
  imageCopyRequested,
  kitCreateSubmitted,
  kitStateChanged,
  kitDeleteConfirmed,
  kitVisibilityChosen,
  noticeExpired,
  noticeShown,
  tagChosen,
  tagRemoved,
} from './assetsSlice';
import { copyImageToClipboard } from './copyImage';
import { watchUploads } from './uploadSagas';
import { watchExport } from './exportSagas';

const LIBRARY = ['assetLibrary'] as const;
export const COPY_NOTICE_MS = 3000;
export const COPIED = 'Image copied to the clipboard';

/** Runs one command, then refreshes the library and says what happened; errors follow the one rule. */
function* command(run: () => Saga<unknown>, success: string | null): Saga<boolean> {
  try {
    yield* run();
    yield* refreshAfterOwnWrite(LIBRARY);
    if (success) yield* notifySuccess(success);
    return true;
  } catch (e) {
    yield* reportError(e);
    return false;
  }
}

function* createKit({ payload }: ReturnType<typeof kitCreateSubmitted>): Saga {
  let kitID: string | null = null;
  const done = yield* command(function* () {
    kitID = (yield* callApi(Calls.assets.addKit, { name: payload.name })).kit.kitID;
  }, `Kit ${payload.name} created`);
  if (done && kitID) yield* navigateTo(`/assets/${kitID}`);
}

function* deleteKit({ payload }: ReturnType<typeof kitDeleteConfirmed>): Saga {
  if (yield* command(() => callApi(Calls.assets.deleteKit, payload), 'Kit deleted')) yield* navigateTo('/assets');
}

function* showNotice(message: string, ms: number): Saga {
  yield put(noticeShown(message));
  yield delay(ms);
  yield put(noticeExpired(message));
}

function* copyImage({ payload }: ReturnType<typeof imageCopyRequested>): Saga {
  try {
    yield call(copyImageToClipboard, payload.url);
    yield* showNotice(COPIED, COPY_NOTICE_MS);
  } catch {
    yield* showNotice('That image could not be copied', COPY_NOTICE_MS);
  }
}

function* tag({ payload }: ReturnType<typeof tagChosen>): Saga {
  yield* command(function* () {
    // 'Create new tag' makes it first; a name taken in another case answers the existing tag.
    const tagID = payload.tagID ?? (yield* callApi(Calls.tags.createTag, { text: payload.text })).tag.tagID;
    yield* callApi(Calls.tags.createFileTagLink, { tagID, fileIDs: payload.fileIDs });
  }, null);
}

function* move({ payload }: ReturnType<typeof filesMoveChosen>): Saga {
  const n = payload.fileIDs.length;
  yield* command(
    () => callApi(Calls.assets.moveFilesToKit, { fileIDs: payload.fileIDs, fromKitID: payload.fromKitID, toKitID: payload.toKitID }),
    `${n === 1 ? 'File' : `${n} files`} moved to ${payload.toName}`,
  );
}

function* putInFolder({ payload }: ReturnType<typeof filesPutInFolder>): Saga {
  const { kitID, directoryID } = payload;
  yield* command(
    function* () {
      if (directoryID !== null) {
        // A file is in at most one folder of a kit: adding it moves it there.
        yield* callApi(Calls.assets.addDirectoryFiles, { kitID, directoryID, fileIDs: payload.fileIDs });
        return;
      }
      for (const { fileID, directoryID: from } of payload.currentDirectories) {
        yield* callApi(Calls.assets.removeDirectoryFile, { kitID, fileID, directoryID: from });
      }
    },
    directoryID === null ? 'Taken out of the folder' : `Put in ${payload.folderName}`,
  );
}

export function* watchAssets(): Saga {
  yield takeEvery(kitCreateSubmitted.type, createKit);
  yield takeEvery(kitDeleteConfirmed.type, deleteKit);
  yield takeEvery(kitVisibilityChosen.type, ({ payload }: ReturnType<typeof kitVisibilityChosen>) =>
    command(() => callApi(Calls.assets.updateKitVisibility, payload), payload.visibility === 'public-read' ? 'Anyone can now view this kit' : 'Only the team can view this kit now'),
  );
  yield takeEvery(folderCreateSubmitted.type, ({ payload }: ReturnType<typeof folderCreateSubmitted>) =>
    command(() => callApi(Calls.assets.addKitDirectory, { kitID: payload.kitID, name: payload.name, parentID: payload.parentID, files: [] }), null),
  );
  yield takeEvery(folderRenameSubmitted.type, ({ payload }: ReturnType<typeof folderRenameSubmitted>) => command(() => callApi(Calls.assets.updateDirectoryName, payload), null));
  yield takeEvery(folderDeleteConfirmed.type, ({ payload }: ReturnType<typeof folderDeleteConfirmed>) => command(() => callApi(Calls.assets.deleteKitDirectory, payload), 'Folder deleted'));
  yield takeEvery(fileRenameSubmitted.type, ({ payload }: ReturnType<typeof fileRenameSubmitted>) => command(() => callApi(Calls.assets.updateName, payload), null));
  yield takeEvery(filesDeleteConfirmed.type, ({ payload }: ReturnType<typeof filesDeleteConfirmed>) =>
    command(() => callApi(Calls.assets.deleteFile, payload), payload.fileIDs.length === 1 ? 'File deleted' : `${payload.fileIDs.length} files deleted`),
  );
  yield takeEvery(tagChosen.type, tag);
  yield takeEvery(tagRemoved.type, ({ payload }: ReturnType<typeof tagRemoved>) => command(() => callApi(Calls.tags.removeFileTagLink, payload), null));
  yield takeEvery(filesMoveChosen.type, move);
  yield takeEvery(filesPutInFolder.type, putInFolder);
  yield takeLatest(imageCopyRequested.type, copyImage);
  yield takeLatest(kitStateChanged.type, ({ payload }: ReturnType<typeof kitStateChanged>) => redirectTo(payload.path));
  yield fork(watchExport);
  yield call(watchUploads);
}
