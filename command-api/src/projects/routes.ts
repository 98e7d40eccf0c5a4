// The project command calls: input -> command -> handle (load, decide with projects/decide.ts, append).
import { AdminCalls, ProjectCalls, ProjectStatus } from '@wb/contracts';
import type { CallResult } from '@wb/platform';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import { newEntityId, type CommandMetadata } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import type { Actor } from '../shared/domain/actor';
import { handlerOf, lastPosition } from '../shared/handle';
import { holderOf, loadState } from '../shared/streams';
import { folderAggregate } from '../folders/domain/folder/aggregate';
import { userAggregate } from '../users/domain/user/aggregate';
import type { FolderRef } from './domain/project/decide';
import { projectAggregate } from './domain/project/aggregate';
import { contentsRoutes, type OnProjects } from './contentsRoutes';

export const projectRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore } = deps;
  const projects = handlerOf(eventStore, projectAggregate);
  const nameHolder = (name: string) => holderOf(eventStore, projectAggregate, 'name', name);
  const folderRef = async (projectGroupID: string): Promise<FolderRef> => ({ projectGroupID, folder: await loadState(eventStore, folderAggregate, projectGroupID) });

  const onProjects: OnProjects = async (projectIDs, command, meta) => {
    const targets = [...new Set(projectIDs)].map((id) => ({ id, commandOf: () => command(id) }));
    const outcomes = await projects.handleEach(meta, targets);
    return answer(ok, lastPosition(outcomes.map((o) => o.position)));
  };

  const changeStatus = (projectID: string, status: ProjectStatus, actor: Actor, meta: CommandMetadata): Promise<CallResult> =>
    onProjects([projectID], () => ({ type: 'ChangeProjectStatus', projectID, status, actor }), meta);

  return [
    commandCall(deps, ProjectCalls.create, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      const projectID = newEntityId(meta, 'project');
      const outcome = await projects.handle(meta, projectID, async () => ({
        type: 'CreateProject',
        projectID,
        name: input.name,
        groups: await Promise.all(input.groups.map(folderRef)),
        userID,
        nameHolder: await nameHolder(input.name),
      }));
      return answer({ project: { projectID } }, outcome.position);
    }),

    commandCall(deps, ProjectCalls.updateName, (input, _ctx, meta) =>
      onProjects(
        [input.projectID],
        async () => ({
          type: 'RenameProject',
          projectID: input.projectID,
          name: input.name,
          nameHolder: await nameHolder(input.name),
        }),
        meta,
      ),
    ),

    commandCall(deps, ProjectCalls.updateStatus, (input, ctx, meta) => changeStatus(input.projectID, input.status, actorOf(ctx), meta)),
    commandCall(deps, AdminCalls.archiveProject, (input, ctx, meta) => changeStatus(input.projectID, ProjectStatus.Archived, actorOf(ctx), meta)),
    commandCall(deps, AdminCalls.reviveProject, (input, ctx, meta) => changeStatus(input.projectID, ProjectStatus.Active, actorOf(ctx), meta)),
    commandCall(deps, AdminCalls.deleteProject, (input, ctx, meta) => changeStatus(input.projectID, ProjectStatus.Deleted, actorOf(ctx), meta)),

    commandCall(deps, ProjectCalls.accessProject, (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      return onProjects([input.projectID], () => ({ type: 'AccessProject', projectID: input.projectID, userID }), meta);
    }),

    commandCall(deps, ProjectCalls.subscribeToProject, async (input, ctx, meta) => {
      const actor = actorOf(ctx);
      const others = [...new Set(input.userIDs)].filter((u) => u !== actor.userID);
      const known = (await Promise.all(others.map(async (u) => ((await loadState(eventStore, userAggregate, u)) === null ? [] : [u])))).flat();
      return onProjects(
        input.projectIDs,
        (projectID) => ({
          type: 'SetSubscription',
          projectID,
          userIDs: input.userIDs,
          knownUserIDs: known,
          subscribed: input.subscribed,
          actor,
        }),
        meta,
      );
    }),

    commandCall(deps, ProjectCalls.addToGroup, (input, _ctx, meta) =>
      onProjects(input.projectIDs, async (projectID) => ({ type: 'AddProjectToFolder', projectID, target: await folderRef(input.projectGroupID) }), meta),
    ),

    ...contentsRoutes(deps, onProjects),

    commandCall(deps, ProjectCalls.removeFromGroup, (input, _ctx, meta) =>
      onProjects(input.projectIDs, async (projectID) => ({ type: 'RemoveProjectFromFolder', projectID, target: await folderRef(input.projectGroupID) }), meta),
    ),
  ];
};
