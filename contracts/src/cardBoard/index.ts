// The card-board area: a project linked to a card of an external card board (Trello), chosen among
// the cards of its folders' boards (spec 000 sections 1, 3, 5, 7 and 8).
import { defineArea } from '../kernel/area';
import { cardBoardCalls } from './calls';
import { CardBoardErrorCode } from './errors';
import { CardBoardEvents } from './events';
import { CardBoardMessages } from './messages';

export * from './constants';
export * from './models';
export { CardBoardEvents } from './events';

export const cardBoardArea = defineArea({
  name: 'cardBoard',
  calls: cardBoardCalls,
  events: CardBoardEvents,
  errors: CardBoardErrorCode,
  messages: CardBoardMessages,
  readModels: ['cardLinks'],
});
