// The answers of a refused upload: the spec's messages, 400 (413 for size and quota, 403 for a missing
// grant, as the call router answers it), naming the field to blame.
import { allows, extensionOf, isUploadPurpose, Messages, purposeAccepts, refusedGrant, sizeLimitText, UploadPurposeAccess, UploadPurposes, type UploadPurposeName } from '@wb/contracts';
import { ApiError, forbidden } from '@wb/platform';
import { toApiError } from '../shared/toApiError';
import { quotaExceeded as quotaRefusal } from './domain/uploadSpace/decide';

export const missingKey = (): ApiError => new ApiError('validation', Messages.missingUploadKey, { key: Messages.missingUploadKey });
/** A file before its key: as far as the form has come, it has no key (the spec's words), and the field says why. */
export const keyAfterFile = (): ApiError => new ApiError('validation', Messages.missingUploadKey, { key: Messages.keyAfterFile });
export const wrongFileType = (): ApiError => new ApiError('validation', Messages.wrongFileType, { file: Messages.wrongFileType });
export const noFile = (): ApiError => new ApiError('validation', Messages.noFile, { file: Messages.noFile });
export const contentMismatch = (extension: string): ApiError => new ApiError('validation', Messages.contentMismatch(extension), { file: Messages.contentMismatch(extension) });

export const tooLarge = (purpose: UploadPurposeName): ApiError => {
  const message = Messages.fileTooLarge(sizeLimitText(purpose));
  return new ApiError('fileTooLarge', message, { file: message });
};

export const quotaExceeded = (left: number, quota: number): ApiError => toApiError(quotaRefusal(left, quota));

const count = (n: number): string => n.toLocaleString('en-US');
/** An image whose header claims more pixels than anything of ours shows or converts (a decompression bomb). */
export const imageTooLarge = (width: number, height: number, maxPixels: number): ApiError => {
  const message = `That image is too large: ${count(width)} x ${count(height)} pixels (at most ${count(maxPixels)} pixels).`;
  return new ApiError('fileTooLarge', message, { file: message });
};

/**
 * File names are metadata only, but still bounded and free of control characters: C0, DEL and C1, and
 * the bidi controls that make "photo\u202Egnp.exe" look like "photoexe.png" in a list of files.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const NAME = /^[^\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069/\\]{1,255}$/u;
export const badName = (): ApiError => new ApiError('validation', 'A file name of 1 to 255 characters, without slashes or control characters.', { name: 'Not a file name' });

/**
 * The purpose whose size bound holds: an SVG is read through whole by the upload's check (svgSafety),
 * so whatever purpose takes it (an asset may be 2 GB) it is bounded as the svg purpose bounds one.
 */
export const boundOf = (purpose: UploadPurposeName, extension: string): UploadPurposeName => (extension === 'svg' && UploadPurposes.svg.maxBytes < UploadPurposes[purpose].maxBytes ? 'svg' : purpose);

export interface Declared {
  readonly purpose: UploadPurposeName;
  readonly extension: string;
  readonly name: string;
}

/** The purpose's grant (UploadPurposeAccess); a purpose no browser uploads for is refused like an unknown one. */
const checkGrant = (purpose: UploadPurposeName, grants: readonly string[]): void => {
  const access = UploadPurposeAccess[purpose];
  if (access === null) throw wrongFileType();
  if (!allows(access, grants)) throw forbidden(refusedGrant(access));
};

/**
 * What can be checked before any byte is read: the purpose and the uploader's grant for it, the name
 * and its extension, a declared size.
 */
export const checkDeclared = (key: string | undefined, name: string | undefined, size: number | undefined, grants: readonly string[]): Declared => {
  if (key === undefined || key.trim() === '') throw missingKey();
  const purpose = key.trim();
  // An unknown purpose accepts no type at all.
  if (!isUploadPurpose(purpose)) throw wrongFileType();
  checkGrant(purpose, grants);
  if (name === undefined || !NAME.test(name.normalize('NFC')) || name.trim() === '') throw badName();
  if (!purposeAccepts(purpose, name)) throw wrongFileType();
  const extension = extensionOf(name);
  if (size !== undefined && size > UploadPurposes[boundOf(purpose, extension)].maxBytes) throw tooLarge(boundOf(purpose, extension));
  return { purpose, extension, name: name.normalize('NFC') };
};
