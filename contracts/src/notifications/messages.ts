import type { MessageTable } from '../kernel/messages';

// The spec quotes only the empty bell; the others are ours (docs/decisions/notifications.md).
export const NotificationMessages = {
  noNotifications: "You don't have any notifications.",
  recipientNotFound: 'There is no user with this userID to notify.',
} as const satisfies MessageTable;
