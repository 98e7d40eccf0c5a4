// A saved comment's answer, from the thread's state and its author's (never from a read model).
import type { EventStore } from '@wb/platform';
import type { SceneComment } from '@wb/contracts';
import { loadState } from '../shared/streams';
import { userAggregate } from '../users/domain/user/aggregate';
import { sceneCommentsAggregate } from './domain/sceneComments/aggregate';
import { commentOf } from './domain/sceneComments/state';

export const commentAnswer = async (eventStore: EventStore, sceneID: string, commentID: string): Promise<SceneComment> => {
  const comment = commentOf(await loadState(eventStore, sceneCommentsAggregate, sceneID), commentID);
  // The thread was just appended to and is read after: a missing comment is the server's fault.
  if (comment === null || comment.createdOn === null) throw new Error(`Comment ${commentID} of scene ${sceneID} was not found after its save`);
  const author = await loadState(eventStore, userAggregate, comment.userID);
  const { userID, createdOn, annotations, ...rest } = comment;
  return {
    ...rest,
    sceneID,
    annotations: [...annotations],
    author: { userID, givenName: author?.givenName ?? '', familyName: author?.familyName ?? '' },
    resolved: false,
    createdOn,
  };
};
