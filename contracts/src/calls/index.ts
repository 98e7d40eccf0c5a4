import { AdminCalls } from './admin';
import { ProjectCalls } from './projects';
import { UserCalls } from './user';
import type { CallDef } from '../registry';

export { AdminCalls, ProjectCalls, UserCalls };

/** Every call of the product, by a unique name (area.call). */
export const Calls = {
  user: UserCalls,
  project: ProjectCalls,
  admin: AdminCalls,
} as const;

/** Flat list of every call definition, for routers, OpenAPI and authorization tests. */
export const allCalls = (): CallDef[] =>
  Object.values(Calls).flatMap((area) => Object.values(area) as CallDef[]);
