// The project activity calls (ours: spec 000 section 2 names the contents page's activity and its
// assets but no call for them; docs/decisions/projectActivity.md). Whoever may view a project reads them.
import { z } from 'zod';
import { grant } from '../kernel/access';
import { id } from '../kernel/fields';
import { defineCall } from '../kernel/registry';
import { ActivityLimits } from './constants';
import { ActivityItem, ProjectAssetFile } from './models';

const view = grant('content.projects-view');
const reads = ['projectActivity'] as const;
const { maxPage, defaultPage } = ActivityLimits;

const project = {
  getActivity: defineCall({
    path: '/project/getActivity',
    method: 'POST',
    kind: 'query',
    reads,
    access: view,
    summary: `A project's comments and uploads, newest first (uploads of one user within an hour are one item); count items (at most ${maxPage}) before the position given, next: the position to ask before for more, or null`,
    input: z.object({
      projectID: id,
      before: z.number().int().positive('A position is a positive whole number').max(Number.MAX_SAFE_INTEGER).optional(),
      count: z.number().int().min(1, 'At least 1').max(maxPage, `At most ${maxPage}`).default(defaultPage),
    }),
    output: z.object({ items: z.array(ActivityItem), next: z.number().int().nullable() }),
  }),
  getAssetFiles: defineCall({
    path: '/project/getAssetFiles',
    method: 'POST',
    kind: 'query',
    reads,
    access: view,
    summary: `A project's own asset files (uploaded with a projectAssetType), newest first, at most ${ActivityLimits.maxAssetFiles}`,
    input: z.object({ projectID: id }),
    output: z.object({ files: z.array(ProjectAssetFile) }),
  }),
} as const;

export const projectActivityCalls = { project } as const;
