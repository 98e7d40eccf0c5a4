// The task commands: save (assign without a taskID, else change), the assignee's toggles, and delete
// by the creator or by an admin.
import { Calls, ProjectStatus, TaskStatus } from '@wb/contracts';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import { newEntityId } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { handlerOf, lastPosition } from '../shared/handle';
import { loadState } from '../shared/streams';
import { projectAggregate } from '../projects/domain/project/aggregate';
import { userAggregate } from '../users/domain/user/aggregate';
import { taskAggregate } from './domain/task/aggregate';
import type { SaveFacts, TaskDraft } from './domain/task/decide';

export const taskRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore } = deps;
  const tasks = handlerOf(eventStore, taskAggregate);

  /** The assignee and the project of a draft, read from their own streams. */
  const factsOf = async (draft: TaskDraft): Promise<SaveFacts> => {
    const [user, project] = await Promise.all([loadState(eventStore, userAggregate, draft.assigneeUserID), loadState(eventStore, projectAggregate, draft.projectID)]);
    return {
      draft,
      assignee: user === null ? 'unknown' : user.deactivated ? 'deactivated' : 'active',
      projectExists: project !== null && project.status !== ProjectStatus.Deleted,
    };
  };

  return [
    commandCall(deps, Calls.tasks.save, async (input, ctx, meta) => {
      const actorID = actorOf(ctx).userID;
      const draft: TaskDraft = { text: input.text, notes: input.notes, dueDate: input.dueDate, projectID: input.projectID, assigneeUserID: input.targetUserID };
      const facts = await factsOf(draft);
      if (input.taskID === undefined) {
        const taskID = newEntityId(meta, 'task');
        const outcome = await tasks.handle(meta, taskID, () => ({ type: 'AssignTask', taskID, actorID, ...facts }));
        return answer({ taskID }, outcome.position);
      }
      const outcome = await tasks.handle(meta, input.taskID, () => ({ type: 'ChangeTask', ...facts }));
      return answer({ taskID: input.taskID }, outcome.position);
    }),
    commandCall(deps, Calls.tasks.userToggleTask, async (input, ctx, meta) => {
      const actorID = actorOf(ctx).userID;
      const outcome = await tasks.handle(meta, input.taskID, () => ({ type: 'ToggleTask', actorID, status: input.status === 2 ? TaskStatus.Done : TaskStatus.Open, time: meta.time }));
      return answer(ok, outcome.position);
    }),
    commandCall(deps, Calls.tasks.userToggleTasks, async (input, ctx, meta) => {
      const actorID = actorOf(ctx).userID;
      const status = input.status === 2 ? TaskStatus.Done : TaskStatus.Open;
      const targets = [...new Set(input.taskIDs)].map((taskID) => ({ id: taskID, commandOf: () => ({ type: 'ToggleTask' as const, actorID, status, time: meta.time }) }));
      const outcomes = await tasks.handleEach(meta, targets);
      return answer(ok, lastPosition(outcomes.map((o) => o.position)));
    }),
    commandCall(deps, Calls.tasks.delete, async (input, ctx, meta) => {
      const actorID = actorOf(ctx).userID;
      const outcome = await tasks.handle(meta, input.taskID, () => ({ type: 'DeleteTask', actorID, asAdmin: false }));
      return answer(ok, outcome.position);
    }),
    commandCall(deps, Calls.tasks.adminDelete, async (input, ctx, meta) => {
      const actorID = actorOf(ctx).userID;
      const outcome = await tasks.handle(meta, input.taskID, () => ({ type: 'DeleteTask', actorID, asAdmin: true }));
      return answer(ok, outcome.position);
    }),
  ];
};
