// Notification rules: a recipient marks their own notifications read or unread (spec 000 section 4), and
// an admin makes a notification for an existing user.
import { Messages, type NotificationAction } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError } from '../../../shared/domain/domainError';
import type { InboxEvent, InboxState } from './state';

export interface ChangeNotificationStatus {
  readonly type: 'ChangeNotificationStatus';
  /** The inbox's owner: the caller. */
  readonly userID: number;
  readonly notificationIDs: readonly string[];
  readonly status: 0 | 1;
}

export interface CreateNotification {
  readonly type: 'CreateNotification';
  readonly notificationID: string;
  readonly userID: number;
  /** Whether the recipient's user exists (from its own stream). */
  readonly recipientFound: boolean;
  readonly action: NotificationAction;
  readonly commentingUserID: number | null;
  readonly projectID: string | null;
  readonly sceneID: string | null;
  readonly fileID: string | null;
  readonly commentID: string | null;
  readonly text: string;
  readonly anonymous: boolean;
}

export type InboxCommand = ChangeNotificationStatus | CreateNotification;

const changeStatus = (command: ChangeNotificationStatus): Decision<InboxEvent> => {
  // The same id named twice is one change.
  const notificationIDs = [...new Set(command.notificationIDs)];
  return [{ type: 'NotificationStatusChanged', data: { userID: command.userID, notificationIDs, status: command.status } }];
};

const create = (command: CreateNotification): Decision<InboxEvent> => {
  if (!command.recipientFound) return domainError('notFound', Messages.recipientNotFound, { fields: { userID: Messages.recipientNotFound } });
  const { recipientFound: _found, type: _type, ...data } = command;
  return [{ type: 'NotificationCreated', data }];
};

export const decide = (command: InboxCommand, _state: InboxState): Decision<InboxEvent> => {
  switch (command.type) {
    case 'ChangeNotificationStatus':
      return changeStatus(command);
    case 'CreateNotification':
      return create(command);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
