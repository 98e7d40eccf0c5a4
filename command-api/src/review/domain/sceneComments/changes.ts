// Changes to comments already made (spec 002 section 6): anyone may resolve or open again a top-level
// comment; only the author edits (while it is open) or deletes, and deleting a comment deletes its replies.
// The rules are the shared comment-thread ones; this file makes the scene's events from them.
import { toDelete, toEdit, toResolve } from '../../../shared/domain/commentThread/changes';
import type { Decision } from '../../../shared/domain/decider';
import { isDomainError } from '../../../shared/domain/domainError';
import type { SceneCommentsEvent, SceneCommentsState } from './state';
import { sceneMessages, sceneThread } from './thread';

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

export const resolve = (command: ResolveSceneComment, state: SceneCommentsState): Decision<SceneCommentsEvent> => {
  const comment = toResolve(sceneThread(state), command.commentID, command.resolved, sceneMessages);
  if (comment === null || isDomainError(comment)) return comment ?? [];
  const { commentID, userID, resolved } = command;
  return [{ type: 'SceneCommentResolved', data: { commentID, sceneID: state.sceneID ?? '', userID, resolved } }];
};

export const updateText = (command: UpdateSceneCommentText, state: SceneCommentsState): Decision<SceneCommentsEvent> => {
  const comment = toEdit(sceneThread(state), command.commentID, command.userID, command.text, sceneMessages);
  if (comment === null || isDomainError(comment)) return comment ?? [];
  return [{ type: 'SceneCommentTextUpdated', data: { commentID: command.commentID, sceneID: state.sceneID ?? '', text: command.text } }];
};

export const deleteComments = (command: DeleteSceneComments, state: SceneCommentsState): Decision<SceneCommentsEvent> => {
  const thread = sceneThread(state);
  const deletion = toDelete(thread, command.commentIDs, command.userID, sceneMessages);
  if (deletion === null || isDomainError(deletion)) return deletion ?? [];
  // The scene's event lists the ids in thread order.
  const gone = new Set(deletion.commentIDs);
  const commentIDs = thread
    .comments()
    .filter((c) => gone.has(c.commentID))
    .map((c) => c.commentID);
  return [{ type: 'SceneCommentsDeleted', data: { sceneID: state.sceneID ?? '', commentIDs } }];
};
