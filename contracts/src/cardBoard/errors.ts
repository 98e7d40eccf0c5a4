import type { ErrorCodeTable } from '../kernel/errors';

/**
 * The card board's own refusals: not configured on this server, and a card board that is slow, silent
 * or answering errors (the request is not retried: the user may try again). Both are 424 Failed
 * Dependency: the product is fine and answers at once, the service behind it is not there, and the
 * issue asks for no 5xx whatever the card board does (docs/decisions/cardBoard.md).
 */
export const CardBoardErrorCode = {
  cardBoardNotConfigured: 424,
  cardBoardUnavailable: 424,
} as const satisfies ErrorCodeTable;
