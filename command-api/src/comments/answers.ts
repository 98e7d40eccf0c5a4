// A saved comment's answer, from the thread's state and its author's (never from a read model). The
// caller wrote it, so an anonymous comment still shows them their own name.
import type { EventStore } from '@wb/platform';
import { PROJECT_LEVEL_FILE_ID, type FileComment } from '@wb/contracts';
import { stateOfStream, loadState } from '../shared/streams';
import { userAggregate } from '../users/domain/user/aggregate';
import { commentOf } from './domain/fileComments/state';
import type { ThreadRef } from './threads';

export const commentAnswer = async (eventStore: EventStore, thread: ThreadRef, commentID: string): Promise<FileComment> => {
  const comment = commentOf(await stateOfStream(eventStore, thread.aggregate, thread.streamId), commentID);
  // The thread was just appended to and is read after: a missing comment is the server's fault.
  if (comment === null || comment.createdOn === null) throw new Error(`Comment ${commentID} was not found in ${thread.streamId} after its save`);
  const author = await loadState(eventStore, userAggregate, comment.userID);
  const { userID, createdOn, annotations, mentionedUserIDs, fileID, resolved, ...rest } = comment;
  return {
    ...rest,
    fileID: fileID ?? PROJECT_LEVEL_FILE_ID,
    annotations: [...annotations],
    mentionedUserIDs: [...mentionedUserIDs],
    author: { userID, givenName: author?.givenName ?? '', familyName: author?.familyName ?? '' },
    // A new comment is open.
    status: resolved === null ? 0 : 1,
    resolved: null,
    createdOn,
  };
};
