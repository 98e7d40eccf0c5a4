// A notification as the bell reads it: spec 000 section 3's entity, with the scene it is about and a
// preview of the comment beside the spec's fields.
import { z } from 'zod';
import { NotificationActions } from './constants';

export const NotificationModel = z.object({
  notificationID: z.string(),
  /** 0 unread, 1 read (spec 000 section 4). */
  status: z.union([z.literal(0), z.literal(1)]),
  createdOn: z.string(),
  data: z.object({
    /** Who commented: 'Anonymous' for an anonymous comment, '' for an author the read model has not seen. */
    user: z.object({ givenName: z.string(), avatar: z.string().nullable() }),
    project: z.object({ projectID: z.string(), name: z.string() }).nullable(),
    action: z.enum(NotificationActions),
    actionText: z.string(),
    file: z.object({ fileID: z.string(), name: z.string() }).nullable(),
    scene: z.object({ sceneID: z.string(), name: z.string() }).nullable(),
    replyComment: z.object({ commentID: z.string(), text: z.string() }).nullable(),
  }),
});
export type Notification = z.infer<typeof NotificationModel>;

export const NotificationList = z.object({
  notifications: z.array(NotificationModel),
  /** The recipient's unread notifications, all of them (the bell's count). */
  unread: z.number().int(),
  /** All the recipient's notifications (a page holds at most NotificationLimits.listMax of them). */
  total: z.number().int(),
  /** Where the next, older page starts (its `before`), or null when this page holds the oldest. */
  next: z.string().nullable(),
});
