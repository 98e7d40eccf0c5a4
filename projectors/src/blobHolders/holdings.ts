// Which stored files an event gives to which holder. An address becomes a holding only when it is one
// of our uploads (purpose/yyyy/mm/uuid.ext) of the purpose the holder's kind keeps (BlobHolderPurposes):
// a word whose audio points at a kit file lends that file no readers.
import { BlobHolderPurposes, blobKeyOfUrl, blobKeysInText, purposeOfBlobKey, UploadPaths, type BlobHolderKind } from '@wb/contracts';

/** The uploaded key in an address, when the holder's kind may hold it. */
export const heldKey = (kind: BlobHolderKind, url: string | null | undefined): string | null => {
  const key = url ? blobKeyOfUrl(url) : null;
  if (key === null) return null;
  const purpose = BlobHolderPurposes[kind];
  return purpose === null || purposeOfBlobKey(key) === purpose ? key : null;
};

/** Every held key among the stored-file addresses in a text (a scene's notes, as html). */
export const heldKeysInText = (kind: BlobHolderKind, text: string): string[] => blobKeysInText(text).filter((key) => heldKey(kind, `${UploadPaths.blobs}/${key}`) !== null);
