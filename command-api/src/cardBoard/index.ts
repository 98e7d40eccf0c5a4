// The card-board area: a project's link to a card of the card board (one stream per project, the
// card's id its unique key) and the card's due date.
import type { CommandArea } from '../shared/area';
import { cardLinkAggregate } from './domain/cardLink/aggregate';
import { cardBoardRoutes } from './routes';

export const cardBoardArea: CommandArea = {
  name: 'cardBoard',
  aggregates: [cardLinkAggregate],
  routes: cardBoardRoutes,
};
