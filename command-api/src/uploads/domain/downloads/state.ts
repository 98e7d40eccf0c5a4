// A user's downloads of one day (UTC), folded from the stream downloads-<userID>-<day>.
import type { EventOf, UploadEvents } from '@wb/contracts';

export type DownloadsEvent = EventOf<typeof UploadEvents>;

export interface Downloads {
  /** Files downloaded that day. */
  readonly count: number;
}

export const initialState: Downloads = { count: 0 };

export const evolve = (state: Downloads, event: DownloadsEvent): Downloads => {
  switch (event.type) {
    case 'DownloadsRecorded':
      return { count: state.count + event.data.fileTypes.length };
    default: {
      const _exhaustive: never = event.type;
      return _exhaustive;
    }
  }
};
