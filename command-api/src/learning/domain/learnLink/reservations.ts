import type { Reservation } from '@wb/platform';
import type { Claims } from '../../../shared/domain/aggregate';
import type { LearnLinkEvent } from './state';

/** A linked node's id is claimed by the project's stream, and given up when unlinked. */
export const learnLinkReservations = (events: readonly LearnLinkEvent[], key: (kind: 'node', value: string) => Reservation): Claims => {
  const reserve: Reservation[] = [];
  const release: Reservation[] = [];
  for (const event of events) {
    if (event.type === 'LearnNodeLinked') reserve.push(key('node', event.data.nodeID));
    if (event.type === 'LearnNodeUnlinked') release.push(key('node', event.data.nodeID));
  }
  return { reserve, release };
};
