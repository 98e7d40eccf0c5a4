// The CardLink aggregate's state, folded from its stream cardlink-<projectID>: the card a project is
// linked to, as it was when linked and as its due date was last set through the product.
import type { CardBoardEvents, EventOf } from '@wb/contracts';

export type CardLinkEvent = EventOf<typeof CardBoardEvents>;

export interface LinkedCard {
  readonly id: string;
  readonly url: string;
  readonly name: string;
  readonly due: string | null;
  readonly dueComplete: boolean;
  readonly dateLastActivity: string | null;
}

export interface CardLinkState {
  readonly projectID: string;
  /** Null once unlinked. */
  readonly card: LinkedCard | null;
}

/** null until the project's first link. */
export type CardLink = CardLinkState | null;

export const initialState: CardLink = null;

export const evolve = (state: CardLink, event: CardLinkEvent): CardLink => {
  switch (event.type) {
    case 'TrelloCardLinked': {
      const { projectID, cardId, url, name, due, dueComplete, dateLastActivity } = event.data;
      return { projectID, card: { id: cardId, url, name, due, dueComplete, dateLastActivity } };
    }
    case 'TrelloCardUnlinked':
      return { projectID: event.data.projectID, card: null };
    case 'TrelloCardDueUpdated':
      return state?.card ? { ...state, card: { ...state.card, due: event.data.due, dueComplete: event.data.dueComplete } } : state;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
