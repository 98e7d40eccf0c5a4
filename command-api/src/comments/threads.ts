// Finding a comment's thread: a file's or the project's own, by the unique key its thread claimed for
// the comment's id (docs/decisions/fileComments.md), never by a read model.
import type { EventStore } from '@wb/platform';
import type { Aggregate } from '../shared/domain/aggregate';
import type { FileCommentsCommand } from './domain/fileComments/decide';
import type { FileCommentsEvent, FileCommentsState } from './domain/fileComments/state';
import { fileCommentsAggregate, projectCommentsAggregate } from './domain/fileComments/aggregate';

/** A file's thread or a project's: the same rules on two stream types. */
export type ThreadAggregate = Aggregate<string, string, FileCommentsCommand, FileCommentsEvent, FileCommentsState, 'comment'>;

export interface ThreadRef {
  readonly aggregate: ThreadAggregate;
  readonly streamId: string;
}

const THREAD_AGGREGATES: readonly ThreadAggregate[] = [fileCommentsAggregate, projectCommentsAggregate];

/** The thread of a new comment: the file's, or the project's own for fileID null (the spec's -1). */
export const threadFor = (projectID: string, fileID: string | null): ThreadRef =>
  fileID === null
    ? { aggregate: projectCommentsAggregate, streamId: projectCommentsAggregate.streamId(projectID) }
    : { aggregate: fileCommentsAggregate, streamId: fileCommentsAggregate.streamId(fileID) };

/** The thread that holds (or held) a comment, or null for an id no thread ever took. */
export const threadOf = async (eventStore: EventStore, commentID: string): Promise<ThreadRef | null> => {
  for (const aggregate of THREAD_AGGREGATES) {
    const streamId = await eventStore.findReservation(aggregate.key('comment', commentID));
    if (streamId !== null) return { aggregate, streamId };
  }
  return null;
};
