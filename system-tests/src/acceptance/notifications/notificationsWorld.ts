// Helpers of the notification acceptance tests: the bell's list as a person reads it.
import type { Answer } from '../../testing/httpClient';
import { after, type Person } from '../projects/projectsWorld';

export const GET = '/api/notifications/getNotifications';
export const STATUS = '/api/notifications/updateStatus';
export const POPULATE = '/api/notifications/populateNotifications';
export const CREATE = '/api/notifications/createNotification';

export interface NotificationShown {
  notificationID: string;
  status: 0 | 1;
  createdOn: string;
  data: {
    user: { givenName: string; avatar: string | null };
    project: { projectID: string; name: string } | null;
    action: string;
    actionText: string;
    file: { fileID: string; name: string } | null;
    scene: { sceneID: string; name: string } | null;
    replyComment: { commentID: string; text: string } | null;
  };
}

export interface Bell {
  notifications: NotificationShown[];
  unread: number;
  total: number;
  /** Where the next, older page starts (its `before`), or null at the oldest. */
  next: string | null;
}

/** `who`'s notifications as the bell reads them after `command`. */
export const bellAfter = async (who: Person, command: Answer): Promise<Bell> => {
  const read = await who.client.get(GET, after(command));
  if (read.status !== 200) throw new Error(`${GET}: ${read.status} ${read.text}`);
  return read.body as Bell;
};
