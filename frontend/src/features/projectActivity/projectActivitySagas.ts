// The contents page's workflows: a section's chosen files go to the blob store under the section's
// purpose, then /project/addFile records each with its projectAssetType; a file taken out of a kit's
// list is unlinked from the project with /assets/removeProjectKitFile.
import { call, put, takeEvery } from 'redux-saga/effects';
import { Calls, extensionOf } from '@wb/contracts';
import { callApi, notifySuccess, refreshAfterOwnWrite, reportError, services, type Saga } from '../../app/sagaHelpers';
import { refusalOf, uploadFile, UploadError } from '../../shared/upload/uploadFile';
import { takeFiles } from '../assets/fileStash';
import { ASSET_PURPOSES } from './assetPurposes';
import { assetFilesChosen, assetUploadFinished, assetUploadStarted, kitFileRemoveConfirmed } from './projectActivitySlice';

let uploads = 0;

export function* uploadAssetFiles({ payload }: ReturnType<typeof assetFilesChosen>): Saga {
  const { projectID, assetType } = payload;
  const purpose = ASSET_PURPOSES.find((p) => p.assetType === assetType)?.purpose;
  if (purpose === undefined) return;
  let saved = 0;
  for (const file of takeFiles(payload.filesToken)) {
    const refusal = refusalOf(purpose, file.name, file.size);
    if (refusal !== null) {
      const s = yield* services();
      yield call(s.notify.error, refusal);
      continue;
    }
    uploads += 1;
    const id = `asset-upload-${uploads}`;
    yield put(assetUploadStarted({ id, projectID, assetType, name: file.name }));
    try {
      const url = (yield call(uploadFile, file, purpose)) as string;
      yield* callApi(Calls.project.addFile, { projectID, name: file.name, type: extensionOf(file.name), size: file.size, data: { url, projectAssetType: assetType } });
      yield put(assetUploadFinished({ id, ok: true }));
      saved += 1;
    } catch (e) {
      yield put(assetUploadFinished({ id, ok: false }));
      if (e instanceof UploadError) {
        const s = yield* services();
        yield call(s.notify.error, e.message);
      } else yield* reportError(e);
    }
  }
  if (saved > 0) {
    yield* refreshAfterOwnWrite(['projectActivity']);
    yield* notifySuccess(saved === 1 ? 'File uploaded' : `${saved} files uploaded`);
  }
}

export function* removeKitFile({ payload }: ReturnType<typeof kitFileRemoveConfirmed>): Saga {
  try {
    yield* callApi(Calls.assets.removeProjectKitFile, payload);
    yield* refreshAfterOwnWrite(['assetLibrary', 'projectActivity']);
    yield* notifySuccess('File removed from the project');
  } catch (e) {
    yield* reportError(e);
  }
}

export function* watchProjectActivity(): Saga {
  yield takeEvery(assetFilesChosen.type, uploadAssetFiles);
  yield takeEvery(kitFileRemoveConfirmed.type, removeKitFile);
}
