// The rules of a scene's comments (spec 002 sections 3, 5 and 6): a comment holds text or a drawn
// shape; a reply holds text and belongs to a top-level comment of the same scene; mentions name
// active users (the shared comment-thread rules). Resolving, editing and deleting are in changes.ts.
import { Messages, ReviewLimits, type Annotation } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { addition, type NewComment } from '../../../shared/domain/commentThread/add';
import { domainError, isDomainError, type DomainError } from '../../../shared/domain/domainError';
import { deleteComments, resolve, updateText, type DeleteSceneComments, type ResolveSceneComment, type UpdateSceneCommentText } from './changes';
import { mentioned, type Mentions } from './mentions';
import type { SceneCommentsEvent, SceneCommentsState } from './state';
import { sceneAddFields, sceneMessages, sceneThread } from './thread';

/** A new comment of the thread (its id, author, text, place and drawing), on a scene. */
export interface AddSceneComment extends NewComment {
  readonly type: 'AddSceneComment';
  readonly sceneID: string;
  /** Whether the scene exists and is not deleted, from its stream. */
  readonly sceneFound: boolean;
  /** The scene's current document version (null before its first save). */
  readonly sceneVersion: number | null;
  readonly timestamp: number | null;
  readonly annotations: readonly Annotation[];
  readonly mentions: Mentions;
  readonly anonymous: boolean;
}

export type SceneCommentsCommand = AddSceneComment | ResolveSceneComment | UpdateSceneCommentText | DeleteSceneComments;

/** Where a scene comment may go: a scene that exists, with room in its thread. */
const placeRefusal = (command: AddSceneComment, state: SceneCommentsState): DomainError | null => {
  if (!command.sceneFound) return domainError('notFound', Messages.sceneNotFound);
  if (state.count >= ReviewLimits.maxCommentsPerScene) return domainError('conflict', Messages.sceneCommentLimit);
  return null;
};

const add = (command: AddSceneComment, state: SceneCommentsState): Decision<SceneCommentsEvent> => {
  const made = addition(sceneThread(state), command, mentioned(command.mentions), () => placeRefusal(command, state), sceneMessages, sceneAddFields);
  if (made === null || isDomainError(made)) return made ?? [];
  const { commentID, sceneID, userID, text, timestamp, parentCommentID, annotations, anonymous, sceneVersion } = command;
  const { replyToCommentID, mentionedUserIDs } = made;
  return [
    {
      type: 'SceneCommentAdded',
      data: { commentID, sceneID, userID, text, timestamp, parentCommentID, replyToCommentID, annotations: [...annotations], mentionedUserIDs, anonymous, sceneVersion },
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
