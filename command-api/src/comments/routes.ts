// The commands of file and project comments: save (comment or reply, with mentions), resolve and
// unresolve, edit the text, delete (with replies).
import { Calls, Messages, PROJECT_LEVEL_FILE_ID, ProjectStatus } from '@wb/contracts';
import { ApiError, type EventStore } from '@wb/platform';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import type { CommandMetadata } from '../shared/commandMetadata';
import { newEntityId } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { isDomainError } from '../shared/domain/domainError';
import { handlerOf, lastPosition } from '../shared/handle';
import { loadState, stateOfStream } from '../shared/streams';
import { streamStatesOf } from '../shared/streamStates';
import { toApiError } from '../shared/toApiError';
import { fileAggregate } from '../assets/domain/file/aggregate';
import { projectAggregate } from '../projects/domain/project/aggregate';
import { userAggregate } from '../users/domain/user/aggregate';
import { commentAnswer } from './answers';
import type { FileCommentsCommand, FileFacts, MentionFacts } from './domain/fileComments/decide';
import { fileFactsFold, fileFactsFor } from './domain/fileComments/fileFacts';
import { threadFor, threadOf, type ThreadRef } from './threads';

type Mention = number | '@here';

const notFound = (): ApiError => new ApiError('notFound', Messages.fileCommentNotFound, { commentID: Messages.fileCommentNotFound });

export const commentsRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore } = deps;
  const project = async (projectID: string) => {
    const state = await loadState(eventStore, projectAggregate, projectID);
    return state === null || state.status === ProjectStatus.Deleted ? null : state;
  };
  const fileFacts = async (fileID: string, projectID: string): Promise<FileFacts> =>
    fileFactsFor((await streamStatesOf(eventStore).load(fileFactsFold, fileAggregate.streamId(fileID))).state, projectID);
  const mentionFacts = async (asked: readonly Mention[], members: readonly number[]): Promise<MentionFacts> => {
    const ids = [...new Set(asked.filter((m): m is number => m !== '@here'))];
    const users = await Promise.all(
      ids.map(async (userID) => {
        const user = await loadState(eventStore, userAggregate, userID);
        return { userID, active: user !== null && !user.deactivated };
      }),
    );
    return { users, here: asked.includes('@here') ? members : [] };
  };
  const onThread = (meta: CommandMetadata, thread: ThreadRef, commandOf: () => FileCommentsCommand | Promise<FileCommentsCommand>) =>
    handlerOf(eventStore, thread.aggregate).handleOnStream(meta, thread.streamId, commandOf);
  const onComment = async (meta: CommandMetadata, commentID: string, commandOf: () => FileCommentsCommand) => {
    const thread = await threadOf(eventStore, commentID);
    if (thread === null) throw notFound();
    return answer(ok, (await onThread(meta, thread, commandOf)).position);
  };

  return [
    commandCall(deps, Calls.comments.saveComment, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      const commentID = newEntityId(meta, 'comment');
      const fileID = input.fileID === PROJECT_LEVEL_FILE_ID ? null : input.fileID;
      const thread = threadFor(input.projectID, fileID);
      const { data } = input;
      // The project and the file are read on every try: a file removed meanwhile takes no comment.
      const outcome = await onThread(meta, thread, async () => {
        const found = await project(input.projectID);
        return {
          type: 'AddComment',
          commentID,
          projectID: input.projectID,
          projectFound: found !== null,
          fileID,
          file: fileID === null ? null : await fileFacts(fileID, input.projectID),
          userID,
          text: data.text,
          timestamp: data.timestamp ?? null,
          parentCommentID: data.parentCommentID ?? null,
          replyToCommentID: data.replyToCommentID ?? null,
          annotations: data.annotations,
          anonymous: data.anonymous,
          mentions: await mentionFacts(input.mentionedUsers, found?.members ?? []),
        };
      });
      return answer({ comment: await commentAnswer(eventStore, thread, commentID) }, outcome.position);
    }),

    commandCall(deps, Calls.comments.resolveComment, (input, ctx, meta) =>
      onComment(meta, input.commentID, () => ({ type: 'ResolveComment', commentID: input.commentID, userID: actorOf(ctx).userID, resolved: true })),
    ),
    commandCall(deps, Calls.comments.unresolveComment, (input, ctx, meta) =>
      onComment(meta, input.commentID, () => ({ type: 'ResolveComment', commentID: input.commentID, userID: actorOf(ctx).userID, resolved: false })),
    ),
    commandCall(deps, Calls.comments.updateCommentText, (input, ctx, meta) =>
      onComment(meta, input.commentID, () => ({ type: 'UpdateCommentText', commentID: input.commentID, userID: actorOf(ctx).userID, text: input.text })),
    ),

    commandCall(deps, Calls.comments.deleteComments, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      const byThread = await commentsByThread(eventStore, input.commentIDs);
      const commandOf = (commentIDs: readonly string[]) => (): FileCommentsCommand => ({ type: 'DeleteComments', commentIDs, userID });
      // Every thread is decided before any is written: a comment of someone else refuses the whole call.
      for (const { thread, commentIDs } of byThread) {
        const decision = thread.aggregate.decide(commandOf(commentIDs)(), await stateOfStream(eventStore, thread.aggregate, thread.streamId));
        if (isDomainError(decision)) throw toApiError(decision);
      }
      const outcomes = [];
      for (const { thread, commentIDs } of byThread) outcomes.push(await onThread(meta, thread, commandOf(commentIDs)));
      return answer(ok, lastPosition(outcomes.map((o) => o.position)));
    }),
  ];
};

/** The named comments grouped by the thread that holds them; an id no thread took is a 404. */
const commentsByThread = async (eventStore: EventStore, commentIDs: readonly string[]): Promise<{ thread: ThreadRef; commentIDs: string[] }[]> => {
  const groups = new Map<string, { thread: ThreadRef; commentIDs: string[] }>();
  for (const commentID of new Set(commentIDs)) {
    const thread = await threadOf(eventStore, commentID);
    if (thread === null) throw notFound();
    const group = groups.get(thread.streamId) ?? { thread, commentIDs: [] };
    group.commentIDs.push(commentID);
    groups.set(thread.streamId, group);
  }
  return [...groups.values()];
};
