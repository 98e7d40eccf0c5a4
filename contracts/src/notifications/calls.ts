// The notification calls of spec 000 section 7: the signed-in user's bell, its read/unread marker, and
// a notification made by hand.
import { z } from 'zod';
import { grant, signedIn } from '../kernel/access';
import { ok, userID } from '../kernel/fields';
import { defineCall } from '../kernel/registry';
import { textField } from '../kernel/text';
import { NotificationActions, NotificationLimits } from './constants';
import { NotificationList, NotificationModel } from './models';

const { idsMax, textMax, listMax } = NotificationLimits;
const notificationID = textField({ trim: true, min: 1, minMessage: 'Required', max: 80 });
const notificationIDs = z.array(notificationID).min(1, 'Choose at least one').max(idsMax, `At most ${idsMax}`);
const optionalID = textField({ trim: true, min: 1, minMessage: 'Required', max: 64 }).optional();

// A GET's input is its query string, so both come as text; a number is taken too (the client's own types).
const cursorMessage = 'Not a place in this list: pass the next of the page before';
const pageCursor = z.string(cursorMessage).regex(/^[1-9]\d{0,17}$/, cursorMessage);
const pageSizeMessage = `A whole number from 1 to ${listMax}`;
const pageSize = z
  .union(
    [
      z.int(pageSizeMessage),
      z
        .string(pageSizeMessage)
        .regex(/^[1-9]\d{0,2}$/, pageSizeMessage)
        .transform(Number),
    ],
    pageSizeMessage,
  )
  .pipe(z.int().min(1, pageSizeMessage).max(listMax, pageSizeMessage));

/** A page of the bell's list: older than `before` (the `next` of the page before), at most `limit` (default and most: listMax). */
export const NotificationPage = z.object({ before: pageCursor.optional(), limit: pageSize.optional() }).strict();

const notifications = {
  getNotifications: defineCall({
    path: '/notifications/getNotifications',
    method: 'GET',
    kind: 'query',
    reads: ['notifications'],
    access: signedIn,
    summary: `The signed-in user's notifications, newest first, a page of at most ${listMax} (older pages by ?before= the answer's next), with the unread count`,
    input: NotificationPage.optional(),
    output: NotificationList,
  }),
  populateNotifications: defineCall({
    path: '/notifications/populateNotifications',
    method: 'POST',
    kind: 'query',
    reads: ['notifications'],
    access: signedIn,
    summary: "The caller's notifications with these ids, whole (newest first): what a client told of new ids fills in. Ids of others' notifications are left out",
    input: z.object({ ids: notificationIDs }),
    output: z.object({ notifications: z.array(NotificationModel) }),
  }),
  updateStatus: defineCall({
    path: '/notifications/updateStatus',
    method: 'POST',
    kind: 'command',
    access: signedIn,
    summary: "Marks the caller's notifications read (1) or unread (0); ids of others' notifications change nothing",
    input: z.object({ notificationIDs, status: z.union([z.literal(0), z.literal(1)], 'Either 0 (unread) or 1 (read)') }),
    output: ok,
  }),
  createNotification: defineCall({
    path: '/notifications/createNotification',
    method: 'POST',
    kind: 'command',
    access: grant('admin.users'),
    summary: "A notification to a user, made by hand (review's own are made from the comments)",
    input: z.object({
      userID,
      action: z.enum(NotificationActions, `Choose one of: ${NotificationActions.join(', ')}`),
      data: z
        .object({
          commentingUserID: userID.optional(),
          projectID: optionalID,
          sceneID: optionalID,
          fileID: optionalID,
          commentID: optionalID,
          text: textField({ trim: true, max: textMax }).optional(),
          anonymous: z.boolean().optional(),
        })
        .strict(),
    }),
    output: z.object({ notificationID: z.string() }),
  }),
} as const;

export const notificationCalls = { notifications } as const;
