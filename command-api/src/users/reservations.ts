import type { Reservation } from '@wb/platform';
import { nameKey } from '../shared/names';
import { ReservationScopes, reservation } from '../shared/reservations';
import type { UserEvent } from './user';

/** The user id and email claimed and given up by the decided events. */
export const userReservations = (events: readonly UserEvent[]): { reserve: Reservation[]; release: Reservation[] } => {
  const reserve: Reservation[] = [];
  const release: Reservation[] = [];
  for (const event of events) {
    if (event.type === 'UserAdded') {
      reserve.push(reservation(ReservationScopes.userId, String(event.data.userID)), reservation(ReservationScopes.userEmail, event.data.email));
    }
    if (event.type === 'UserEmailChanged' && nameKey(event.data.email) !== nameKey(event.data.previousEmail)) {
      release.push(reservation(ReservationScopes.userEmail, event.data.previousEmail));
      reserve.push(reservation(ReservationScopes.userEmail, event.data.email));
    }
  }
  return { reserve, release };
};
