import { all, put, takeLatest } from 'redux-saga/effects';
import { Calls } from '@wb/contracts';
import { toApiError } from '../../../api/apiError';
import { callApi, notifySuccess, refreshAfterOwnWrite, reportError, type Saga } from '../../../app/sagaHelpers';
import { labelSaved, labelSaveFailed, labelSaveRefused, labelSaveRequested } from './labelsSlice';

/** What a label command changes: the scene labels read model, which the table is built from. */
const LABELS = ['sceneLabels'] as const;

export function* saveLabel(action: ReturnType<typeof labelSaveRequested>): Saga {
  const { labelID, name, color } = action.payload;
  try {
    if (labelID === null) yield* callApi(Calls.admin.adminCreateSceneLabel, { name: name.trim(), color });
    else yield* callApi(Calls.admin.adminUpdateSceneLabel, { labelID, name: name.trim(), color });
    yield put(labelSaved());
    yield* notifySuccess(labelID === null ? `Label ${name.trim()} added` : `Label ${name.trim()} saved`);
    yield* refreshAfterOwnWrite(LABELS);
  } catch (e) {
    const error = toApiError(e);
    // A refused name (taken, empty, too long) stays in the dialog, under the field.
    if ((error.status === 400 || error.status === 409) && Object.keys(error.fields).length > 0) {
      yield put(labelSaveRefused({ message: error.message, fields: error.fields }));
      return;
    }
    yield put(labelSaveFailed());
    yield* reportError(e);
  }
}

export function* watchLabels(): Saga {
  yield all([takeLatest(labelSaveRequested.type, saveLabel)]);
}
