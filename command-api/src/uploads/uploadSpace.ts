// Each user's upload quota, kept by the UploadSpace aggregate (domain/): the space left is read before
// an upload starts (a declared size above it is refused at once, an undeclared one is cut off at it
// while streaming), and every stored file is recorded through decide, which refuses it when uploads
// running side by side took the space meanwhile. Holders of root are not bound by it: they run the
// product (its imports and migrations) and can raise the quota anyway; see docs/decisions/uploads-and-blobs.md.
import { randomUUID } from 'node:crypto';
import { ROOT_GRANT } from '@wb/contracts';
import type { EventStore } from '@wb/platform';
import type { CommandMetadata } from '../shared/commandMetadata';
import { handlerOf } from '../shared/handle';
import { loadState } from '../shared/streams';
import { spaceLeft } from './domain/uploadSpace/state';
import { uploadSpaceAggregate } from './domain/uploadSpace/aggregate';
import type { Uploader } from './signedIn';

/** What an upload may still store: `left` bytes of the uploader's `quota`; null when no quota binds them. */
export interface Room {
  readonly left: number;
  readonly quota: number;
}

export interface UploadSpaces {
  /** What the uploader may still store (not counting the resumable upload `finishing` itself). */
  roomFor(uploader: Uploader, finishing?: string): Promise<Room | null>;
  /** Holds a resumable upload's declared size until `until`; refuses (413) when it does not fit. */
  reserve(uploader: Uploader, uploadID: string, bytes: number, until: Date): Promise<void>;
  /** Records a stored file against the quota; refuses (413) when it no longer fits. */
  record(uploader: Uploader, stored: { readonly purpose: string; readonly key: string; readonly size: number }, uploadID?: string): Promise<void>;
  /** Frees what a resumable upload held (it ended without a file). */
  release(userID: number, uploadID: string, requestId: string): Promise<void>;
}

const metadataOf = (userID: number, requestId: string): CommandMetadata => ({ userID, time: new Date().toISOString(), requestId, idempotencyKey: null, commandId: randomUUID() });

export const uploadSpaces = (eventStore: EventStore, quotaBytes: number): UploadSpaces => {
  const spaces = handlerOf(eventStore, uploadSpaceAggregate);
  const quotaOf = (uploader: Uploader): number | null => (uploader.grants.includes(ROOT_GRANT) ? null : quotaBytes);
  return {
    async roomFor(uploader, finishing) {
      const quota = quotaOf(uploader);
      if (quota === null) return null;
      const state = await loadState(eventStore, uploadSpaceAggregate, uploader.userID);
      return { left: spaceLeft(state, quota, new Date().toISOString(), finishing), quota };
    },
    async reserve(uploader, uploadID, bytes, until) {
      const { userID, requestId } = uploader;
      const meta = metadataOf(userID, requestId);
      await spaces.handle(meta, userID, () => ({ type: 'ReserveUploadSpace', userID, uploadID, bytes, now: meta.time, until: until.toISOString(), quota: quotaOf(uploader) }));
    },
    async record(uploader, stored, uploadID) {
      const { userID, requestId } = uploader;
      const meta = metadataOf(userID, requestId);
      await spaces.handle(meta, userID, () => ({
        type: 'RecordUpload',
        userID,
        purpose: stored.purpose,
        key: stored.key,
        bytes: stored.size,
        now: meta.time,
        quota: quotaOf(uploader),
        ...(uploadID === undefined ? {} : { uploadID }),
      }));
    },
    async release(userID, uploadID, requestId) {
      await spaces.handle(metadataOf(userID, requestId), userID, () => ({ type: 'ReleaseUploadSpace', userID, uploadID }));
    },
  };
};
