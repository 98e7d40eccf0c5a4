// Who may read a stored file: those who may read what holds it (docs/decisions/uploads-and-blobs.md, Blob access). A
// kit's file is its kits' readers' (anyone's while a public kit holds it), a project's file and a
// scene's pictures the projects' readers', a kit thumbnail the library's (anyone's while its kit is
// public), a word's recording and an avatar every signed-in user's, a resource's image the resource
// admins'. An upload nothing holds yet is its uploader's alone; and an uploader may always read their
// own upload. Reads of the library's files stop for the day once the reader's recorded downloads
// reach the daily limit (/files/recordDownload).
import { DAILY_DOWNLOAD_LIMIT, satisfies, type BlobHolderKind, type Grant, type UploadPurposeName } from '@wb/contracts';
import type { Access } from '@wb/platform';

export interface BlobReader {
  /** null for a visitor without a session. */
  readonly userID: number | null;
  readonly access: Access | null;
}

/** One thing holding the file, as the blobHolders read model has it. */
export interface BlobHolding {
  readonly kind: BlobHolderKind;
  /** A public kit's active file, or a public kit's thumbnail. */
  readonly public: boolean;
  /** A file of the library linked to a project (a project file). */
  readonly inProject: boolean;
}

export interface BlobFacts {
  readonly holdings: readonly BlobHolding[];
  readonly purpose: UploadPurposeName | null;
  /** Who uploaded it (the stored file's metadata); null when it does not say. */
  readonly uploaderID: number | null;
  /** The reader's downloads recorded today (UTC). */
  readonly downloadsToday: number;
}

/** Another way to be let in, tried when the holdings refuse (createQueryApi's blobReadRules). */
export type BlobReadRule = (key: string, reader: BlobReader) => Promise<boolean>;

type Readers = readonly Grant[] | 'signedIn';

const PROJECT_READERS: Readers = ['content.projects-view'];
const readersOf = (holding: BlobHolding): Readers => {
  switch (holding.kind) {
    case 'file':
      return holding.inProject ? ['content.assets-view', 'content.projects-view'] : ['content.assets-view'];
    case 'kitThumbnail':
      return ['content.assets-view'];
    case 'word':
    case 'avatar':
      return 'signedIn';
    case 'resource':
      return ['admin.resources'];
    case 'sceneThumbnail':
    case 'sceneImport':
    case 'sceneNotes':
      return PROJECT_READERS;
    default: {
      const _exhaustive: never = holding.kind;
      return _exhaustive;
    }
  }
};

/**
 * Files no event names but whose purpose says whose they are: the pictures of an imported SVG, which
 * only the import stores and only the scene document (not an event) points at.
 */
const readersByPurpose: Partial<Record<UploadPurposeName, Readers>> = {
  projectThumbnail: PROJECT_READERS,
  sceneImage: PROJECT_READERS,
  creditsLogo: PROJECT_READERS,
  creditsImage: PROJECT_READERS,
  exportVideo: PROJECT_READERS,
};

const mayRead = (readers: Readers, grants: readonly string[]): boolean => readers === 'signedIn' || readers.some((g) => satisfies(grants, g));

/**
 * Whether a live automation key of scope exporter (sent as `?key=` by the screen-recording exporter,
 * with no session) reads the file: what a project's viewer reads (a project's files, a scene's pictures,
 * thumbnail, import and notes), never what only the library, signed-in users or the resource admins
 * read (docs/decisions/screenRecorder.md, "Pictures with an access key").
 */
export const exporterKeyReads = (facts: Pick<BlobFacts, 'holdings' | 'purpose'>): boolean => {
  const asViewer = (readers: Readers): boolean => readers !== 'signedIn' && mayRead(readers, PROJECT_READERS);
  const byPurpose = facts.purpose === null ? undefined : readersByPurpose[facts.purpose];
  return facts.holdings.some((h) => asViewer(readersOf(h))) || (byPurpose !== undefined && asViewer(byPurpose));
};

export type BlobReadDecision = 'allowed' | 'signIn' | 'refused' | 'limitReached';

export const decideBlobRead = (facts: BlobFacts, reader: BlobReader): BlobReadDecision => {
  if (facts.holdings.some((h) => h.public)) return 'allowed';
  const { access } = reader;
  if (reader.userID === null || access === null || access.deactivated) return 'signIn';
  if (facts.uploaderID === reader.userID) return 'allowed';
  const through = facts.holdings.filter((h) => mayRead(readersOf(h), access.grants));
  const byPurpose = facts.purpose === null ? undefined : readersByPurpose[facts.purpose];
  if (through.length === 0 && !(byPurpose !== undefined && mayRead(byPurpose, access.grants))) return 'refused';
  // Only the library's files count as downloads: a thumbnail or an avatar shown beside one still shows.
  const onlyAsLibraryFile = byPurpose === undefined && through.every((h) => h.kind === 'file');
  return onlyAsLibraryFile && facts.downloadsToday >= DAILY_DOWNLOAD_LIMIT ? 'limitReached' : 'allowed';
};
