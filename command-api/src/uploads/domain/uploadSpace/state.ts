// A user's upload space, folded from the stream uploads-<userID>: the bytes their uploads stored, and
// the bytes held by resumable uploads still under way (their parts are stored as they arrive, so they
// count from the moment the upload begins). A hold lapses at its `until` even when the upload's end was
// never recorded (a process stopped midway), so no space is lost for good.
import type { EventOf, UploadSpaceEvents } from '@wb/contracts';

export type UploadSpaceEvent = EventOf<typeof UploadSpaceEvents>;

export interface UploadSpace {
  readonly storedBytes: number;
  /** Each resumable upload begun and not ended, by upload id: its declared size and when its hold lapses. */
  readonly reserved: Readonly<Record<string, { readonly bytes: number; readonly until: string }>>;
}

export const initialState: UploadSpace = { storedBytes: 0, reserved: {} };

const release = (reserved: UploadSpace['reserved'], uploadID: string | undefined): UploadSpace['reserved'] => {
  if (uploadID === undefined || !Object.hasOwn(reserved, uploadID)) return reserved;
  return Object.fromEntries(Object.entries(reserved).filter(([id]) => id !== uploadID));
};

export const evolve = (state: UploadSpace, event: UploadSpaceEvent): UploadSpace => {
  switch (event.type) {
    case 'UploadSpaceReserved':
      return { ...state, reserved: { ...state.reserved, [event.data.uploadID]: { bytes: event.data.bytes, until: event.data.until } } };
    case 'UploadSpaceReleased':
      return { ...state, reserved: release(state.reserved, event.data.uploadID) };
    case 'UploadStored':
      return { storedBytes: state.storedBytes + event.data.bytes, reserved: release(state.reserved, event.data.uploadID) };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

export const isReserved = (state: UploadSpace, uploadID: string): boolean => Object.hasOwn(state.reserved, uploadID);

/**
 * Bytes still free under a quota at `now` (ISO time): what is neither stored nor held by an upload
 * under way. The upload being finished (`finishing`) does not count against itself.
 */
export const spaceLeft = (state: UploadSpace, quota: number, now: string, finishing?: string): number => {
  const held = Object.entries(state.reserved)
    .filter(([id, hold]) => id !== finishing && Date.parse(hold.until) > Date.parse(now))
    .reduce((sum, [, hold]) => sum + hold.bytes, 0);
  return Math.max(0, quota - state.storedBytes - held);
};
