// A comment's answer after a command, from the thread's state and the users' (never from a read model).
import type { EventStore } from '@wb/platform';
import { authorAsSeenBy, type SceneComment } from '@wb/contracts';
import { loadState } from '../shared/streams';
import { userAggregate } from '../users/domain/user/aggregate';
import { sceneCommentsAggregate } from './domain/sceneComments/aggregate';
import { commentOf } from './domain/sceneComments/state';

const namesOf = async (eventStore: EventStore, userID: number) => {
  const user = await loadState(eventStore, userAggregate, userID);
  return { userID, givenName: user?.givenName ?? '', familyName: user?.familyName ?? '' };
};

export const commentAnswer = async (eventStore: EventStore, sceneID: string, commentID: string, askerID: number): Promise<SceneComment> => {
  const comment = commentOf(await loadState(eventStore, sceneCommentsAggregate, sceneID), commentID);
  // The thread was just appended to and is read after: a missing comment is the server's fault.
  if (comment === null || comment.createdOn === null) throw new Error(`Comment ${commentID} of scene ${sceneID} was not found after its change`);
  const { userID, createdOn, annotations, mentionedUserIDs, resolved, ...rest } = comment;
  const resolver = resolved === null ? null : { ...(await namesOf(eventStore, resolved.userID)), timestamp: resolved.at ?? createdOn };
  return {
    ...rest,
    ...authorAsSeenBy(await namesOf(eventStore, userID), comment.anonymous, askerID),
    sceneID,
    annotations: [...annotations],
    mentionedUserIDs: [...mentionedUserIDs],
    status: resolver === null ? 1 : 2,
    resolved: resolver,
    createdOn,
  };
};
