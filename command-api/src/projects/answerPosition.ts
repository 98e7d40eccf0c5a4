// Every command answer carries X-Position (issue 2), even when the command decided nothing (a
// repeated subscribe, a rename to the same name): then it is the position of the last event of the
// streams it decided on, so the caller's next query reads at least the state that decision saw.
import type { EventStore } from '@wb/platform';
import { lastPosition, type Outcome } from '../shared/runOnStream';

const headOf = async (eventStore: EventStore, streamId: string): Promise<bigint | undefined> =>
  (await eventStore.readStream(streamId)).at(-1)?.position.globalPosition;

/** The position to answer for commands on these streams (outcomes in the same order as streamIds). */
export const answerPosition = async (
  eventStore: EventStore,
  streamIds: readonly string[],
  outcomes: readonly Outcome<unknown, unknown>[],
): Promise<bigint | undefined> => {
  const appended = lastPosition(outcomes.map((o) => o.position));
  if (appended !== undefined) return appended;
  return lastPosition(await Promise.all(streamIds.map((id) => headOf(eventStore, id))));
};
