// A card-board failure as the calls answer it: not configured, and a card board that is slow, silent or
// answering errors, are 424s (Failed Dependency, never a 5xx) with a message saying which; an id the card board does not know is a 404
// with the caller's message. Never a 5xx of ours, never a hang (docs/decisions/cardBoard.md).
import { Messages } from '@wb/contracts';
import { ApiError } from '../http/apiError';
import { CardBoardFailure } from './cardBoard';

export const cardBoardApiError = (err: CardBoardFailure, notFoundMessage: string): ApiError => {
  switch (err.kind) {
    case 'notConfigured':
      return new ApiError('cardBoardNotConfigured', Messages.cardBoardNotConfigured);
    case 'notFound':
      return new ApiError('notFound', notFoundMessage);
    case 'timeout':
    case 'unreachable':
      return new ApiError('cardBoardUnavailable', Messages.cardBoardUnavailable);
    case 'failed':
      return new ApiError('cardBoardUnavailable', Messages.cardBoardFailed);
    default: {
      const _exhaustive: never = err.kind;
      return _exhaustive;
    }
  }
};

/** Runs a request of the card board, answering its failure as the call's error. */
export const askCardBoard = async <T>(run: () => Promise<T>, notFoundMessage: string): Promise<T> => {
  try {
    return await run();
  } catch (err) {
    if (err instanceof CardBoardFailure) throw cardBoardApiError(err, notFoundMessage);
    throw err;
  }
};
