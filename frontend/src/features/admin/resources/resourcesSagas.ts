import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { Calls } from '@wb/contracts';
import { toApiError } from '../../../api/apiError';
import { callApi, notifySuccess, refreshAfterOwnWrite, reportError, services, type Saga } from '../../../app/sagaHelpers';
import {
  resourceDeleteFinished,
  resourceDeleteRequested,
  resourceImageFailed,
  resourceImagePicked,
  resourceImageUploaded,
  resourceSaved,
  resourceSaveFailed,
  resourceSaveRefused,
  resourceSaveRequested,
} from './resourcesSlice';
import { uploadResourceImage } from './uploadImage';

// The Resources table's workflows: upload the image, save (create or edit), delete. The table itself is
// a query (resourcesApi.ts).

/** What a resource command changes: the resources read model, which the table is built from. */
const RESOURCES = ['resources'] as const;

export function* uploadImage(action: ReturnType<typeof resourceImagePicked>): Saga {
  try {
    const url = (yield call(uploadResourceImage, action.payload)) as string;
    yield put(resourceImageUploaded(url));
  } catch (e) {
    yield put(resourceImageFailed());
    const s = yield* services();
    yield call(s.notify.error, e instanceof Error ? e.message : String(e));
  }
}

export function* saveResource(action: ReturnType<typeof resourceSaveRequested>): Saga {
  try {
    yield* callApi(Calls.resources.save, action.payload);
    yield put(resourceSaved());
    yield* notifySuccess(action.payload.resourceID === undefined ? 'Resource added' : 'Resource saved');
    yield* refreshAfterOwnWrite(RESOURCES);
  } catch (e) {
    const error = toApiError(e);
    // A refusal that names fields ('Please fill out the required fields.') stays in the dialog and flags them.
    if (error.status === 400 && Object.keys(error.fields).length > 0) {
      yield put(resourceSaveRefused({ message: error.message, fields: error.fields }));
      return;
    }
    yield put(resourceSaveFailed());
    yield* reportError(e);
  }
}

export function* deleteResource(action: ReturnType<typeof resourceDeleteRequested>): Saga {
  try {
    yield* callApi(Calls.admin.adminDeleteResource, { resourceID: action.payload });
    yield* notifySuccess('Resource deleted');
    yield* refreshAfterOwnWrite(RESOURCES);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(resourceDeleteFinished(action.payload));
  }
}

export function* watchResources(): Saga {
  yield all([takeLatest(resourceImagePicked.type, uploadImage), takeLatest(resourceSaveRequested.type, saveResource), takeEvery(resourceDeleteRequested.type, deleteResource)]);
}
