import type { MessageTable } from '../kernel/messages';

// Spec 000 sections 5 and 8 word for word (the first four); the rest are ours (docs/decisions/cardBoard.md).
export const CardBoardMessages = {
  cardBoardNoFolders: "This project isn't in any folders, please add it to at least one folder to retrieve cards.",
  cardBoardNoCards: "No cards found for this project's folders.",
  cardBoardCardLinked: 'Sorry, that card is already linked to an existing project:',
  cardBoardListNotFound: '[LIST NOT FOUND]',
  cardBoardChooseAnother: 'Choose another card, or remove the link from that project first.',
  cardBoardRemoveSyncConfirm: 'Are you sure you want to remove the sync with this card? The card stays on the card board.',
  cardBoardNotConfigured: 'The card board (Trello) is not configured on this server. Ask an administrator to set TRELLO_BASE_URL, TRELLO_KEY and TRELLO_TOKEN.',
  cardBoardUnavailable: 'The card board (Trello) did not answer in time. Please try again later.',
  cardBoardFailed: 'The card board (Trello) refused the request. Please try again later.',
  cardBoardCardNotFound: 'That card was not found on the card board.',
  cardBoardBoardNotFound: 'That board was not found on the card board.',
  cardBoardProjectNotFound: 'This project does not exist.',
  cardBoardNotLinked: 'This project is not linked to a card.',
  cardBoardCardNotLinked: 'This card is not linked to any project.',
  cardBoardChooseCard: 'Choose a card.',
} as const satisfies MessageTable;
