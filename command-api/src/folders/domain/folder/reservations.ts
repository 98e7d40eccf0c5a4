import type { Reservation } from '@wb/platform';
import type { Claims } from '../../../shared/domain/aggregate';
import type { FolderEvent } from './state';

/** A folder keeps its name while deleted, so that creating it again offers revival. */
export const folderReservations = (events: readonly FolderEvent[], key: (kind: 'name', value: string) => Reservation): Claims => ({
  reserve: events.flatMap((e) => (e.type === 'FolderCreated' ? [key('name', e.data.name)] : [])),
});
