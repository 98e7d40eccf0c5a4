// Who a new comment notifies, and why (spec 002 section 7, "Review comments"; docs/decisions/notifications.md).
import type { NotificationAction } from '@wb/contracts';

export type CommentPlace = 'scene' | 'file' | 'project';

export interface NewComment {
  readonly place: CommentPlace;
  readonly authorUserID: number;
  /** The author of the comment it replies to (its parent), when it is a reply and that author is known. */
  readonly parentAuthorUserID: number | null;
  readonly mentionedUserIDs: readonly number[];
}

export interface Recipient {
  readonly userID: number;
  readonly action: NotificationAction;
}

const replyAction: Readonly<Record<CommentPlace, NotificationAction>> = { scene: 'sceneCommentReply', file: 'commentReply', project: 'commentReply' };
const mentionAction: Readonly<Record<CommentPlace, NotificationAction>> = { scene: 'sceneCommentMention', file: 'commentMention', project: 'projectContentsMention' };

/**
 * A reply notifies its parent's author, and each mentioned user is notified; never the author, never
 * anyone twice. A parent's author who is also mentioned gets the reply notification: it says more (their
 * own comment was answered) and the bell opens the same comment either way.
 */
export const recipientsOf = (comment: NewComment): Recipient[] => {
  const recipients = new Map<number, NotificationAction>();
  const { parentAuthorUserID, authorUserID, place } = comment;
  if (parentAuthorUserID !== null && parentAuthorUserID !== authorUserID) recipients.set(parentAuthorUserID, replyAction[place]);
  for (const userID of comment.mentionedUserIDs) {
    if (userID !== authorUserID && !recipients.has(userID)) recipients.set(userID, mentionAction[place]);
  }
  return [...recipients].map(([userID, action]) => ({ userID, action }));
};

/** The same id for the same comment and recipient on every replay: a replay inserts nothing twice. */
export const notificationIdOf = (commentID: string, userID: number): string => `${commentID}:${userID}`;

/**
 * A task assigned, or given to someone else, notifies its (new) assignee with projectTaskAssignment, unless
 * they assigned it to themselves (docs/decisions/tasks.md). One id per task and assignee: a replay, or the
 * task given back to someone it was taken from, makes no second row.
 */
export const taskAssignmentOf = (
  task: { readonly taskID: string; readonly assigneeUserID: number; readonly previousAssigneeUserID: number | null },
  actorUserID: number | null,
): { notificationID: string; userID: number } | null => {
  if (task.assigneeUserID === task.previousAssigneeUserID || task.assigneeUserID === actorUserID) return null;
  return { notificationID: `task:${task.taskID}:${task.assigneeUserID}`, userID: task.assigneeUserID };
};
