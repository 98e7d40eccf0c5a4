// Which stored files an event gives to which holder. An address becomes a holding only when it is one
// of our uploads (purpose/yyyy/mm/uuid.ext) of the purpose the holder's kind keeps (BlobHolderPurposes):
// a word whose audio points at a kit file lends that file no readers.
import { BlobHolderKinds, BlobHolderPurposes, blobKeyOfUrl, blobKeysInText, purposeOfBlobKey, UploadPaths, type AnyRecordedEvent, type BlobHolderKind } from '@wb/contracts';

/** The uploaded key in an address, when the holder's kind may hold it. */
export const heldKey = (kind: BlobHolderKind, url: string | null | undefined): string | null => {
  const key = url ? blobKeyOfUrl(url) : null;
  if (key === null) return null;
  const purpose = BlobHolderPurposes[kind];
  return purpose === null || purposeOfBlobKey(key) === purpose ? key : null;
};

/** Every held key among the stored-file addresses in a text (a scene's notes, as html). */
export const heldKeysInText = (kind: BlobHolderKind, text: string): string[] => blobKeysInText(text).filter((key) => heldKey(kind, `${UploadPaths.blobs}/${key}`) !== null);

/**
 * What an event gives its holder: `hold` adds keys to those it has (a file's versions, a scene's
 * imports: earlier ones stay readable), `replace` makes them the holder's only ones (a new avatar).
 */
export interface Holding {
  readonly kind: BlobHolderKind;
  readonly holderID: string;
  readonly keys: readonly (string | null)[];
  readonly replace: boolean;
}

const holding = (kind: BlobHolderKind, holderID: string, keys: readonly (string | null)[], replace: boolean): Holding => ({ kind, holderID, keys, replace });

/** The holding an event makes, or null for an event that makes none. */
export const holdingOf = (event: AnyRecordedEvent): Holding | null => {
  const { file, kitThumbnail, word, avatar, resource, sceneThumbnail, sceneImport, sceneNotes } = BlobHolderKinds;
  switch (event.type) {
    // Every version stays listed, so every version stays readable by the file's readers.
    case 'FileUploaded':
    case 'FileVersionAdded':
    case 'FileImageExported':
      return holding(file, event.data.fileID, [heldKey(file, event.data.url)], false);
    // A review video's playable proxy and poster (projectFiles' media reactor) are read by the file's readers.
    case 'VideoProxyReady':
      return holding(file, event.data.fileID, [heldKey(file, event.data.proxyUrl), heldKey(file, event.data.posterUrl)], false);
    case 'KitThumbnailChanged':
      return holding(kitThumbnail, event.data.kitID, [heldKey(kitThumbnail, event.data.thumbnail)], true);
    case 'WordAdded':
    case 'WordUpdated':
      return holding(word, event.data.wordID, [heldKey(word, event.data.audio)], true);
    case 'WordDeleted':
      return holding(word, event.data.wordID, [], true);
    case 'UserAvatarChanged':
      return holding(avatar, String(event.data.userID), [heldKey(avatar, event.data.src)], true);
    case 'ResourceCreated':
    case 'ResourceUpdated':
      return holding(resource, event.data.resourceID, [heldKey(resource, event.data.data.image)], true);
    case 'ResourceDeleted':
      return holding(resource, event.data.resourceID, [], true);
    case 'SceneCreated':
      return holding(sceneImport, event.data.sceneID, [heldKey(sceneImport, event.data.importedFrom?.url)], false);
    // Earlier versions can be restored, so an SVG imported into any version stays the scene's.
    case 'SceneDocumentSaved':
      return holding(sceneImport, event.data.sceneID, [heldKey(sceneImport, event.data.importedFrom)], false);
    case 'SceneThumbnailChanged':
      return holding(sceneThumbnail, event.data.sceneID, [heldKey(sceneThumbnail, event.data.thumbnail)], true);
    case 'SceneNotesChanged':
      return holding(sceneNotes, event.data.sceneID, heldKeysInText(sceneNotes, event.data.text), true);
    default:
      return null;
  }
};
