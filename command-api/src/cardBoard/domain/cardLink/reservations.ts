import type { Reservation } from '@wb/platform';
import type { Claims } from '../../../shared/domain/aggregate';
import type { CardLinkEvent } from './state';

/** A linked card's id is claimed by the project's stream, and given up when unlinked. */
export const cardLinkReservations = (events: readonly CardLinkEvent[], key: (kind: 'card', value: string) => Reservation): Claims => {
  const reserve: Reservation[] = [];
  const release: Reservation[] = [];
  for (const event of events) {
    if (event.type === 'TrelloCardLinked') reserve.push(key('card', event.data.cardId));
    if (event.type === 'TrelloCardUnlinked') release.push(key('card', event.data.cardId));
  }
  return { reserve, release };
};
