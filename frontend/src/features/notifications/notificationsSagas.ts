// The bell's workflows: read and unread marks (a command on the user's own inbox), and opening a
// notification (marked read, then its target). The list refreshes from the user's own write at once.
import { all, call, takeEvery } from 'redux-saga/effects';
import { Calls, type ReadModelName } from '@wb/contracts';
import { callApi, navigateTo, refreshAfterOwnWrite, reportError, type Saga } from '../../app/sagaHelpers';
import { notificationOpened, notificationStatusRequested } from './notificationRequests';
import { targetOf } from './targets';

const NOTIFICATIONS: readonly ReadModelName[] = ['notifications'];

function* changeStatus(notificationIDs: string[], status: 0 | 1): Saga {
  yield* callApi(Calls.notifications.updateStatus, { notificationIDs, status });
  yield* refreshAfterOwnWrite(NOTIFICATIONS);
}

export function* markStatus(action: ReturnType<typeof notificationStatusRequested>): Saga {
  try {
    yield* changeStatus(action.payload.notificationIDs, action.payload.status);
  } catch (e) {
    yield* reportError(e);
  }
}

export function* openNotification(action: ReturnType<typeof notificationOpened>): Saga {
  const notification = action.payload;
  const target = targetOf(notification);
  // Going there matters more than the mark: a failed mark is reported, the user still arrives.
  if (target !== null) yield call(navigateTo, target);
  if (notification.status === 1) return;
  try {
    yield* changeStatus([notification.notificationID], 1);
  } catch (e) {
    yield* reportError(e);
  }
}

export function* watchNotifications(): Saga {
  yield all([takeEvery(notificationStatusRequested.type, markStatus), takeEvery(notificationOpened.type, openNotification)]);
}
