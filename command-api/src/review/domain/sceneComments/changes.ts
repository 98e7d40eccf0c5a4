// Changes to comments already made (spec 002 section 6): anyone may resolve or open again a top-level
// comment; only the author edits (while it is open) or deletes, and deleting a comment deletes its replies.
import { Messages } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError, type DomainError } from '../../../shared/domain/domainError';
import { commentOf, commentsOf, type SceneCommentsEvent, type SceneCommentsState, type ThreadComment } from './state';
import { hasText, refused } from './text';

export interface ResolveSceneComment {
  readonly type: 'ResolveSceneComment';
  readonly commentID: string;
  readonly userID: number;
  readonly resolved: boolean;
}

export interface UpdateSceneCommentText {
  readonly type: 'UpdateSceneCommentText';
  readonly commentID: string;
  readonly userID: number;
  readonly text: string;
}

export interface DeleteSceneComments {
  readonly type: 'DeleteSceneComments';
  /** The ids named of this thread; ones already deleted are skipped. */
  readonly commentIDs: readonly string[];
  readonly userID: number;
}

const found = (state: SceneCommentsState, commentID: string): ThreadComment | DomainError => commentOf(state, commentID) ?? refused('notFound', Messages.commentNotFound, 'commentID');

export const resolve = (command: ResolveSceneComment, state: SceneCommentsState): Decision<SceneCommentsEvent> => {
  const comment = found(state, command.commentID);
  if ('kind' in comment) return comment;
  if (comment.parentCommentID !== null) return refused('validation', Messages.resolveReply, 'commentID');
  if ((comment.resolved !== null) === command.resolved) return [];
  const { commentID, userID, resolved } = command;
  return [{ type: 'SceneCommentResolved', data: { commentID, sceneID: state.sceneID ?? '', userID, resolved } }];
};

export const updateText = (command: UpdateSceneCommentText, state: SceneCommentsState): Decision<SceneCommentsEvent> => {
  const comment = found(state, command.commentID);
  if ('kind' in comment) return comment;
  if (comment.userID !== command.userID) return domainError('forbidden', Messages.notCommentAuthor);
  if (comment.resolved !== null) return domainError('conflict', Messages.editResolved);
  // Spec 002 section 5: editing saves only if the text changed.
  if (comment.text === command.text) return [];
  if (!hasText(command.text)) {
    if (comment.parentCommentID !== null) return refused('validation', Messages.replyTextRequired, 'text');
    if (comment.annotations.length === 0) return refused('validation', Messages.commentEmpty, 'text');
  }
  return [{ type: 'SceneCommentTextUpdated', data: { commentID: command.commentID, sceneID: state.sceneID ?? '', text: command.text } }];
};

export const deleteComments = (command: DeleteSceneComments, state: SceneCommentsState): Decision<SceneCommentsEvent> => {
  const named = new Set(command.commentIDs);
  const comments = commentsOf(state);
  const doomed = comments.filter((c) => named.has(c.commentID));
  if (doomed.some((c) => c.userID !== command.userID)) return domainError('forbidden', Messages.notCommentAuthor);
  const topLevel = new Set(doomed.filter((c) => c.parentCommentID === null).map((c) => c.commentID));
  // A deleted comment's replies go with it, whoever wrote them (spec 002 section 3).
  const commentIDs = comments.filter((c) => named.has(c.commentID) || (c.parentCommentID !== null && topLevel.has(c.parentCommentID))).map((c) => c.commentID);
  if (commentIDs.length === 0) return [];
  return [{ type: 'SceneCommentsDeleted', data: { sceneID: state.sceneID ?? '', commentIDs } }];
};
