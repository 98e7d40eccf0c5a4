// The learning link's commands: link a video (a video another project holds is refused, and the
// dialog shows which project), and unlink. Own writes refresh the link and its status.
import { all, put, takeLatest } from 'redux-saga/effects';
import { Calls, LearnLinkHolder, type ReadModelName } from '@wb/contracts';
import { toApiError } from '../../api/apiError';
import { callApi, refreshAfterOwnWrite, reportError, type Saga } from '../../app/sagaHelpers';
import { commandEnded, linkDone, linkRefused, linkRequested, unlinkRequested } from './learningSlice';

const LEARNING: readonly ReadModelName[] = ['learning'];

export function* linkNode(action: ReturnType<typeof linkRequested>): Saga {
  try {
    yield* callApi(Calls.learning.linkNode, action.payload);
    yield put(linkDone({ projectID: action.payload.projectID }));
    yield* refreshAfterOwnWrite(LEARNING);
  } catch (e) {
    const error = toApiError(e);
    const holder = LearnLinkHolder.safeParse(error.details.project);
    if (error.status === 409 && holder.success) yield put(linkRefused({ ...action.payload, message: error.message, holder: holder.data }));
    else yield* reportError(e);
  } finally {
    yield put(commandEnded());
  }
}

export function* unlinkNode(action: ReturnType<typeof unlinkRequested>): Saga {
  try {
    yield* callApi(Calls.learning.unlinkNode, action.payload);
    yield* refreshAfterOwnWrite(LEARNING);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(commandEnded());
  }
}

export function* watchLearning(): Saga {
  yield all([takeLatest(linkRequested.type, linkNode), takeLatest(unlinkRequested.type, unlinkNode)]);
}
