// The User aggregate: stream user-<userID>, unique by id and by email; removals of active roots take
// turns (see reservations.ts).
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { userReservations, type UserKey } from './reservations';
import { evolve, initialState } from './state';

export const userAggregate = defineAggregate({
  streamType: 'user',
  streamId: (userID: number) => `user-${userID}`,
  uniqueKeys: ['id', 'email', 'root-removal'] satisfies UserKey[],
  initialState,
  evolve,
  decide,
  reservations: userReservations,
});

/** The userID of a user-<userID> stream id (as held by reservations). */
export const userIDOfStream = (streamId: string): number | null => {
  const m = /^user-(\d+)$/.exec(streamId);
  return m ? Number(m[1]) : null;
};
