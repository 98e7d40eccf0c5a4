// A tus DataStore over the BlobStore, so resumable uploads work the same on a local folder and on S3,
// and across command-api replicas. Each PATCH is stored as one part blob under
// staging/tus/<id>/part-<offset>; the upload's offset is the sum of its parts. A PATCH cut midway
// stores what arrived (tus ends the body stream gracefully on an abort), so the client resumes from
// there. Staging keys are never served (only purpose/yyyy/mm/uuid.ext keys are); the finished file is
// stored under its server-made key by the finish hook, which then drops the parts.
import { Readable } from 'node:stream';
import type * as TusUtils from '@tus/utils' with { 'resolution-mode': 'import' };
import type { BlobStore } from '@wb/platform';

const STAGING = 'staging/tus';
/** tus's default naming: 16 random bytes in hex. Anything else in a URL is no upload of ours. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;
const OFFSET_DIGITS = 13;

interface UploadInfo {
  readonly size: number | null;
  readonly metadata: Record<string, string | null>;
  readonly creationDate: string | null;
}

export const infoKey = (id: string): string => `${STAGING}/${id}/info`;
const partPrefix = (id: string): string => `${STAGING}/${id}/part-`;
const partKey = (id: string, offset: number): string => `${partPrefix(id)}${String(offset).padStart(OFFSET_DIGITS, '0')}`;

export const createBlobDataStore = (utils: typeof TusUtils, blobs: BlobStore) => {
  const notFound = () => utils.ERRORS.FILE_NOT_FOUND;

  /** The parts in order, each with its offset; only the run that starts at 0 without gaps counts. */
  const partsOf = async (id: string): Promise<{ key: string; size: number }[]> => {
    const parts = await blobs.list(partPrefix(id));
    const run: { key: string; size: number }[] = [];
    let offset = 0;
    for (const part of parts) {
      if (Number(part.key.slice(-OFFSET_DIGITS)) !== offset) break;
      run.push(part);
      offset += part.size;
    }
    return run;
  };

  const readInfo = async (id: string): Promise<UploadInfo> => {
    if (!UPLOAD_ID.test(id)) throw notFound();
    const stored = await blobs.get(infoKey(id));
    if (!stored) throw notFound();
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as UploadInfo;
  };

  class BlobDataStore extends utils.DataStore {
    constructor() {
      super();
      this.extensions = ['creation', 'termination'];
    }

    override async create(upload: TusUtils.Upload): Promise<TusUtils.Upload> {
      const info: UploadInfo = { size: upload.size ?? null, metadata: upload.metadata ?? {}, creationDate: upload.creation_date ?? null };
      await blobs.put(infoKey(upload.id), Readable.from([Buffer.from(JSON.stringify(info))]), { contentType: 'application/json' });
      return upload;
    }

    override async write(stream: Readable, id: string, offset: number): Promise<number> {
      const key = partKey(id, offset);
      const { size } = await blobs.put(key, stream);
      if (size === 0) await blobs.delete(key);
      return offset + size;
    }

    override async getUpload(id: string): Promise<TusUtils.Upload> {
      const info = await readInfo(id);
      const offset = (await partsOf(id)).reduce((sum, part) => sum + part.size, 0);
      return new utils.Upload({
        id, offset, metadata: info.metadata, ...(info.size === null ? {} : { size: info.size }), ...(info.creationDate ? { creation_date: info.creationDate } : {}),
      });
    }

    override async remove(id: string): Promise<void> {
      if (!UPLOAD_ID.test(id)) throw notFound();
      for (const blob of await blobs.list(`${STAGING}/${id}/`)) await blobs.delete(blob.key);
    }
  }

  /** The parts of a finished upload, one after the other, as one stream. */
  const contentOf = (id: string): Readable =>
    Readable.from((async function* () {
      for (const part of await partsOf(id)) {
        const stored = await blobs.get(part.key);
        if (!stored) throw new Error(`A part of upload ${id} went missing`);
        yield* stored.body;
      }
    })());

  return { store: new BlobDataStore(), contentOf, readInfo };
};
