// What a call may name as a stored file (docs/decisions/uploads-and-blobs.md, Blob access). Whatever attaches a file (a
// library file or a version of one, a kit or scene thumbnail, a word's recording, an avatar, a resource
// image, a picture in a scene's notes) names the caller's own upload: never an address of no file, nor
// a staging part, nor another person's upload, since the holder would lend it readers it never had.
// A library file's name, type and size must also say truly what is stored (the type served is always
// the stored one: a name must not claim another); any other holder takes only uploads made for it.
import { Messages, extensionOf, sameFileType, type UploadPurposeName } from '@wb/contracts';
import { domainError, isDomainError, type DomainError } from '../../shared/domain/domainError';

/** A stored upload as its blob says: read by the route, decided on here. */
export interface StoredFile {
  readonly purpose: UploadPurposeName;
  /** The stored key's extension: what the file is served as. */
  readonly extension: string;
  readonly size: number;
  /** Who uploaded it; null when its blob does not say. */
  readonly uploaderID: number | null;
}

/** What an address names: a stored upload, nothing stored there, or no upload's address at all. */
export type StoredLookup = StoredFile | 'noFile' | 'notAnUpload';

const refusal = (field: string, message: string): DomainError => domainError('validation', message, { fields: { [field]: message } });

/** The caller's own stored upload at the address in `field`, or why not. */
export const ownUpload = (stored: StoredLookup, actorID: number | null, field: string): StoredFile | DomainError => {
  if (stored === 'notAnUpload') return refusal(field, Messages.notAnUploadAddress);
  if (stored === 'noFile') return refusal(field, Messages.noStoredFile);
  if (actorID === null || stored.uploaderID !== actorID) return refusal(field, Messages.uploadedBySomeoneElse);
  return stored;
};

/** Where a call attaches a file of one kind: its field, the upload purpose it takes, and the refusal of any other. */
export interface UploadUse {
  readonly field: string;
  readonly purpose: UploadPurposeName;
  /** Said of the caller's own upload made for another purpose. */
  readonly otherPurpose: string;
}

/** The refusal of attaching what is stored for `use`, or null when it is the caller's own upload made for it. */
export const attachRefusal = (stored: StoredLookup, actorID: number | null, use: UploadUse): DomainError | null => {
  const own = ownUpload(stored, actorID, use.field);
  if (isDomainError(own)) return own;
  return own.purpose === use.purpose ? null : refusal(use.field, use.otherPurpose);
};

/** What a call says of a file it records: its name (and so extension), type and size. */
export interface FileClaim {
  readonly name: string | null;
  readonly type: string | null;
  readonly size: number;
}

/**
 * The refusal of a claim the stored file belies, under the claim's own field names (url, name, type,
 * size; the route puts them where its input has them), or null when it is the caller's and true.
 */
export const fileClaimRefusal = (claim: FileClaim, stored: StoredLookup, actorID: number | null): DomainError | null => {
  const own = ownUpload(stored, actorID, 'url');
  if (isDomainError(own)) return own;
  const nameExtension = claim.name === null ? '' : extensionOf(claim.name);
  // A name without an extension claims no type; one with another extension would save under it.
  if (nameExtension !== '' && !sameFileType(nameExtension, own.extension)) return refusal('name', Messages.storedExtensionDiffers(own.extension));
  if (claim.type !== null && !sameFileType(claim.type, own.extension)) return refusal('type', Messages.storedTypeDiffers(own.extension));
  if (claim.size !== own.size) return refusal('size', Messages.storedSizeDiffers(own.size));
  return null;
};
