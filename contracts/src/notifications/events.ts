// Events of notifications (past tense, schema version 1). Each recipient's inbox is one stream,
// notificationinbox-<userID>: the read/unread changes and the notifications made by hand
// (createNotification). Notifications from review comments are made by the projector from the comment
// events themselves (docs/decisions/notifications.md).
import { z } from 'zod';
import { NotificationActions } from './constants';

export const NotificationEvents = {
  /** The recipient marked their notifications read (1) or unread (0); ids not theirs change nothing. */
  NotificationStatusChanged: z.object({
    userID: z.number().int(),
    notificationIDs: z.array(z.string()),
    status: z.union([z.literal(0), z.literal(1)]),
  }),
  /** A notification made by an admin or the system (createNotification). */
  NotificationCreated: z.object({
    notificationID: z.string(),
    userID: z.number().int(),
    action: z.enum(NotificationActions),
    commentingUserID: z.number().int().nullable(),
    projectID: z.string().nullable(),
    sceneID: z.string().nullable(),
    fileID: z.string().nullable(),
    commentID: z.string().nullable(),
    text: z.string(),
    anonymous: z.boolean(),
  }),
} as const;
