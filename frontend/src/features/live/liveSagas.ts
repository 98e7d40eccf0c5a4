import { eventChannel, type EventChannel, type Task } from 'redux-saga';
import { all, call, cancel, delay, fork, put, race, take, type Effect } from 'redux-saga/effects';
import type { ReadModelName } from '@wb/contracts';
import { serverApi } from '../../api/serverApi';
import { tagsForChange } from '../../api/tags';
import { services, type Saga } from '../../app/sagaHelpers';
import { sessionExpired, signedIn, signedOutDetected } from '../auth/authSlice';
import { readModelsChanged } from './liveSlice';

/**
 * Changes come per projection batch, many a second under load: those of this window are gathered and
 * invalidated together, so a list refetches once for them, not once per batch.
 */
export const LIVE_BATCH_MS = 250;

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

/** The live stream names the read models that moved on; exactly their tags are invalidated, so only the lists built from them refetch. */
export function* invalidateChangedReadModels(): Saga {
  for (;;) {
    const first = (yield take(readModelsChanged.type)) as ReturnType<typeof readModelsChanged>;
    const tags = new Set<ReadModelName>(tagsForChange(first.payload));
    const until = Date.now() + LIVE_BATCH_MS;
    for (let left = LIVE_BATCH_MS; left > 0; left = until - Date.now()) {
      const { more } = (yield race({ more: take(readModelsChanged.type), done: delay(left) })) as { more?: ReturnType<typeof readModelsChanged> };
      if (!more) break;
      for (const tag of tagsForChange(more.payload)) tags.add(tag);
    }
    if (tags.size > 0) yield put(serverApi.util.invalidateTags([...tags]));
  }
}

/** Live updates run while someone is signed in; signing out forgets the server state, so the next person sees none of it. */
export function* watchSession(): Saga {
  let task: Task | null = null;
  for (;;) {
    const action = (yield take([signedIn.type, signedOutDetected.type, sessionExpired.type])) as { type: string };
    if (action.type === signedIn.type) {
      if (!task) task = (yield fork(listen) as Effect) as Task;
      continue;
    }
    if (task) {
      yield cancel(task);
      task = null;
    }
    yield put(serverApi.util.resetApiState());
  }
}

export function* watchLive(): Saga {
  yield all([fork(watchSession), fork(invalidateChangedReadModels)]);
}
