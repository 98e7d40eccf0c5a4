// Review's commands on scenes: a new comment or reply (resolve, edit and delete come with the review screens).
import { Calls } from '@wb/contracts';
import { actorOf, answer, commandCall, type CommandRoute } from '../shared/commandCall';
import { newEntityId } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { handlerOf } from '../shared/handle';
import { loadState } from '../shared/streams';
import { sceneAggregate } from '../scenes/domain/scene/aggregate';
import { commentAnswer } from './answers';
import { sceneCommentsAggregate } from './domain/sceneComments/aggregate';

export const reviewRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore } = deps;
  const threads = handlerOf(eventStore, sceneCommentsAggregate);
  const sceneFound = async (sceneID: string): Promise<boolean> => {
    const scene = await loadState(eventStore, sceneAggregate, sceneID);
    return scene !== null && !scene.deleted;
  };

  return [
    commandCall(deps, Calls.editor.saveSceneComment, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      const commentID = newEntityId(meta, 'sceneComment');
      // The scene is read on every try: a scene deleted meanwhile takes no comment.
      const outcome = await threads.handle(meta, input.sceneID, async () => ({
        type: 'AddSceneComment',
        commentID,
        sceneID: input.sceneID,
        sceneFound: await sceneFound(input.sceneID),
        userID,
        text: input.text,
        timestamp: input.timestamp ?? null,
        parentCommentID: input.parentCommentID ?? null,
        replyToCommentID: input.replyToCommentID ?? null,
        annotations: input.annotations,
      }));
      return answer({ comment: await commentAnswer(eventStore, input.sceneID, commentID) }, outcome.position);
    }),
  ];
};
