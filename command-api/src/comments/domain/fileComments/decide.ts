// The rules of file and project comments (spec 002 sections 3, 5 and 6; spec 000 for project comments):
// a comment holds text or a drawn shape; a reply holds text and belongs to a top-level comment of the
// same thread; only the author edits (while unresolved) or deletes; anyone resolves a top-level comment.
// Those thread rules are the shared comment-thread ones; this file adds where a file comment may go.
import { CommentLimits, Messages, type Annotation } from '@wb/contracts';
import { addition, type NewComment } from '../../../shared/domain/commentThread/add';
import { toDelete, toEdit, toResolve } from '../../../shared/domain/commentThread/changes';
import { refused } from '../../../shared/domain/commentThread/text';
import type { Decision } from '../../../shared/domain/decider';
import { domainError, isDomainError, type DomainError } from '../../../shared/domain/domainError';
import type { FileCommentsEvent, FileCommentsState } from './state';
import { fileAddFields, fileMessages, fileThread } from './thread';

/** What the file's own stream says of it (null for a project's own comments). */
export interface FileFacts {
  /** The file exists, is not deleted, and is linked to the comment's project. */
  readonly inProject: boolean;
  /** The file's current version (1 for the first upload). */
  readonly version: number;
  readonly isVideo: boolean;
}

/** A mention as asked, with what the user's own stream says of them. */
export interface MentionFacts {
  /** Every user id named, and whether each is an existing active user. */
  readonly users: readonly { readonly userID: number; readonly active: boolean }[];
  /** The project's members when '@here' was named, otherwise empty. */
  readonly here: readonly number[];
}

/** A new comment of the thread (its id, author, text, place and drawing), on a file or its project. */
export interface AddComment extends NewComment {
  readonly type: 'AddComment';
  readonly projectID: string;
  readonly projectFound: boolean;
  readonly fileID: string | null;
  readonly file: FileFacts | null;
  readonly timestamp: number | null;
  readonly annotations: readonly Annotation[];
  readonly anonymous: boolean;
  readonly mentions: MentionFacts;
}

export interface ResolveComment {
  readonly type: 'ResolveComment';
  readonly commentID: string;
  readonly userID: number;
  readonly resolved: boolean;
}

export interface UpdateCommentText {
  readonly type: 'UpdateCommentText';
  readonly commentID: string;
  readonly userID: number;
  readonly text: string;
}

export interface DeleteComments {
  readonly type: 'DeleteComments';
  /** The comments of this thread the call names. */
  readonly commentIDs: readonly string[];
  readonly userID: number;
}

export type FileCommentsCommand = AddComment | ResolveComment | UpdateCommentText | DeleteComments;

/** Where the comment may go: the project, the file in it, room in the thread, a time only on videos. */
const placeRefusal = (command: AddComment, state: FileCommentsState): DomainError | null => {
  if (!command.projectFound) return refused('notFound', Messages.fileCommentProjectNotFound, 'projectID');
  if (command.fileID !== null && command.file?.inProject !== true) return refused('notFound', Messages.fileNotInProject, 'fileID');
  if (state.count >= CommentLimits.maxCommentsPerThread) return domainError('conflict', Messages.fileCommentLimit);
  if (command.timestamp !== null && command.file?.isVideo !== true) return refused('validation', Messages.timestampOnlyForVideos, 'data.timestamp');
  return null;
};

const add = (command: AddComment, state: FileCommentsState): Decision<FileCommentsEvent> => {
  const mentioned = { users: command.mentions.users, alsoNotified: command.mentions.here };
  const made = addition(fileThread(state), command, mentioned, () => placeRefusal(command, state), fileMessages, fileAddFields);
  if (made === null || isDomainError(made)) return made ?? [];
  const { commentID, projectID, fileID, userID, text, timestamp, parentCommentID, annotations, anonymous } = command;
  const { replyToCommentID, mentionedUserIDs } = made;
  const fileVersion = command.file?.version ?? null;
  return [
    {
      type: 'CommentAdded',
      data: { commentID, projectID, fileID, fileVersion, userID, text, timestamp, parentCommentID, replyToCommentID, annotations: [...annotations], anonymous, mentionedUserIDs },
    },
  ];
};

const resolve = (command: ResolveComment, state: FileCommentsState): Decision<FileCommentsEvent> => {
  const comment = toResolve(fileThread(state), command.commentID, command.resolved, fileMessages);
  if (comment === null || isDomainError(comment)) return comment ?? [];
  const { commentID, projectID, fileID } = comment;
  return [{ type: 'CommentResolved', data: { commentID, projectID, fileID, userID: command.userID, resolved: command.resolved } }];
};

const updateText = (command: UpdateCommentText, state: FileCommentsState): Decision<FileCommentsEvent> => {
  const comment = toEdit(fileThread(state), command.commentID, command.userID, command.text, fileMessages);
  if (comment === null || isDomainError(comment)) return comment ?? [];
  const { commentID, projectID, fileID } = comment;
  return [{ type: 'CommentTextUpdated', data: { commentID, projectID, fileID, text: command.text } }];
};

const remove = (command: DeleteComments, state: FileCommentsState): Decision<FileCommentsEvent> => {
  const deletion = toDelete(fileThread(state), command.commentIDs, command.userID, fileMessages);
  if (deletion === null || isDomainError(deletion)) return deletion ?? [];
  const projectID = deletion.named[0]?.projectID ?? '';
  return [{ type: 'CommentsDeleted', data: { projectID, commentIDs: [...deletion.commentIDs] } }];
};

export const decide = (command: FileCommentsCommand, state: FileCommentsState): Decision<FileCommentsEvent> => {
  switch (command.type) {
    case 'AddComment':
      return add(command, state);
    case 'ResolveComment':
      return resolve(command, state);
    case 'UpdateCommentText':
      return updateText(command, state);
    case 'DeleteComments':
      return remove(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
