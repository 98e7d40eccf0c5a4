import { all, put, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { Calls } from '@wb/contracts';
import { callApi, reportError, type Saga } from '../../app/sagaHelpers';
import { feedbackSendFailed, feedbackSendRequested, feedbackSent, type FeedbackDraft } from './feedbackSlice';

export function* sendFeedback(action: PayloadAction<FeedbackDraft>): Saga {
  try {
    yield* callApi(Calls.feedback.sendFeedback, { data: action.payload });
    yield put(feedbackSent());
  } catch (e) {
    yield put(feedbackSendFailed());
    yield* reportError(e);
  }
}

export function* watchFeedback(): Saga {
  // A second click while the form is sent would send it twice: only the first counts.
  yield all([takeLeading(feedbackSendRequested.type, sendFeedback)]);
}
