// An image export (spec section 5): a stored png/jpeg/jpg converted at a scale to png, jpg/jpeg,
// tiff/tif or webp, stored as a new asset under a server-made key. The asset library's
// /assets/convertImage call loads the File, checks it may be exported, and calls this with its URL.
import { PassThrough, pipeline } from 'node:stream';
import { blobKeyOfUrl, extensionOf, Messages } from '@wb/contracts';
import { ApiError, convertImage, ImageBounds, ImageTooLarge, sourceBytesTooLarge, type BlobStore, type ExportScale, type ExportType } from '@wb/platform';
import { newBlobKey } from './blobKey';
import { blobUrlOf, type StoredUpload } from './store';

/** The export control exists only for these (section 5). */
export const EXPORTABLE = ['png', 'jpeg', 'jpg'] as const;

export interface ExportRequest {
  /** The source file's URL, as its File holds it (/api/v1/blobs/<key>). */
  readonly url: string;
  /** The source file's name, for the exported file's name. */
  readonly name: string;
  readonly type: ExportType;
  readonly scale: ExportScale;
}

/** The source's size names the file; the export's size names the scale asked for. */
const tooLarge = (err: ImageTooLarge): ApiError => new ApiError('validation', err.message, err.part === 'output' ? { resize: err.message } : { fileID: err.message });

const unreadable = (): ApiError => new ApiError('validation', 'That image could not be read.', { fileID: 'Not a readable image' });

const notExportable = (): ApiError => new ApiError('validation', 'Only png, jpeg and jpg images can be exported.', { fileID: 'Not an exportable image' });

/** "Diagram.png" at 2 as webp: "Diagram_2x.webp". */
export const exportedName = (name: string, scale: ExportScale, type: ExportType): string => {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}_${scale}x.${type}`;
};

export const exportImage = async (blobs: BlobStore, request: ExportRequest, userID: number): Promise<StoredUpload> => {
  const key = blobKeyOfUrl(request.url);
  if (key === null || !(EXPORTABLE as readonly string[]).includes(extensionOf(key))) throw notExportable();
  const source = await blobs.head(key);
  if (!source) throw new ApiError('notFound', Messages.blobNotFound);
  // Refused before it waits its turn; the converter holds the same bound while it reads.
  if (source.size > ImageBounds.maxSourceBytes) throw tooLarge(sourceBytesTooLarge());
  // The converter reads the source twice (its header, then the pixels); each read is a fresh stream.
  // pipeline, not pipe: the header read stops early, and the file it stops reading must be closed too.
  const open = () => {
    const through = new PassThrough();
    blobs.get(key).then(
      (got) => {
        if (!got) through.destroy(new ApiError('notFound', Messages.blobNotFound));
        else pipeline(got.body, through, () => undefined);
      },
      (err: Error) => through.destroy(err),
    );
    return through;
  };
  const converted = await convertImage(open, { type: request.type, scale: request.scale }).catch((err: unknown) => {
    if (err instanceof ImageTooLarge) throw tooLarge(err);
    // Too busy (503) or the file gone meanwhile (404) say so; anything else is the file's fault.
    if (err instanceof ApiError) throw err;
    throw unreadable();
  });
  const target = newBlobKey('asset', request.type === 'jpeg' ? 'jpeg' : request.type);
  const info = await blobs.put(target, converted.body, {
    contentType: converted.contentType,
    metadata: { name: exportedName(request.name, request.scale, request.type), userid: String(userID), purpose: 'asset' },
  });
  return { key: target, url: blobUrlOf(target), size: info.size };
};
