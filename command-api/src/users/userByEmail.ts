import type { EventStore } from '@wb/platform';
import { userAggregate, userIDOfStream } from './domain/user/aggregate';

/** The user holding an email (compared as reservations compare it), or null. */
export const userIDByEmail = async (eventStore: EventStore, email: string): Promise<number | null> => {
  const streamId = await eventStore.findReservation(userAggregate.key('email', email));
  return streamId === null ? null : userIDOfStream(streamId);
};
