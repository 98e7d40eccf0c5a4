// The admin console's view of the read models: the projection runtime's own status, not a table.
import { AdminCalls, type CallDef } from '@wb/contracts';
import type { CallHandler, ProjectionRunner } from '@wb/platform';

export const readModelHandlers = (runner: ProjectionRunner): [CallDef, CallHandler][] => [
  [AdminCalls.getReadModels, async () => ({ body: { readModels: runner.status() } })],
];
