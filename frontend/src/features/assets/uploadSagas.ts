// Uploads with a progress bar (spec 001 section 4: uploading with progress shown, then finished): each
// file goes to the upload endpoint, and once it has a URL the kit records it (addFilesToKit).
import { END, type EventChannel } from 'redux-saga';
import { call, put, takeEvery, takeMaybe } from 'redux-saga/effects';
import { Calls } from '@wb/contracts';
import { callApi, notifySuccess, refreshAfterOwnWrite, reportError, services, type Saga } from '../../app/sagaHelpers';
import { filesChosenForUpload, kitThumbnailChosen, uploadFinished, uploadProgressed, uploadStarted } from './assetsSlice';
import { takeFiles } from './fileStash';
import { uploadChannel, type UploadEvent } from '../../shared/upload/uploadChannel';
import { typeOfName, uploadBlob, UPLOAD_FAILED, type UploadKey } from './uploadBlob';

let uploadCount = 0;

/** One file to the store, its row showing progress, then 'saving' until it is recorded; its row id and
 * the stored URL, or a null URL after telling why. */
function* sendFile(file: File, key: UploadKey, kitID: string): Saga<{ id: string; url: string | null }> {
  uploadCount += 1;
  const id = `upload-${uploadCount}`;
  yield put(uploadStarted({ id, name: file.name, purpose: key, kitID }));
  const channel = (yield call(uploadChannel, (onProgress, signal) => uploadBlob(file, key, onProgress, signal))) as EventChannel<UploadEvent>;
  let url: string | null = null;
  let failure: string | null = null;
  while (true) {
    // takeMaybe, not take: a plain take would end this saga when the channel closes.
    const event = (yield takeMaybe(channel)) as UploadEvent | typeof END;
    if (event === END || (typeof event === 'object' && 'type' in event)) break;
    if ('progress' in event) yield put(uploadProgressed({ id, progress: event.progress }));
    else if ('url' in event) url = event.url;
    else failure = event.error;
  }
  if (url === null) {
    yield put(uploadFinished({ id, status: 'failed' }));
    const s = yield* services();
    yield call(s.notify.error, failure ?? UPLOAD_FAILED);
    return { id, url: null };
  }
  yield put(uploadFinished({ id, status: 'saving' }));
  return { id, url };
}

function* uploadToKit({ payload }: ReturnType<typeof filesChosenForUpload>): Saga {
  const files = takeFiles(payload.filesToken);
  let saved = 0;
  for (const file of files) {
    const { id, url } = yield* sendFile(file, 'asset', payload.kitID);
    if (url === null) continue;
    try {
      yield* callApi(Calls.assets.addFilesToKit, {
        kitID: payload.kitID,
        directoryID: payload.directoryID,
        files: [{ url, name: file.name, type: typeOfName(file.name), size: file.size }],
      });
      saved += 1;
      yield put(uploadFinished({ id, status: 'done' }));
    } catch (e) {
      yield put(uploadFinished({ id, status: 'failed' }));
      yield* reportError(e);
    }
  }
  if (saved > 0) {
    yield* refreshAfterOwnWrite(['assetLibrary']);
    yield* notifySuccess(saved === 1 ? 'File uploaded' : `${saved} files uploaded`);
  }
}

function* uploadThumbnail({ payload }: ReturnType<typeof kitThumbnailChosen>): Saga {
  const [file] = takeFiles(payload.filesToken);
  if (!file) return;
  const { id, url } = yield* sendFile(file, 'kitThumbnail', payload.kitID);
  if (url === null) return;
  try {
    yield* callApi(Calls.assets.updateKitThumbnail, { kitID: payload.kitID, thumbnail: url });
    yield put(uploadFinished({ id, status: 'done' }));
    yield* refreshAfterOwnWrite(['assetLibrary']);
    yield* notifySuccess('Thumbnail updated');
  } catch (e) {
    yield put(uploadFinished({ id, status: 'failed' }));
    yield* reportError(e);
  }
}

export function* watchUploads(): Saga {
  yield takeEvery(filesChosenForUpload.type, uploadToKit);
  yield takeEvery(kitThumbnailChosen.type, uploadThumbnail);
}
