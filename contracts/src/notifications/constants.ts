// Notifications (spec 000 sections 3, 4 and 9; spec 002 section 3): their actions, states and bounds.

/** What a notification tells: the review actions of spec 002 section 3 and spec 000's project mention. */
export const NotificationActions = ['sceneCommentReply', 'sceneCommentMention', 'commentReply', 'commentMention', 'projectContentsMention', 'projectTaskAssignment'] as const;
export type NotificationAction = (typeof NotificationActions)[number];

/**
 * The line the bell shows after the commenter's name. The spec names the actions without their
 * wording: ours (docs/decisions/notifications.md).
 */
export const NotificationActionText: Readonly<Record<NotificationAction, string>> = {
  sceneCommentReply: 'replied to your comment on a scene',
  sceneCommentMention: 'mentioned you in a comment on a scene',
  commentReply: 'replied to your comment',
  commentMention: 'mentioned you in a comment',
  projectContentsMention: "mentioned you in a project's comments",
  projectTaskAssignment: 'assigned you a task',
};

/** The name a comment made anonymously shows instead of its author's (spec 002 section 3). */
export const ANONYMOUS_NAME = 'Anonymous';

export const NotificationLimits = {
  /** Spec 000 section 9: the bell lists 5 at first and 5 more per 'Load more'. */
  firstShown: 5,
  morePerLoad: 5,
  /** Notifications one getNotifications page holds, by default and at most (ours): 'Load more' asks for the next page when the bell has shown them. */
  listMax: 100,
  /** Ids one populateNotifications or updateStatus names. */
  idsMax: 100,
  /** Characters of the comment text a notification keeps (a preview, not the comment). */
  textMax: 500,
} as const;
