// The contents page's settings calls: links, due date, thumbnail (domain/project/contents.ts decides).
import { ProjectCalls } from '@wb/contracts';
import { actorOf, commandCall, type CommandRoute } from '../shared/commandCall';
import type { CommandDeps } from '../shared/deps';
import { storedFileAt } from '../uploads/storedFiles';
import type { CallResult } from '@wb/platform';
import type { CommandMetadata } from '../shared/commandMetadata';
import type { ProjectCommand } from './domain/project/decide';

/** One command on each project (decided on all before any is written); answers ok with the last position. */
export type OnProjects = (projectIDs: readonly string[], command: (projectID: string) => Promise<ProjectCommand> | ProjectCommand, meta: CommandMetadata) => Promise<CallResult>;

export const contentsRoutes = (deps: CommandDeps, onProjects: OnProjects): CommandRoute[] => [
  commandCall(deps, ProjectCalls.addLink, (input, _ctx, meta) => onProjects([input.projectID], () => ({ type: 'AddProjectLink', projectID: input.projectID, link: input.link }), meta)),
  commandCall(deps, ProjectCalls.removeLink, (input, _ctx, meta) => onProjects([input.projectID], () => ({ type: 'RemoveProjectLink', projectID: input.projectID, url: input.url }), meta)),
  commandCall(deps, ProjectCalls.addDueDate, (input, _ctx, meta) => onProjects([input.projectID], () => ({ type: 'SetProjectDueDate', projectID: input.projectID, dueDate: input.dueDate }), meta)),
  commandCall(deps, ProjectCalls.dueDateComplete, (input, _ctx, meta) => onProjects([input.projectID], () => ({ type: 'CompleteProjectDueDate', projectID: input.projectID, time: meta.time }), meta)),
  commandCall(deps, ProjectCalls.updateThumbnail, async (input, ctx, meta) => {
    const stored = input.thumbnail === null ? null : await storedFileAt(deps.blobs, input.thumbnail);
    const { userID } = actorOf(ctx);
    return onProjects([input.projectID], () => ({ type: 'SetProjectThumbnail', projectID: input.projectID, thumbnail: input.thumbnail, stored, actorID: userID }), meta);
  }),
];
