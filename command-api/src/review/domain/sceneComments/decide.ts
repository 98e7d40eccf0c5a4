// The rules of a scene's comments (spec 002 sections 3, 5 and 6): a comment holds text or a drawn
// shape; a reply holds text and belongs to a top-level comment of the same scene; mentions name
// active users. Resolving, editing and deleting are in changes.ts.
import { Messages, ReviewLimits, type Annotation } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError, type DomainError } from '../../../shared/domain/domainError';
import { deleteComments, resolve, updateText, type DeleteSceneComments, type ResolveSceneComment, type UpdateSceneCommentText } from './changes';
import { mentionedUserIDs, type Mentions } from './mentions';
import { commentOf, type SceneCommentsEvent, type SceneCommentsState } from './state';
import { hasText, refused } from './text';

export interface AddSceneComment {
  readonly type: 'AddSceneComment';
  readonly commentID: string;
  readonly sceneID: string;
  /** Whether the scene exists and is not deleted, from its stream. */
  readonly sceneFound: boolean;
  /** The scene's current document version (null before its first save). */
  readonly sceneVersion: number | null;
  readonly userID: number;
  readonly text: string;
  readonly timestamp: number | null;
  readonly parentCommentID: string | null;
  readonly replyToCommentID: string | null;
  readonly annotations: readonly Annotation[];
  readonly mentions: Mentions;
  readonly anonymous: boolean;
}

export type SceneCommentsCommand = AddSceneComment | ResolveSceneComment | UpdateSceneCommentText | DeleteSceneComments;

/** The reply's refusal, or the comment of the thread it answers (its parent unless it names another). */
const replyTarget = (command: AddSceneComment, parentID: string, state: SceneCommentsState): DomainError | string => {
  if (!hasText(command.text)) return refused('validation', Messages.replyTextRequired, 'text');
  const parent = commentOf(state, parentID);
  if (parent === null) return refused('notFound', Messages.parentCommentNotFound, 'parentCommentID');
  if (parent.parentCommentID !== null) return refused('validation', Messages.parentIsReply, 'parentCommentID');
  const target = command.replyToCommentID ?? parentID;
  if (target === parentID) return target;
  const answered = commentOf(state, target);
  return answered?.parentCommentID === parentID ? target : refused('validation', Messages.replyToOutsideThread, 'replyToCommentID');
};

const add = (command: AddSceneComment, state: SceneCommentsState): Decision<SceneCommentsEvent> => {
  // A retried save of the same comment (its Idempotency-Key gives the same id) finds it made.
  if (commentOf(state, command.commentID) !== null) return [];
  if (!command.sceneFound) return domainError('notFound', Messages.sceneNotFound);
  if (state.count >= ReviewLimits.maxCommentsPerScene) return domainError('conflict', Messages.sceneCommentLimit);
  let replyToCommentID: string | null = null;
  if (command.parentCommentID !== null) {
    const target = replyTarget(command, command.parentCommentID, state);
    if (typeof target !== 'string') return target;
    replyToCommentID = target;
  } else {
    if (command.replyToCommentID !== null) return refused('validation', Messages.replyToWithoutParent, 'parentCommentID');
    if (!hasText(command.text) && command.annotations.length === 0) return refused('validation', Messages.commentEmpty, 'text');
  }
  const mentioned = mentionedUserIDs(command.mentions, command.userID);
  if (!Array.isArray(mentioned)) return mentioned;
  const { commentID, sceneID, userID, text, timestamp, parentCommentID, annotations, anonymous, sceneVersion } = command;
  return [
    {
      type: 'SceneCommentAdded',
      data: { commentID, sceneID, userID, text, timestamp, parentCommentID, replyToCommentID, annotations: [...annotations], mentionedUserIDs: mentioned, anonymous, sceneVersion },
    },
  ];
};

export const decide = (command: SceneCommentsCommand, state: SceneCommentsState): Decision<SceneCommentsEvent> => {
  switch (command.type) {
    case 'AddSceneComment':
      return add(command, state);
    case 'ResolveSceneComment':
      return resolve(command, state);
    case 'UpdateSceneCommentText':
      return updateText(command, state);
    case 'DeleteSceneComments':
      return deleteComments(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
