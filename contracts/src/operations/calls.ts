// The admin console's calls about the running system (the Errors section): read models' health.
import { z } from 'zod';
import { grant } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { empty } from '../kernel/fields';
import { ReadModelStatus, Stats } from './models';

const admin = {
  getReadModels: defineCall({
    path: '/admin/errors/readModels',
    method: 'POST',
    kind: 'query',
    reads: [],
    access: grant('admin.errors'),
    summary: 'Each read model: lag, events per second, last error, parked events and the progress of a rebuild',
    input: empty.optional(),
    output: z.object({ readModels: z.array(ReadModelStatus) }),
  }),
  stats: defineCall({
    path: '/admin/stats',
    method: 'POST',
    kind: 'query',
    reads: ['users', 'projectList', 'folders', 'resources', 'sceneLabels', 'eventCounts'],
    access: grant('admin.stats'),
    summary: 'Key/value counts of the workspace: users, projects, folders, resources, labels, and events by type',
    input: empty.optional(),
    output: z.object({ data: Stats }),
  }),
} as const;

export const operationCalls = { admin } as const;
