import type { StreamCommand } from '../shared/runOnStream';
import { decide, type UserCommand } from './decide';
import { userReservations } from './reservations';
import { evolve, initialState, userStreamId, type User, type UserEvent } from './user';

/** A command on one user stream; `command` is rebuilt on every attempt (it may look up the email holder). */
export const onUserStream = (userID: number, command: () => Promise<UserCommand> | UserCommand): StreamCommand<User, UserEvent> => ({
  streamId: userStreamId(userID),
  initialState,
  evolve,
  decide: async (state) => decide(await command(), state),
  reservations: userReservations,
});
