// How many CSV downloads may stream at once, per user and for the whole process (issue 21). A report of
// a million rows streams for several seconds and keeps a core busy, so one person opening a hundred
// would starve everyone else. A download past a bound is refused with 429 before any of its rows is
// read, not queued: a browser shows the refusal at once, where a queued download would only look stuck.
import { ApiError } from '@wb/platform';

/** Downloads one user may have streaming at once: enough for a few reports clicked in a row. */
export const MAX_DOWNLOADS_PER_USER = 3;
/**
 * Downloads the process streams at once. Each reads a page at a time on the read models' pool (20
 * connections), so eight leave most of it to the calls, and eight already keep two cores busy.
 */
export const MAX_DOWNLOADS_AT_ONCE = 8;
/** What a refused download asks the browser to wait: a large report takes about this long. */
export const DOWNLOAD_RETRY_AFTER_SECONDS = 10;

export const tooManyOfYourDownloads = (max: number): string => `You already have ${max} downloads running. Wait for one of them to finish, then try again.`;
export const TOO_MANY_DOWNLOADS = 'The server is busy with other downloads. Try again in a few seconds.';

/** A place taken by one download; giving it back twice gives it back once. */
export interface DownloadSlot {
  release(): void;
}

export interface DownloadSlots {
  /** A place for one more download of `userID`, or an ApiError (429) saying which bound it met. */
  take(userID: number): DownloadSlot | ApiError;
  /** Downloads streaming now (all users): for tests and the process's own checks. */
  readonly running: number;
}

export const createDownloadSlots = (perUser = MAX_DOWNLOADS_PER_USER, atOnce = MAX_DOWNLOADS_AT_ONCE): DownloadSlots => {
  const byUser = new Map<number, number>();
  let running = 0;
  const refusal = (msg: string, bound: 'user' | 'server', max: number) => new ApiError('rateLimited', msg, undefined, { bound, max, retryAfterSeconds: DOWNLOAD_RETRY_AFTER_SECONDS });
  return {
    get running() {
      return running;
    },
    take(userID) {
      const held = byUser.get(userID) ?? 0;
      // The user's own bound first: it is the one the user can do something about.
      if (held >= perUser) return refusal(tooManyOfYourDownloads(perUser), 'user', perUser);
      if (running >= atOnce) return refusal(TOO_MANY_DOWNLOADS, 'server', atOnce);
      byUser.set(userID, held + 1);
      running += 1;
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          running -= 1;
          const left = (byUser.get(userID) ?? 1) - 1;
          if (left <= 0) byUser.delete(userID);
          else byUser.set(userID, left);
        },
      };
    },
  };
};
