import type { Reservation } from '@wb/platform';
import { nameKey } from '../shared/names';
import { ReservationScopes, reservation } from '../shared/reservations';
import type { ProjectEvent } from './project';

/** Names claimed and given up by the decided events, written atomically with them. */
export const projectReservations = (events: readonly ProjectEvent[]): { reserve: Reservation[]; release: Reservation[] } => {
  const reserve: Reservation[] = [];
  const release: Reservation[] = [];
  for (const event of events) {
    if (event.type === 'ProjectCreated') reserve.push(reservation(ReservationScopes.projectName, event.data.name));
    if (event.type === 'ProjectRenamed' && nameKey(event.data.name) !== nameKey(event.data.previousName)) {
      release.push(reservation(ReservationScopes.projectName, event.data.previousName));
      reserve.push(reservation(ReservationScopes.projectName, event.data.name));
    }
  }
  return { reserve, release };
};
