// What may hold a stored file (a blob key), as the blobHolders read model records it: the projection
// writes these words and the blob GET's access rule reads them, so both sides name them from here.
// Each holder of an uploaded kind holds only keys of its own upload purpose (a kit thumbnail holds a
// kitThumbnail upload, a word a pronunciation recording...), so an address pointing elsewhere
// lends that file no readers.
import type { UploadPurposeName } from '../uploads/purposes';

export const BlobHolderKinds = {
  /** An asset library file: every version and image export of it (any purpose: kit and project files). */
  file: 'file',
  kitThumbnail: 'kitThumbnail',
  word: 'word',
  avatar: 'avatar',
  resource: 'resource',
  sceneThumbnail: 'sceneThumbnail',
  /** The SVG a scene was imported from. */
  sceneImport: 'sceneImport',
  /** Images in a scene's notes. */
  sceneNotes: 'sceneNotes',
} as const;
export type BlobHolderKind = (typeof BlobHolderKinds)[keyof typeof BlobHolderKinds];

/** The upload purpose each kind holds; null: any purpose (a file's versions). */
export const BlobHolderPurposes: Readonly<Record<BlobHolderKind, UploadPurposeName | null>> = {
  file: null,
  kitThumbnail: 'kitThumbnail',
  word: 'pronunciation',
  avatar: 'avatar',
  resource: 'resource',
  sceneThumbnail: 'sceneThumbnail',
  sceneImport: 'svg',
  sceneNotes: 'sceneNotesImage',
};
