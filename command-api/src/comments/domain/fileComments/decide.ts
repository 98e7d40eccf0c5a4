// The rules of file and project comments (spec 002 sections 3, 5 and 6; spec 000 for project comments):
// a comment holds text or a drawn shape; a reply holds text and belongs to a top-level comment of the
// same thread; only the author edits (while unresolved) or deletes; anyone resolves a top-level comment.
import { CommentLimits, Messages, removeInvisible, type Annotation } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError, type DomainError } from '../../../shared/domain/domainError';
import { commentOf, type FileCommentsEvent, type FileCommentsState, type ThreadComment } from './state';

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

export interface AddComment {
  readonly type: 'AddComment';
  readonly commentID: string;
  readonly projectID: string;
  readonly projectFound: boolean;
  readonly fileID: string | null;
  readonly file: FileFacts | null;
  readonly userID: number;
  readonly text: string;
  readonly timestamp: number | null;
  readonly parentCommentID: string | null;
  readonly replyToCommentID: string | null;
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

const refused = (code: 'validation' | 'notFound' | 'forbidden' | 'conflict', msg: string, field: string): DomainError => domainError(code, msg, { fields: { [field]: msg } });

/** Text that shows something: not empty, nor only spaces and invisible characters. */
const hasText = (text: string): boolean => removeInvisible(text).trim() !== '';

/** The reply's refusal, or the comment of the thread it answers (its parent unless it names another). */
const replyTarget = (command: AddComment, parentID: string, state: FileCommentsState): DomainError | string => {
  if (!hasText(command.text)) return refused('validation', Messages.fileReplyTextRequired, 'data.text');
  const parent = commentOf(state, parentID);
  if (parent === null) return refused('notFound', Messages.fileParentNotFound, 'data.parentCommentID');
  if (parent.parentCommentID !== null) return refused('validation', Messages.fileParentIsReply, 'data.parentCommentID');
  const target = command.replyToCommentID ?? parentID;
  if (target === parentID) return target;
  return commentOf(state, target)?.parentCommentID === parentID ? target : refused('validation', Messages.fileReplyToOutsideThread, 'data.replyToCommentID');
};

/** The users notified of a mention: active users named and, for '@here', the members; never the author. */
const mentioned = (command: AddComment): DomainError | number[] => {
  if (command.mentions.users.some((u) => !u.active)) return refused('validation', Messages.mentionedUserUnknown, 'mentionedUsers');
  const all = [...command.mentions.users.map((u) => u.userID), ...command.mentions.here];
  return [...new Set(all)].filter((userID) => userID !== command.userID);
};

/** Where the comment may go: the project, the file in it, room in the thread, a time only on videos. */
const placeRefusal = (command: AddComment, state: FileCommentsState): DomainError | null => {
  if (!command.projectFound) return refused('notFound', Messages.fileCommentProjectNotFound, 'projectID');
  if (command.fileID !== null && command.file?.inProject !== true) return refused('notFound', Messages.fileNotInProject, 'fileID');
  if (state.count >= CommentLimits.maxCommentsPerThread) return domainError('conflict', Messages.fileCommentLimit);
  if (command.timestamp !== null && command.file?.isVideo !== true) return refused('validation', Messages.timestampOnlyForVideos, 'data.timestamp');
  return null;
};

const add = (command: AddComment, state: FileCommentsState): Decision<FileCommentsEvent> => {
  // A retried save of the same comment (its Idempotency-Key gives the same id) finds it made.
  if (commentOf(state, command.commentID) !== null) return [];
  const misplaced = placeRefusal(command, state);
  if (misplaced !== null) return misplaced;
  let replyToCommentID: string | null = null;
  if (command.parentCommentID !== null) {
    const target = replyTarget(command, command.parentCommentID, state);
    if (typeof target !== 'string') return target;
    replyToCommentID = target;
  } else {
    if (command.replyToCommentID !== null) return refused('validation', Messages.fileReplyToWithoutParent, 'data.parentCommentID');
    if (!hasText(command.text) && command.annotations.length === 0) return refused('validation', Messages.fileCommentEmpty, 'data.text');
  }
  const mentionedUserIDs = mentioned(command);
  if (!Array.isArray(mentionedUserIDs)) return mentionedUserIDs;
  const { commentID, projectID, fileID, userID, text, timestamp, parentCommentID, annotations, anonymous } = command;
  const fileVersion = command.file?.version ?? null;
  return [
    {
      type: 'CommentAdded',
      data: { commentID, projectID, fileID, fileVersion, userID, text, timestamp, parentCommentID, replyToCommentID, annotations: [...annotations], anonymous, mentionedUserIDs },
    },
  ];
};

const existing = (state: FileCommentsState, commentID: string): DomainError | ThreadComment => commentOf(state, commentID) ?? refused('notFound', Messages.fileCommentNotFound, 'commentID');

const resolve = (command: ResolveComment, state: FileCommentsState): Decision<FileCommentsEvent> => {
  const comment = existing(state, command.commentID);
  if ('kind' in comment) return comment;
  if (comment.parentCommentID !== null) return refused('validation', Messages.fileCommentReplyNotResolvable, 'commentID');
  if ((comment.resolved !== null) === command.resolved) return [];
  const { commentID, projectID, fileID } = comment;
  return [{ type: 'CommentResolved', data: { commentID, projectID, fileID, userID: command.userID, resolved: command.resolved } }];
};

const updateText = (command: UpdateCommentText, state: FileCommentsState): Decision<FileCommentsEvent> => {
  const comment = existing(state, command.commentID);
  if ('kind' in comment) return comment;
  if (comment.userID !== command.userID) return domainError('forbidden', Messages.fileCommentNotAuthor);
  if (comment.resolved !== null) return domainError('conflict', Messages.fileCommentResolvedNoEdit);
  // "Editing saves only if the text changed" (spec 002 section 5).
  if (comment.text === command.text) return [];
  if (!hasText(command.text)) {
    if (comment.parentCommentID !== null) return refused('validation', Messages.fileReplyTextRequired, 'text');
    if (comment.annotations.length === 0) return refused('validation', Messages.fileCommentEmpty, 'text');
  }
  const { commentID, projectID, fileID } = comment;
  return [{ type: 'CommentTextUpdated', data: { commentID, projectID, fileID, text: command.text } }];
};

const remove = (command: DeleteComments, state: FileCommentsState): Decision<FileCommentsEvent> => {
  // A comment no longer in the thread was deleted already (with its parent, or by a retried call).
  const named = command.commentIDs.map((id) => commentOf(state, id)).filter((c): c is ThreadComment => c !== null);
  if (named.some((c) => c.userID !== command.userID)) return domainError('forbidden', Messages.fileCommentNotAuthor);
  const first = named[0];
  if (first === undefined) return [];
  // "Deleting a comment deletes all its replies" (spec 002 section 3), whoever wrote them.
  const gone = new Set(named.map((c) => c.commentID));
  for (const c of Object.values(state.comments)) if (c.parentCommentID !== null && gone.has(c.parentCommentID)) gone.add(c.commentID);
  return [{ type: 'CommentsDeleted', data: { projectID: first.projectID, commentIDs: [...gone] } }];
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
