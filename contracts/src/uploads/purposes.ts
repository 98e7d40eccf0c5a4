// What may be uploaded, by purpose (spec section 5: the `key` field of an upload), with a size bound
// for each; the media extensions of section 9. The server checks these, and the client reads them to
// refuse early; the blob key of a stored upload is made from the purpose, never from the user's file name.

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Section 9: video, image, audio, svg, text, pdf. */
export const MEDIA_EXTENSIONS = ['mp4', 'avi', 'mov', 'png', 'jpeg', 'jpg', 'tiff', 'tif', 'gif', 'mp3', 'wav', 'svg', 'txt', 'md', 'pdf'] as const;

const IMAGE = ['png', 'jpeg', 'jpg'] as const;

export interface UploadPurpose {
  readonly extensions: readonly string[];
  /** Largest accepted upload, bytes. */
  readonly maxBytes: number;
}

export const UploadPurposes = {
  projectThumbnail: { extensions: ['jpg', 'jpeg'], maxBytes: 10 * MB },
  kitThumbnail: { extensions: ['jpeg', 'jpg', 'png'], maxBytes: 10 * MB },
  avatar: { extensions: IMAGE, maxBytes: 10 * MB },
  // webm: what the browser's recorder makes (section 9).
  pronunciation: { extensions: ['mp3', 'wav', 'ogg', 'webm'], maxBytes: 20 * MB },
  camtasia: { extensions: ['zip'], maxBytes: 2 * GB },
  transcript: { extensions: ['md'], maxBytes: 5 * MB },
  script: { extensions: ['gdoc'], maxBytes: 1 * MB },
  svg: { extensions: ['svg'], maxBytes: 20 * MB },
  voiceover: { extensions: ['wav', 'mp3'], maxBytes: 1 * GB },
  textbook: { extensions: [...IMAGE, 'pdf'], maxBytes: 200 * MB },
  design: {
    extensions: ['afdesign', 'ai', 'psd', 'afpalette', 'dfont', 'ttf', 'asa', 'aep', 'indd', 'indt', 'afpub', 'pptx', 'afassets', 'zip'],
    maxBytes: 2 * GB,
  },
  asset: { extensions: [...MEDIA_EXTENSIONS, 'zip'], maxBytes: 2 * GB },
  resource: { extensions: IMAGE, maxBytes: 10 * MB },
  // Scenes (spec 002): a thumbnail drawn by the scene player, an image in a scene's notes (jpg, jpeg, png).
  sceneThumbnail: { extensions: ['png', 'jpg', 'jpeg'], maxBytes: 10 * MB },
  sceneNotesImage: { extensions: IMAGE, maxBytes: 10 * MB },
  // A picture embedded in an imported SVG, stored by the import itself (never uploaded by a browser).
  sceneImage: { extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'], maxBytes: 20 * MB },
  // Credits (spec 002): a partner logo, and credits.png, which the server draws and stores itself.
  creditsLogo: { extensions: IMAGE, maxBytes: 10 * MB },
  creditsImage: { extensions: ['png'], maxBytes: 20 * MB },
  // An exported MP4 (scene or file export), stored by the exporter itself (contracts/src/exports).
  exportVideo: { extensions: ['mp4'], maxBytes: 2 * GB },
} as const satisfies Record<string, UploadPurpose>;

export type UploadPurposeName = keyof typeof UploadPurposes;
export const UPLOAD_PURPOSES = Object.keys(UploadPurposes) as UploadPurposeName[];

/** The largest bound of any purpose: no upload of any kind is accepted above it. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UploadPurposes).map((p) => p.maxBytes));

export const isUploadPurpose = (key: string): key is UploadPurposeName => Object.hasOwn(UploadPurposes, key);

/** The extension of a file name, lower-cased, without the dot; '' when it has none. */
export const extensionOf = (fileName: string): string => {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
};

/** Whether a purpose accepts a file of that name (by its extension). */
export const purposeAccepts = (purpose: UploadPurposeName, fileName: string): boolean => (UploadPurposes[purpose].extensions as readonly string[]).includes(extensionOf(fileName));

/** A purpose's size bound as its refusal words it ('10 MB', '2 GB'), the same on client and server. */
export const sizeLimitText = (purpose: UploadPurposeName): string => {
  const bytes = UploadPurposes[purpose].maxBytes;
  return bytes >= GB ? `${bytes / GB} GB` : `${bytes / MB} MB`;
};

/** Where uploads and stored files are served, under the API prefix. */
export const UploadPaths = {
  upload: '/api/v1/upload',
  /** The tus endpoint; an upload in progress is `${tus}/<id>`. */
  tus: '/api/v1/tusupload',
  blobs: '/api/v1/blobs',
} as const;

/** Above about this size the client sends a file with tus (section 9). */
export const RESUMABLE_ABOVE_BYTES = 1024 * 1024;
/** Section 9: the tus client's chunk size and retry delays. */
export const TUS_CHUNK_BYTES = 300_000_000;
export const TUS_RETRY_DELAYS_MS = [0, 2000, 3000, 50000] as const;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOADED_KEY = new RegExp(`^(${Object.keys(UploadPurposes).join('|')})/\\d{4}/\\d{2}/${UUID}\\.[a-z0-9]{1,10}$`);

/**
 * Whether a blob key names a finished upload (purpose/yyyy/mm/uuid.ext, as the server makes them), and
 * not the parts of an upload in progress or anything else kept in the store.
 */
export const isUploadedBlobKey = (key: string): boolean => UPLOADED_KEY.test(key);

/** The purpose part of an uploaded blob's key. */
export const purposeOfBlobKey = (key: string): UploadPurposeName | null => {
  const purpose = key.slice(0, key.indexOf('/'));
  return isUploadedBlobKey(key) && isUploadPurpose(purpose) ? purpose : null;
};

/** The media type a stored file is served with, by extension. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  webm: 'audio/webm',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  gdoc: 'application/json',
  psd: 'image/vnd.adobe.photoshop',
  ai: 'application/postscript',
  ttf: 'font/ttf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export const contentTypeOf = (extension: string): string => CONTENT_TYPES[extension] ?? 'application/octet-stream';

/** The blob key inside one of our stored files' URLs (/api/v1/blobs/<key>); null for any other URL. */
export const blobKeyOfUrl = (url: string): string | null => {
  const prefix = `${UploadPaths.blobs}/`;
  const path = url.startsWith(prefix)
    ? url
    : (() => {
        try {
          return new URL(url).pathname;
        } catch {
          return '';
        }
      })();
  const key = path.startsWith(prefix) ? path.slice(prefix.length) : '';
  return isUploadedBlobKey(key) ? key : null;
};

/** Any stored file's address in a text, wherever it stands (an image, a link, inside another address). */
const ADDRESS_IN_TEXT = new RegExp(`${UploadPaths.blobs}/[A-Za-z0-9/._-]+`, 'g');

/** The keys of the uploads whose addresses a text (notes, as html) holds, each once. */
export const blobKeysInText = (text: string): string[] => [...new Set((text.match(ADDRESS_IN_TEXT) ?? []).map(blobKeyOfUrl).filter((key): key is string => key !== null))];
