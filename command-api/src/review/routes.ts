// Review's commands on scenes: a new comment or reply, resolving, editing and deleting comments.
import { Calls } from '@wb/contracts';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import { newEntityId } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { handlerOf, lastPosition } from '../shared/handle';
import { commentAnswer } from './answers';
import { sceneCommentsAggregate } from './domain/sceneComments/aggregate';
import { noMentions } from './domain/sceneComments/mentions';
import { mentionsOf, sceneFacts, sceneOfComment } from './threads';

export const reviewRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore } = deps;
  const threads = handlerOf(eventStore, sceneCommentsAggregate);

  return [
    commandCall(deps, Calls.editor.saveSceneComment, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      const commentID = newEntityId(meta, 'sceneComment');
      // The scene is read on every try: a scene deleted meanwhile takes no comment.
      const outcome = await threads.handle(meta, input.sceneID, async () => {
        const { sceneFound, sceneVersion, projectID } = await sceneFacts(eventStore, input.sceneID);
        const mentioned = input.mentionedUsers ?? [];
        return {
          type: 'AddSceneComment',
          commentID,
          sceneID: input.sceneID,
          sceneFound,
          sceneVersion,
          userID,
          text: input.text,
          timestamp: input.timestamp ?? null,
          parentCommentID: input.parentCommentID ?? null,
          replyToCommentID: input.replyToCommentID ?? null,
          annotations: input.annotations,
          mentions: mentioned.length === 0 ? noMentions : await mentionsOf(eventStore, mentioned, projectID),
          anonymous: input.anonymous ?? false,
        };
      });
      return answer({ comment: await commentAnswer(eventStore, input.sceneID, commentID, userID) }, outcome.position);
    }),
    commandCall(deps, Calls.editor.resolveSceneComment, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      const sceneID = await sceneOfComment(eventStore, input.commentID);
      const outcome = await threads.handle(meta, sceneID, () => ({ type: 'ResolveSceneComment', commentID: input.commentID, userID, resolved: input.resolved }));
      return answer({ comment: await commentAnswer(eventStore, sceneID, input.commentID, userID) }, outcome.position);
    }),
    commandCall(deps, Calls.editor.updateSceneCommentText, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      const sceneID = await sceneOfComment(eventStore, input.commentID);
      const outcome = await threads.handle(meta, sceneID, () => ({ type: 'UpdateSceneCommentText', commentID: input.commentID, userID, text: input.text }));
      return answer({ comment: await commentAnswer(eventStore, sceneID, input.commentID, userID) }, outcome.position);
    }),
    commandCall(deps, Calls.editor.deleteSceneComments, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      // The named comments may sit on several scenes: one command per thread, all decided before any is written.
      const byScene = new Map<string, string[]>();
      for (const commentID of new Set(input.commentIDs)) {
        const sceneID = await sceneOfComment(eventStore, commentID);
        byScene.set(sceneID, [...(byScene.get(sceneID) ?? []), commentID]);
      }
      const outcomes = await threads.handleEach(
        meta,
        [...byScene].map(([sceneID, commentIDs]) => ({ id: sceneID, commandOf: () => ({ type: 'DeleteSceneComments' as const, commentIDs, userID }) })),
      );
      return answer(ok, lastPosition(outcomes.map((o) => o.position)));
    }),
  ];
};
