// The Task aggregate: stream task-<taskID>, one per personal task. Nothing about a task is unique, so
// it holds no reservation.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';

export const taskAggregate = defineAggregate({
  streamType: 'task',
  streamId: (taskID: string) => `task-${taskID}`,
  uniqueKeys: [],
  initialState,
  evolve,
  decide,
});
