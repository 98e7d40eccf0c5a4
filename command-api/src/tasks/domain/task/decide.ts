// Task rules (spec 000 sections 4 and 6, spec 001 sections 5 and 6): an admin assigns a task to an
// active teammate on an existing project, or changes it; only the assignee ticks it off or opens it
// again (the time it was ticked off recorded); only its creator deletes it, and an admin deletes
// anyone's from the board (docs/decisions/tasks.md).
import { Messages, TaskStatus } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError, type DomainError } from '../../../shared/domain/domainError';
import type { Task, TaskEvent, TaskState } from './state';

/** What a save sets, as /tasks/save sends it (schema-checked: text non-empty, dueDate a day or null). */
export interface TaskDraft {
  readonly text: string;
  readonly notes: string;
  readonly dueDate: string | null;
  readonly projectID: string;
  readonly assigneeUserID: number;
}

/** What the route found of the draft's assignee and project (from their own streams). */
export interface SaveFacts {
  readonly draft: TaskDraft;
  readonly assignee: 'active' | 'deactivated' | 'unknown';
  readonly projectExists: boolean;
}

export type TaskCommand =
  | (SaveFacts & { type: 'AssignTask'; taskID: string; actorID: number })
  | (SaveFacts & { type: 'ChangeTask' })
  | { type: 'ToggleTask'; actorID: number; status: TaskStatus; time: string }
  | { type: 'DeleteTask'; actorID: number; asAdmin: boolean };

export const taskNotFound = (): DomainError => domainError('notFound', Messages.taskNotFound);

/** The refusal of a draft naming someone or something that is not there, or null. */
const draftRefusal = (facts: SaveFacts): DomainError | null => {
  if (facts.assignee === 'unknown') return domainError('notFound', Messages.taskAssigneeNotFound, { fields: { targetUserID: Messages.taskAssigneeNotFound } });
  if (facts.assignee === 'deactivated') return domainError('validation', Messages.taskAssigneeDeactivated, { fields: { targetUserID: Messages.taskAssigneeDeactivated } });
  if (!facts.projectExists) return domainError('notFound', Messages.taskProjectNotFound, { fields: { projectID: Messages.taskProjectNotFound } });
  return null;
};

const assign = (command: Extract<TaskCommand, { type: 'AssignTask' }>, state: Task): Decision<TaskEvent> => {
  const refused = draftRefusal(command);
  if (refused) return refused;
  // The same id again is a retried save (the id comes from the request key): nothing new to record.
  if (state !== null) return [];
  return [{ type: 'TaskAssigned', data: { taskID: command.taskID, creatorUserID: command.actorID, ...command.draft } }];
};

const live = (state: Task): TaskState | DomainError => (state === null || state.deleted ? taskNotFound() : state);

const unchanged = (draft: TaskDraft, state: TaskState): boolean =>
  draft.text === state.text && draft.notes === state.notes && draft.dueDate === state.dueDate && draft.projectID === state.projectID && draft.assigneeUserID === state.assigneeUserID;

const change = (command: Extract<TaskCommand, { type: 'ChangeTask' }>, state: Task): Decision<TaskEvent> => {
  const task = live(state);
  if ('kind' in task) return task;
  // The assignee the task has may have been deactivated since: keeping them is no new assignment.
  const keepsAssignee = command.draft.assigneeUserID === task.assigneeUserID && command.assignee === 'deactivated';
  const refused = draftRefusal(keepsAssignee ? { ...command, assignee: 'active' } : command);
  if (refused) return refused;
  if (unchanged(command.draft, task)) return [];
  return [{ type: 'TaskChanged', data: { taskID: task.taskID, ...command.draft, previousAssigneeUserID: task.assigneeUserID } }];
};

const toggle = (command: Extract<TaskCommand, { type: 'ToggleTask' }>, state: Task): Decision<TaskEvent> => {
  const task = live(state);
  if ('kind' in task) return task;
  if (command.actorID !== task.assigneeUserID) return domainError('forbidden', Messages.taskOnlyAssigneeToggles);
  if (command.status === task.status) return [];
  const completedOn = command.status === TaskStatus.Done ? command.time : null;
  return [{ type: 'TaskStatusChanged', data: { taskID: task.taskID, userID: command.actorID, status: command.status, completedOn } }];
};

const remove = (command: Extract<TaskCommand, { type: 'DeleteTask' }>, state: Task): Decision<TaskEvent> => {
  if (state === null) return taskNotFound();
  if (!command.asAdmin && command.actorID !== state.creatorUserID) return domainError('forbidden', Messages.taskOnlyCreatorDeletes);
  // Deleting twice (a double click, a retry) leaves it deleted: nothing to record, nothing to refuse.
  if (state.deleted) return [];
  return [{ type: 'TaskDeleted', data: { taskID: state.taskID, byUserID: command.actorID } }];
};

export const decide = (command: TaskCommand, state: Task): Decision<TaskEvent> => {
  switch (command.type) {
    case 'AssignTask':
      return assign(command, state);
    case 'ChangeTask':
      return change(command, state);
    case 'ToggleTask':
      return toggle(command, state);
    case 'DeleteTask':
      return remove(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
