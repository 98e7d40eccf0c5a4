// Drawing credits.png starts a browser: one drawing at a time per process, and a short queue, so a
// burst of exports cannot start a browser each and exhaust the machine.
import { Messages } from '@wb/contracts';
import { ApiError } from '@wb/platform';

const MAX_WAITING = 8;
let tail: Promise<unknown> = Promise.resolve();
let waiting = 0;

export const takeTurn = async <T>(work: () => Promise<T>): Promise<T> => {
  if (waiting >= MAX_WAITING) throw new ApiError('rateLimited', Messages.creditsExportFailed);
  waiting += 1;
  const turn = tail.then(work);
  tail = turn.catch(() => undefined);
  try {
    return await turn;
  } finally {
    waiting -= 1;
  }
};
