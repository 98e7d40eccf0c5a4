// What the bell asks of its saga: the fetched notifications stay in RTK Query, so these carry no state.
import { createAction } from '@reduxjs/toolkit';
import type { Notification } from '@wb/contracts';

/** A row was clicked: mark it read and go to what it is about. */
export const notificationOpened = createAction<Notification>('notifications/opened');
/** The marker was toggled: read (1) or unread (0). */
export const notificationStatusRequested = createAction<{ notificationIDs: string[]; status: 0 | 1 }>('notifications/statusRequested');
