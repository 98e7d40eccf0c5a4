// The users area: profiles, the team, production roles and degrees, grants, and the admin's users
// and permissions sections.
import { defineArea } from '../kernel/area';
import { userCalls } from './calls';
import { UserErrorCode } from './errors';
import { UserEvents } from './events';
import { UserMessages } from './messages';

export * from './models';
export type { UserRow } from './rows';
export { UserEvents } from './events';

export const usersArea = defineArea({
  name: 'users',
  calls: userCalls,
  events: UserEvents,
  errors: UserErrorCode,
  messages: UserMessages,
  readModels: ['users'],
});
