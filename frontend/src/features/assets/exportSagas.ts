// Image export: /assets/convertImage {fileID, type, kitID, resize} answers the exported file's url,
// which the browser then downloads under the name with its suffix. The call is looked up in the
// registry at run time, so the control says so when a server without it is running.
import { call, takeEvery } from 'redux-saga/effects';
import { createAction } from '@reduxjs/toolkit';
import { Calls, type CallDef } from '@wb/contracts';
import { reportError, services, type Saga } from '../../app/sagaHelpers';
import { exportFileName } from './assetFormat';

export const exportRequested = createAction<{ fileID: string; kitID: string; name: string; scale: string; type: string; suffix: string }>('assets/exportRequested');

const convertImage = (): CallDef | undefined => (Calls.assets as Record<string, CallDef | undefined>)['convertImage'];
export const exportAvailable = (): boolean => convertImage() !== undefined;

const download = (url: string, name: string) => {
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
};

function* exportImage({ payload }: ReturnType<typeof exportRequested>): Saga {
  const def = convertImage();
  if (!def) return;
  try {
    const { api } = yield* services();
    const answer = (yield call([api, api.call], def, { fileID: payload.fileID, kitID: payload.kitID, type: payload.type, resize: payload.scale } as never)) as { url?: string };
    if (answer.url) yield call(download, answer.url, exportFileName(payload.name, payload.suffix, payload.type));
  } catch (e) {
    yield* reportError(e);
  }
}

export function* watchExport(): Saga {
  yield takeEvery(exportRequested.type, exportImage);
}
