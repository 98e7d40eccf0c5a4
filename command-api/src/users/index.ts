// The users area: people, their own data, and the grants admins give them.
import type { CommandArea } from '../shared/area';
import { userAggregate } from './domain/user/aggregate';
import { userRoutes } from './routes';

export const usersArea: CommandArea = { name: 'users', aggregates: [userAggregate], routes: userRoutes };
