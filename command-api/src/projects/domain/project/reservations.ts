import { uniqueNameKey } from '@wb/contracts';
import type { Reservation } from '@wb/platform';
import type { Claims } from '../../../shared/domain/aggregate';
import type { ProjectEvent } from './state';

/** Names claimed and given up by the decided events. */
export const projectReservations = (events: readonly ProjectEvent[], key: (kind: 'name', value: string) => Reservation): Claims => {
  const reserve: Reservation[] = [];
  const release: Reservation[] = [];
  for (const event of events) {
    if (event.type === 'ProjectCreated') reserve.push(key('name', event.data.name));
    if (event.type === 'ProjectRenamed' && uniqueNameKey(event.data.name) !== uniqueNameKey(event.data.previousName)) {
      release.push(key('name', event.data.previousName));
      reserve.push(key('name', event.data.name));
    }
  }
  return { reserve, release };
};
