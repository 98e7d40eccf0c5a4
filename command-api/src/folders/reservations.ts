import type { Reservation } from '@wb/platform';
import { ReservationScopes, reservation } from '../shared/reservations';
import type { FolderEvent } from './folder';

/** A folder keeps its name while deleted, so that creating it again offers revival. */
export const folderReservations = (events: readonly FolderEvent[]): { reserve: Reservation[] } => ({
  reserve: events.flatMap((e) => (e.type === 'FolderCreated' ? [reservation(ReservationScopes.folderName, e.data.name)] : [])),
});
