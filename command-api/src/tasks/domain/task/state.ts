// The Task aggregate's state, folded from its stream task-<taskID>.
import { TaskStatus, type EventOf, type TaskEvents } from '@wb/contracts';

export type TaskEvent = EventOf<typeof TaskEvents>;

export interface TaskState {
  readonly taskID: string;
  readonly creatorUserID: number;
  readonly assigneeUserID: number;
  readonly projectID: string;
  readonly text: string;
  readonly notes: string;
  readonly dueDate: string | null;
  readonly status: TaskStatus;
  readonly completedOn: string | null;
  readonly deleted: boolean;
}

/** null until TaskAssigned. */
export type Task = TaskState | null;

export const initialState: Task = null;

export const evolve = (state: Task, event: TaskEvent): Task => {
  if (event.type === 'TaskAssigned') {
    const { taskID, creatorUserID, assigneeUserID, projectID, text, notes, dueDate } = event.data;
    return { taskID, creatorUserID, assigneeUserID, projectID, text, notes, dueDate, status: TaskStatus.Open, completedOn: null, deleted: false };
  }
  if (state === null) return state;
  switch (event.type) {
    case 'TaskChanged': {
      const { assigneeUserID, projectID, text, notes, dueDate } = event.data;
      return { ...state, assigneeUserID, projectID, text, notes, dueDate };
    }
    case 'TaskStatusChanged':
      return { ...state, status: event.data.status, completedOn: event.data.completedOn };
    case 'TaskDeleted':
      return { ...state, deleted: true };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
