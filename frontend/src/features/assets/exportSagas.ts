// Image export and downloads. /assets/convertImage {fileID, type, kitID, resize} answers the exported
// file's url, which the browser downloads under the name with its suffix. A download is first counted
// by /files/recordDownload {fileTypes}; when the limit is reached the page reloads (spec section 8).
import { call, takeEvery } from 'redux-saga/effects';
import { createAction } from '@reduxjs/toolkit';
import { reportError, services, type Saga } from '../../app/sagaHelpers';
import { exportFileName } from './assetFormat';
import { registryCall } from './registryCall';

export const exportRequested = createAction<{ fileID: string; kitID: string; name: string; scale: string; type: string; suffix: string }>('assets/exportRequested');
export const downloadRequested = createAction<{ url: string; name: string; type: string }>('assets/downloadRequested');

const CONVERT_IMAGE = '/assets/convertImage';
const RECORD_DOWNLOAD = '/files/recordDownload';
export const exportAvailable = (): boolean => registryCall(CONVERT_IMAGE) !== undefined;

/** The browser's part, an object so tests can watch it. */
export const browserActions = {
  download(url: string, name: string): void {
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
  },
  reloadPage(): void {
    window.location.reload();
  },
};

function* callByPath(path: string, input: unknown): Saga<Record<string, unknown> | null> {
  const def = registryCall(path);
  if (!def) return null;
  const { api } = yield* services();
  return (yield call([api, api.call], def, input as never)) as Record<string, unknown>;
}

/** Counts the download; false when the daily limit is reached (and the page is reloading). */
function* recorded(type: string): Saga<boolean> {
  const answer = yield* callByPath(RECORD_DOWNLOAD, { fileTypes: [type] });
  if (answer?.['limitReached'] === true) {
    yield call([browserActions, browserActions.reloadPage]);
    return false;
  }
  return true;
}

function* downloadFile({ payload }: ReturnType<typeof downloadRequested>): Saga {
  try {
    if (yield* recorded(payload.type)) yield call([browserActions, browserActions.download], payload.url, payload.name);
  } catch (e) {
    yield* reportError(e);
  }
}

function* exportImage({ payload }: ReturnType<typeof exportRequested>): Saga {
  try {
    const answer = yield* callByPath(CONVERT_IMAGE, { fileID: payload.fileID, kitID: payload.kitID, type: payload.type, resize: payload.scale });
    const url = answer?.['url'];
    if (typeof url === 'string' && (yield* recorded(payload.type))) yield call([browserActions, browserActions.download], url, exportFileName(payload.name, payload.suffix, payload.type));
  } catch (e) {
    yield* reportError(e);
  }
}

export function* watchExport(): Saga {
  yield takeEvery(exportRequested.type, exportImage);
  yield takeEvery(downloadRequested.type, downloadFile);
}
