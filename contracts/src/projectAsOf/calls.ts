// The project as it was (issue 21): the whole project at one moment, and what changed between two.
// Folded from the event store up to one global position (docs/decisions/projectAsOf.md). Admins who
// audit (admin.reports) or manage projects (admin.projects) see any project; others their projects.
import { z } from 'zod';
import { anyGrant } from '../kernel/access';
import { id } from '../kernel/fields';
import { defineCall } from '../kernel/registry';
import { asOfPosition, AsOfMoment, asOfTime } from './fields';
import { ProjectAsOfAnswer, ProjectComparison } from './models';

const reads = ['projectStreams'] as const;
const access = anyGrant(['content.projects-view', 'admin.reports', 'admin.projects'], 'a member of the project, or a holder of admin.reports or admin.projects');

const projectAsOf = {
  getProjectAsOf: defineCall({
    path: '/projectAsOf/getProjectAsOf',
    method: 'POST',
    kind: 'query',
    reads,
    access,
    summary:
      'The whole project, read-only, as it was at a moment: at (a date and time) or position (a global event position from the history); neither is now. Before its first event the project is empty',
    input: z
      .object({ projectID: id, at: asOfTime.optional(), position: asOfPosition.optional() })
      .refine((m) => m.at === undefined || m.position === undefined, { message: 'Give a date and time or a position, not both', path: ['position'] }),
    output: ProjectAsOfAnswer,
  }),
  compareProjectAsOf: defineCall({
    path: '/projectAsOf/compareProjectAsOf',
    method: 'POST',
    kind: 'query',
    reads,
    access,
    summary: 'What was added, removed and changed in the project between two moments (each a date and time, a position, or now)',
    input: z.object({ projectID: id, from: AsOfMoment, to: AsOfMoment }),
    output: ProjectComparison,
  }),
} as const;

export const projectAsOfCalls = { projectAsOf } as const;
