// The card-board port (Trello): what the product asks of an external card board. A board's name and
// lists, the cards of a list or of a whole board, a card's data, and a card's due date. Every failure
// is a CardBoardFailure of a known kind, never a hang (docs/decisions/cardBoard.md).

export interface CardBoardList {
  readonly id: string;
  readonly name: string;
}

export interface CardBoardBoard {
  readonly id: string;
  readonly name: string;
  /** Its open lists. */
  readonly lists: readonly CardBoardList[];
}

export interface CardBoardCardChoice {
  readonly id: string;
  readonly name: string;
}

export interface CardBoardCard {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly due: string | null;
  readonly dueComplete: boolean;
  readonly idBoard: string;
  readonly idList: string;
  /** Null when the card board does not find the card's list. */
  readonly list: CardBoardList | null;
  readonly dateLastActivity: string | null;
}

export interface CardBoard {
  /** False where no card board is configured: every call then fails with kind 'notConfigured'. */
  readonly configured: boolean;
  board(boardId: string): Promise<CardBoardBoard>;
  /** The open cards of a list. */
  cardsOfList(listId: string): Promise<readonly CardBoardCardChoice[]>;
  /** The open cards of a whole board. */
  cardsOfBoard(boardId: string): Promise<readonly CardBoardCardChoice[]>;
  card(cardId: string): Promise<CardBoardCard>;
  /** Sets (or clears, with null) a card's due date and whether it is complete. */
  updateDue(cardId: string, due: string | null, dueComplete: boolean): Promise<void>;
}

/**
 * notConfigured: no card board on this server; timeout: no (whole) answer in time, or none at all;
 * unreachable: the connection failed; notFound: the card board does not know the id; failed: any
 * other error answer, or an answer that is too large or not what was asked for.
 */
export type CardBoardFailureKind = 'notConfigured' | 'timeout' | 'unreachable' | 'notFound' | 'failed';

export class CardBoardFailure extends Error {
  constructor(
    readonly kind: CardBoardFailureKind,
    detail: string,
  ) {
    super(`card board ${kind}: ${detail}`);
    this.name = 'CardBoardFailure';
  }
}

const notConfigured = (): Promise<never> => Promise.reject(new CardBoardFailure('notConfigured', 'TRELLO_KEY and TRELLO_TOKEN are not set'));

/** The card board of a server without one: it says so on every call. */
export const unconfiguredCardBoard: CardBoard = {
  configured: false,
  board: notConfigured,
  cardsOfList: notConfigured,
  cardsOfBoard: notConfigured,
  card: notConfigured,
  updateDue: notConfigured,
};
