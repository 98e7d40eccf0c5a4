// The admin console's view of the subscribers to the event store: the projection runtime's own status
// (a row per read model) and the reactor runtime's (a row per reactor), not a table.
import { AdminCalls, type ReadModelStatus } from '@wb/contracts';
import type { ProjectionRunner, ReactorStatus, ReactorStatusSource } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';

/** A reactor owns no tables: it has no version and no rebuild. */
const reactorRow = (status: ReactorStatus): ReadModelStatus => ({ ...status, version: null, rebuild: null });

export const readModelHandlers = (runner: ProjectionRunner, reactors: ReactorStatusSource | undefined): QueryRoute[] => [
  queryCall(AdminCalls.getReadModels, async () => ({
    readModels: [...runner.status().map((status): ReadModelStatus => ({ kind: 'projection', ...status })), ...((await reactors?.status()) ?? []).map(reactorRow)],
  })),
];
