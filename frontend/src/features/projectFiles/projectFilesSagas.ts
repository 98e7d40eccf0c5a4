// The workflows of a project's files: an upload box's files go to the blob store with a progress bar,
// then /project/addFile records each (a file of the same name becomes its next version); a file deleted
// after 'Yes, delete' is unlinked with /project/removeFiles.
import { END, type EventChannel } from 'redux-saga';
import { call, put, takeEvery, takeMaybe } from 'redux-saga/effects';
import { Calls, extensionOf, Messages } from '@wb/contracts';
import { callApi, navigateTo, notifySuccess, refreshAfterOwnWrite, reportError, services, type Saga } from '../../app/sagaHelpers';
import { uploadChannel, type UploadEvent } from '../../shared/upload/uploadChannel';
import { uploadFile } from '../../shared/upload/uploadFile';
import { takeFiles } from '../assets/fileStash';
import { filesPath } from './filesPath';
import { fileUploadFinished, fileUploadProgressed, fileUploadStarted, reviewFileDeleteConfirmed, reviewFilesChosen } from './projectFilesSlice';
import { refusalFor, type FileSection } from './reviewTypes';

let uploadCount = 0;

/** One file to the blob store, its row showing progress; the stored URL, or null after saying why. */
function* sendFile(file: File, projectID: string, section: FileSection): Saga<{ id: string; url: string | null }> {
  uploadCount += 1;
  const id = `review-upload-${uploadCount}`;
  yield put(fileUploadStarted({ id, projectID, section, name: file.name }));
  // The asset purpose: review's types are all media the library stores, and /project/addFile is the library's call.
  const start = (onProgress: (progress: number) => void, signal: AbortSignal) => uploadFile(file, 'asset', { onProgress: (f) => onProgress(f * 100), signal });
  const channel = (yield call(uploadChannel, start)) as EventChannel<UploadEvent>;
  let url: string | null = null;
  let failure: string | null = null;
  while (true) {
    // takeMaybe, not take: a plain take would end this saga when the channel closes.
    const event = (yield takeMaybe(channel)) as UploadEvent | typeof END;
    if (event === END || (typeof event === 'object' && 'type' in event)) break;
    if ('progress' in event) yield put(fileUploadProgressed({ id, progress: event.progress }));
    else if ('url' in event) url = event.url;
    else failure = event.error;
  }
  if (url === null) {
    yield put(fileUploadFinished({ id, status: 'failed' }));
    const s = yield* services();
    yield call(s.notify.error, failure ?? Messages.uploadFailed);
    return { id, url: null };
  }
  yield put(fileUploadFinished({ id, status: 'saving' }));
  return { id, url };
}

export function* uploadReviewFiles({ payload }: ReturnType<typeof reviewFilesChosen>): Saga {
  const { projectID, section } = payload;
  let saved = 0;
  for (const file of takeFiles(payload.filesToken)) {
    const refusal = refusalFor(section, file.name);
    if (refusal !== null) {
      const s = yield* services();
      yield call(s.notify.error, refusal);
      continue;
    }
    const { id, url } = yield* sendFile(file, projectID, section);
    if (url === null) continue;
    try {
      yield* callApi(Calls.project.addFile, { projectID, name: file.name, type: extensionOf(file.name), size: file.size, data: { url } });
      yield put(fileUploadFinished({ id, status: 'done' }));
      saved += 1;
    } catch (e) {
      yield put(fileUploadFinished({ id, status: 'failed' }));
      yield* reportError(e);
    }
  }
  if (saved > 0) {
    yield* refreshAfterOwnWrite(['projectFiles']);
    yield* notifySuccess(saved === 1 ? 'File uploaded' : `${saved} files uploaded`);
  }
}

export function* deleteReviewFile({ payload }: ReturnType<typeof reviewFileDeleteConfirmed>): Saga {
  try {
    yield* callApi(Calls.project.removeFiles, { projectID: payload.projectID, fileIDs: [payload.fileID] });
    yield* refreshAfterOwnWrite(['projectFiles']);
    yield* notifySuccess('File deleted');
    if (payload.active) yield* navigateTo(filesPath(payload.projectID));
  } catch (e) {
    yield* reportError(e);
  }
}

export function* watchProjectFiles(): Saga {
  yield takeEvery(reviewFilesChosen.type, uploadReviewFiles);
  yield takeEvery(reviewFileDeleteConfirmed.type, deleteReviewFile);
}
