// Our bounds on what the card board is asked and answers (the spec names none; docs/decisions/cardBoard.md).
export const CardBoardLimits = {
  /** Folders one getGroupTrelloBoards may name. */
  maxFolders: 100,
  /** Cards one getGroupTrelloBoards answers at most (the first ones, by board then list). */
  maxCards: 1000,
  /** The card board's requests are read at once, a few at a time. */
  requestsAtOnce: 6,
} as const;
