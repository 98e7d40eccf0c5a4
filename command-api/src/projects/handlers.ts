// The project command calls: load -> decide (projects/decide.ts) -> append, answered in the spec's shapes.
import { AdminCalls, ProjectCalls, ProjectStatus } from '@wb/contracts';
import type { CallResult } from '@wb/platform';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import type { CommandMetadata } from '../shared/commandMetadata';
import { newEntityId } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import type { Actor } from '../shared/actor';
import { ReservationScopes, reservation } from '../shared/reservations';
import { lastPosition, runOnStream, runOnStreams, type StreamCommand } from '../shared/runOnStream';
import { holderOf, loadFolder, loadUser, projectInStream } from '../shared/streams';
import { decide, type FolderRef, type ProjectCommand } from './decide';
import { projectReservations } from './reservations';
import { evolve, initialState, projectStreamId, type Project, type ProjectEvent } from './project';

type ProjectStreamCommand = StreamCommand<Project, ProjectEvent>;

/** A command on one project stream; `command` is rebuilt on every attempt (it may look up name holders). */
const onProject = (projectID: string, command: () => Promise<ProjectCommand> | ProjectCommand): ProjectStreamCommand => ({
  streamId: projectStreamId(projectID),
  initialState,
  evolve,
  decide: async (state) => decide(await command(), state),
  reservations: projectReservations,
});

export const projectHandlers = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore } = deps;
  const nameHolder = (name: string) => holderOf(eventStore, reservation(ReservationScopes.projectName, name), projectInStream);
  const folderRef = async (projectGroupID: string): Promise<FolderRef> => ({ projectGroupID, folder: await loadFolder(eventStore, projectGroupID) });

  /** Runs one command on each project's stream; answers ok with the position of the outcome. */
  const onProjects = async (
    projectIDs: readonly string[],
    command: (projectID: string) => Promise<ProjectCommand> | ProjectCommand,
    meta: CommandMetadata,
  ): Promise<CallResult> => {
    const unique = [...new Set(projectIDs)];
    const streams = unique.map((projectID) => onProject(projectID, () => command(projectID)));
    // One stream needs no decide-all-first pass (runOnStreams would decide it twice).
    const [single] = streams;
    const outcomes = streams.length === 1 && single ? [await runOnStream(eventStore, meta, single)] : await runOnStreams(eventStore, meta, streams);
    return answer(ok, lastPosition(outcomes.map((o) => o.position)));
  };

  const changeStatus = (projectID: string, status: ProjectStatus, actor: Actor, meta: CommandMetadata): Promise<CallResult> =>
    onProjects([projectID], () => ({ type: 'ChangeProjectStatus', projectID, status, actor }), meta);

  return [
    commandCall(deps, ProjectCalls.create, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      const projectID = newEntityId(meta, 'project');
      const outcome = await runOnStream(eventStore, meta, onProject(projectID, async () => ({
        type: 'CreateProject',
        projectID,
        name: input.name,
        groups: await Promise.all(input.groups.map(folderRef)),
        userID,
        nameHolder: await nameHolder(input.name),
      })));
      return answer({ project: { projectID } }, outcome.position);
    }),

    commandCall(deps, ProjectCalls.updateName, (input, _ctx, meta) =>
      onProjects([input.projectID], async () => ({
        type: 'RenameProject', projectID: input.projectID, name: input.name, nameHolder: await nameHolder(input.name),
      }), meta)),

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
      const known = (await Promise.all(others.map(async (u) => ((await loadUser(eventStore, u)) === null ? [] : [u])))).flat();
      return onProjects(input.projectIDs, (projectID) => ({
        type: 'SetSubscription', projectID, userIDs: input.userIDs, knownUserIDs: known, subscribed: input.subscribed, actor,
      }), meta);
    }),

    commandCall(deps, ProjectCalls.addToGroup, (input, _ctx, meta) =>
      onProjects(input.projectIDs, async (projectID) => ({ type: 'AddProjectToFolder', projectID, target: await folderRef(input.projectGroupID) }), meta)),

    commandCall(deps, ProjectCalls.removeFromGroup, (input, _ctx, meta) =>
      onProjects(input.projectIDs, async (projectID) => ({ type: 'RemoveProjectFromFolder', projectID, target: await folderRef(input.projectGroupID) }), meta)),
  ];
};
