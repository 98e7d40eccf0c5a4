// The admin console's calls about the running system (the Errors section): read models' health.
import { z } from 'zod';
import { grant } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { empty } from '../kernel/fields';
import { ReadModelStatus } from './models';

const admin = {
  getReadModels: defineCall({ path: '/admin/errors/readModels', method: 'POST', kind: 'query', reads: [], access: grant('admin.errors'),
    summary: 'Each read model: lag, events per second, last error, parked events and the progress of a rebuild',
    input: empty.optional(), output: z.object({ readModels: z.array(ReadModelStatus) }) }),
} as const;

export const operationCalls = { admin } as const;
