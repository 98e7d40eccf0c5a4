// The admin console's view of the read models: the projection runtime's own status, not a table.
import { AdminCalls } from '@wb/contracts';
import type { ProjectionRunner } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';

export const readModelHandlers = (runner: ProjectionRunner): QueryRoute[] => [
  queryCall(AdminCalls.getReadModels, async () => ({ readModels: runner.status() })),
];
