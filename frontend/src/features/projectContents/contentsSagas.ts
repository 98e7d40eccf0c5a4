// The contents page's commands: each sent, its read models refreshed for the sender, refusals shown
// as the server words them (spec 000 section 7); a deleted project leads home (section 4); a new
// thumbnail is uploaded as a project thumbnail first (jpg or jpeg).
import { call, put, takeEvery } from 'redux-saga/effects';
import { Calls, ProjectStatus } from '@wb/contracts';
import { toApiError } from '../../api/apiError';
import { callApi, navigateTo, refreshAfterOwnWrite, reportError, type Saga } from '../../app/sagaHelpers';
import { uploadFile } from '../../shared/upload/uploadFile';
import { callOf, readModelsOf } from './contentsCommands';
import { contentsCommandRequested, contentsCommandSettled, thumbnailChosen } from './contentsSlice';

export function* sendContentsCommand(action: ReturnType<typeof contentsCommandRequested>): Saga {
  const { setting, command } = action.payload;
  try {
    yield* callApi(callOf(command), command.input as never);
    yield* refreshAfterOwnWrite(readModelsOf(command));
    yield put(contentsCommandSettled({ setting, refusal: null }));
    if (command.call === 'updateStatus' && command.input.status === ProjectStatus.Deleted) yield* navigateTo('/home');
  } catch (e) {
    const error = toApiError(e);
    yield put(contentsCommandSettled({ setting, refusal: error.message }));
    // The links form shows the server's refusal beside its fields (role alert): a toast as well would say
    // it twice. Anything else (a session ended, a failure without the server's words) still goes the usual way.
    if (!(setting === 'link' && error.status >= 400 && error.status < 500 && !error.isUnauthenticated)) yield* reportError(e);
  }
}

export function* uploadThumbnail(action: ReturnType<typeof thumbnailChosen>): Saga {
  const { projectID, file } = action.payload;
  try {
    const thumbnail: string = yield call(uploadFile, file, 'projectThumbnail');
    yield* callApi(Calls.project.updateThumbnail, { projectID, thumbnail });
    yield* refreshAfterOwnWrite(['projectList']);
    yield put(contentsCommandSettled({ setting: 'thumbnail', refusal: null }));
  } catch (e) {
    yield put(contentsCommandSettled({ setting: 'thumbnail', refusal: toApiError(e).message }));
    yield* reportError(e);
  }
}

export function* watchProjectContents(): Saga {
  yield takeEvery(contentsCommandRequested.type, sendContentsCommand);
  yield takeEvery(thumbnailChosen.type, uploadThumbnail);
}
