// The tracking commands. The route reads what decide judges: the project (exists, not deleted; the
// caller a member) and, for updateTask, whether the user exists.
import { Calls, ProjectStatus, satisfies, type CallDef } from '@wb/contracts';
import { projectAggregate } from '../projects/domain/project/aggregate';
import { userAggregate } from '../users/domain/user/aggregate';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import type { CommandDeps } from '../shared/deps';
import type { Actor } from '../shared/domain/actor';
import { handlerOf } from '../shared/handle';
import { loadState } from '../shared/streams';
import type { TrackingGate } from './domain/tracking/decide';
import { trackingAggregate } from './domain/tracking/aggregate';

export const trackingRoutes = (deps: CommandDeps): CommandRoute[] => {
  const tracking = handlerOf(deps.eventStore, trackingAggregate);
  const route = <C extends CallDef>(call: C, run: Parameters<typeof commandCall<C>>[2]) => commandCall(deps, call, run);

  const gateOf = async (projectID: string, actor: Actor): Promise<TrackingGate> => {
    const project = await loadState(deps.eventStore, projectAggregate, projectID);
    const projectFound = project !== null && project.status !== ProjectStatus.Deleted;
    return { projectFound, mayChange: projectFound && (project.members.includes(actor.userID) || satisfies(actor.grants, 'content.projects-edit')) };
  };

  return [
    route(Calls.tracking.updateTask, async (input, ctx, meta) => {
      const gate = await gateOf(input.projectID, actorOf(ctx));
      const userFound = (await loadState(deps.eventStore, userAggregate, input.userID)) !== null;
      const { projectID, taskID, userID, hours, date } = input;
      const outcome = await tracking.handle(meta, projectID, () => ({ type: 'UpdateTrackingTask', projectID, taskID, userID, hours, date, userFound, gate }));
      return answer(ok, outcome.position);
    }),
    route(Calls.tracking.removeTask, async (input, ctx, meta) => {
      const gate = await gateOf(input.projectID, actorOf(ctx));
      const { projectID, taskID, userID, date } = input;
      const outcome = await tracking.handle(meta, projectID, () => ({
        type: 'RemoveTrackingTask',
        projectID,
        taskID,
        gate,
        ...(userID === undefined ? {} : { userID }),
        ...(date === undefined ? {} : { date }),
      }));
      return answer(ok, outcome.position);
    }),
    route(Calls.tracking.updateWordCount, async (input, ctx, meta) => {
      const gate = await gateOf(input.projectID, actorOf(ctx));
      const { projectID, wordCount } = input;
      const outcome = await tracking.handle(meta, projectID, () => ({ type: 'UpdateWordCount', projectID, wordCount, gate }));
      return answer(ok, outcome.position);
    }),
  ];
};
