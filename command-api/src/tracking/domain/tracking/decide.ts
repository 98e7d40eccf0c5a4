// A project's tracking (spec 000 sections 3, 5 and 7): hours per production task type per user per
// day, set (updateTask), removed (removeTask) and the word count (updateWordCount). Who may change it
// and whether the project and the user exist are read by the route and judged here
// (docs/decisions/tracking.md).
import { Messages } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError } from '../../../shared/domain/domainError';
import { entryKeyOf, entryOfKey, type EntryKey, type TrackingEvent, type TrackingState } from './state';

/** What the route found about the project and the caller. */
export interface TrackingGate {
  /** The project exists and is not deleted. */
  readonly projectFound: boolean;
  /** The caller is a member of the project, or holds content.projects-edit (root included). */
  readonly mayChange: boolean;
}

export interface UpdateTrackingTask extends EntryKey {
  readonly type: 'UpdateTrackingTask';
  readonly projectID: string;
  readonly hours: number;
  readonly userFound: boolean;
  readonly gate: TrackingGate;
}

export interface RemoveTrackingTask {
  readonly type: 'RemoveTrackingTask';
  readonly projectID: string;
  readonly taskID: number;
  readonly userID?: number;
  readonly date?: string;
  readonly gate: TrackingGate;
}

export interface UpdateWordCount {
  readonly type: 'UpdateWordCount';
  readonly projectID: string;
  readonly wordCount: number;
  readonly gate: TrackingGate;
}

export type TrackingCommand = UpdateTrackingTask | RemoveTrackingTask | UpdateWordCount;

const refusal = (gate: TrackingGate) => {
  if (!gate.projectFound) return domainError('notFound', Messages.trackingProjectNotFound);
  if (!gate.mayChange) return domainError('forbidden', Messages.trackingNotMember);
  return null;
};

const update = (command: UpdateTrackingTask, state: TrackingState): Decision<TrackingEvent> => {
  const refused = refusal(command.gate);
  if (refused) return refused;
  if (!command.userFound) return domainError('notFound', Messages.trackingUserNotFound, { fields: { userID: Messages.trackingUserNotFound } });
  const { projectID, taskID, userID, date, hours } = command;
  // The same hours again change nothing (a repeated save).
  if (state.hours[entryKeyOf(command)] === hours) return [];
  return [{ type: 'TrackingTaskUpdated', data: { projectID, taskID, userID, date, hours } }];
};

const matches = (command: RemoveTrackingTask) => (entry: EntryKey) =>
  entry.taskID === command.taskID && (command.userID === undefined || entry.userID === command.userID) && (command.date === undefined || entry.date === command.date);

const remove = (command: RemoveTrackingTask, state: TrackingState): Decision<TrackingEvent> => {
  const refused = refusal(command.gate);
  if (refused) return refused;
  const removed = Object.keys(state.hours).map(entryOfKey).filter(matches(command));
  if (removed.length === 0) return domainError('notFound', Messages.trackingEntryNotFound);
  return removed.map((entry) => ({ type: 'TrackingTaskRemoved', data: { projectID: command.projectID, ...entry } }));
};

const wordCount = (command: UpdateWordCount, state: TrackingState): Decision<TrackingEvent> => {
  const refused = refusal(command.gate);
  if (refused) return refused;
  if (state.wordCount === command.wordCount) return [];
  return [{ type: 'TrackingWordCountUpdated', data: { projectID: command.projectID, wordCount: command.wordCount } }];
};

export const decide = (command: TrackingCommand, state: TrackingState): Decision<TrackingEvent> => {
  switch (command.type) {
    case 'UpdateTrackingTask':
      return update(command, state);
    case 'RemoveTrackingTask':
      return remove(command, state);
    case 'UpdateWordCount':
      return wordCount(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
