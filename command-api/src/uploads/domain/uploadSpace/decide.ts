// The upload quota: a user's uploads may hold at most `quota` bytes, stored or under way. A resumable
// upload reserves its declared size when it begins (so parallel uploads cannot each take the same free
// space) and the reservation becomes the stored file when it ends, or is released. `quota` is null for
// a user the quota does not bind (see uploadSpace.ts in the parent folder).
import { bytesText, Messages } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError, type DomainError } from '../../../shared/domain/domainError';
import { isReserved, spaceLeft, type UploadSpace, type UploadSpaceEvent } from './state';

export type UploadSpaceCommand =
  | {
      readonly type: 'ReserveUploadSpace';
      readonly userID: number;
      readonly uploadID: string;
      readonly bytes: number;
      /** ISO times: the command's, and when the hold lapses. */
      readonly now: string;
      readonly until: string;
      readonly quota: number | null;
    }
  | {
      readonly type: 'RecordUpload';
      readonly userID: number;
      readonly purpose: string;
      readonly key: string;
      readonly bytes: number;
      /** The resumable upload the file came from, whose reservation it takes over. */
      readonly uploadID?: string;
      readonly now: string;
      readonly quota: number | null;
    }
  | { readonly type: 'ReleaseUploadSpace'; readonly userID: number; readonly uploadID: string };

/** The refusal of an upload that does not fit, naming what is left (the same words while streaming). */
export const quotaExceeded = (left: number, quota: number): DomainError => {
  const msg = Messages.uploadQuotaExceeded(bytesText(left), bytesText(quota));
  return domainError('uploadQuotaExceeded', msg, { fields: { file: msg }, details: { left, quota } });
};

const reserve = (command: Extract<UploadSpaceCommand, { type: 'ReserveUploadSpace' }>, state: UploadSpace): Decision<UploadSpaceEvent> => {
  const { userID, uploadID, bytes, now, until, quota } = command;
  if (isReserved(state, uploadID)) return [];
  if (quota !== null && bytes > spaceLeft(state, quota, now)) return quotaExceeded(spaceLeft(state, quota, now), quota);
  return [{ type: 'UploadSpaceReserved', data: { userID, uploadID, bytes, until } }];
};

const record = (command: Extract<UploadSpaceCommand, { type: 'RecordUpload' }>, state: UploadSpace): Decision<UploadSpaceEvent> => {
  const { userID, purpose, key, bytes, uploadID, now, quota } = command;
  if (quota !== null && bytes > spaceLeft(state, quota, now, uploadID)) return quotaExceeded(spaceLeft(state, quota, now, uploadID), quota);
  return [{ type: 'UploadStored', data: { userID, purpose, key, bytes, ...(uploadID === undefined ? {} : { uploadID }) } }];
};

const releaseSpace = (command: Extract<UploadSpaceCommand, { type: 'ReleaseUploadSpace' }>, state: UploadSpace): Decision<UploadSpaceEvent> =>
  isReserved(state, command.uploadID) ? [{ type: 'UploadSpaceReleased', data: { userID: command.userID, uploadID: command.uploadID } }] : [];

export const decide = (command: UploadSpaceCommand, state: UploadSpace): Decision<UploadSpaceEvent> => {
  switch (command.type) {
    case 'ReserveUploadSpace':
      return reserve(command, state);
    case 'RecordUpload':
      return record(command, state);
    case 'ReleaseUploadSpace':
      return releaseSpace(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
