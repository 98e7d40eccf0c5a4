// Unique keys held in the event store's reservation table (see interfaces: scopes and key form).
import type { Reservation } from '@wb/platform';
import { nameKey } from './names';

export const ReservationScopes = {
  projectName: 'project-name',
  folderName: 'folder-name',
  userEmail: 'user-email',
  userId: 'user-id',
} as const;

export const reservation = (scope: (typeof ReservationScopes)[keyof typeof ReservationScopes], value: string): Reservation => ({
  scope,
  key: nameKey(value),
});
