// The operations area: what an admin sees of the running system (read models now; the error log,
// server instances and stats to come).
import { defineArea } from '../kernel/area';
import { operationCalls } from './calls';

export * from './models';

export const operationsArea = defineArea({ name: 'operations', calls: operationCalls, readModels: ['eventCounts'] });
