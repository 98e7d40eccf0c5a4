import { eventChannel, type EventChannel } from 'redux-saga';
import { call, cancel, fork, put, take, type Effect } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { services, type Saga } from '../../app/sagaHelpers';
import { sessionExpired, signedOutDetected, userLoaded } from '../auth/authSlice';
import { readModelsChanged } from './liveSlice';

function* listen(): Saga {
  const s = yield* services();
  const channel = (yield call(() => eventChannel<string[]>((emit) => s.subscribeToChanges(emit)))) as EventChannel<string[]>;
  try {
    for (;;) {
      const names = (yield take(channel)) as string[];
      yield put(readModelsChanged(names));
    }
  } finally {
    channel.close();
  }
}

/** Live updates run while someone is signed in. */
export function* watchLive(): Saga {
  let task: Task | null = null;
  for (;;) {
    const action = (yield take([userLoaded.type, signedOutDetected.type, sessionExpired.type])) as { type: string };
    if (action.type === userLoaded.type) {
      if (!task) task = (yield fork(listen) as Effect) as Task;
    } else if (task) {
      yield cancel(task);
      task = null;
    }
  }
}
