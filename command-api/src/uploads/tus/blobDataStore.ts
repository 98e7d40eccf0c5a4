// A tus DataStore over the BlobStore, so resumable uploads work the same on a local folder and on S3,
// and across command-api replicas. Each PATCH is stored as one part blob under
// staging/tus/<id>/part-<offset>-<uuid>; the upload's offset is the sum of its parts. A PATCH cut midway
// stores what arrived (tus ends the body stream gracefully on an abort), so the client resumes from
// there. Staging keys are never served (only purpose/yyyy/mm/uuid.ext keys are); the finished file is
// stored under its server-made key by the finish hook, which then drops the parts.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type * as TusUtils from '@tus/utils' with { 'resolution-mode': 'import' };
import { extensionOf } from '@wb/contracts';
import { ApiError, type BlobStore } from '@wb/platform';
import { headCheck } from '../guard';

const STAGING = 'staging/tus';
/** tus's default naming: 16 random bytes in hex. Anything else in a URL is no upload of ours. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;
const OFFSET_DIGITS = 13;
/** An upload not finished within a day is dropped with its parts (tus's expiration extension). */
export const UPLOAD_EXPIRES_MS = 24 * 60 * 60 * 1000;

interface UploadInfo {
  readonly size: number | null;
  readonly metadata: Record<string, string | null>;
  readonly creationDate: string | null;
}

export const infoKey = (id: string): string => `${STAGING}/${id}/info`;
const partPrefix = (id: string): string => `${STAGING}/${id}/part-`;
const partKey = (id: string, offset: number): string => `${partPrefix(id)}${String(offset).padStart(OFFSET_DIGITS, '0')}-${randomUUID()}`;

/** The metadata key under which an upload's creator is kept (set by the tus router at creation). */
export const OWNER = 'userid';

/** Told of every upload removed unfinished or after its end (refused, cancelled, expired, stored). */
export type OnRemoved = (id: string, ownerID: number | null) => Promise<void>;

export const createBlobDataStore = (utils: typeof TusUtils, blobs: BlobStore, onRemoved: OnRemoved = async () => undefined) => {
  const notFound = () => utils.ERRORS.FILE_NOT_FOUND;

  /**
   * The parts in order, each with its offset: from 0, at each offset the largest part written there.
   * Every write has a key of its own, so a cut PATCH still being stored when the client has already
   * resumed (and sent those bytes again) never overwrites the newer part; it is only a smaller one.
   */
  const partsOf = async (id: string): Promise<{ key: string; size: number }[]> => {
    const byOffset = new Map<number, { key: string; size: number }>();
    for (const part of await blobs.list(partPrefix(id))) {
      const offset = Number(part.key.slice(partPrefix(id).length, partPrefix(id).length + OFFSET_DIGITS));
      const known = byOffset.get(offset);
      if (part.size > 0 && (!known || part.size > known.size)) byOffset.set(offset, part);
    }
    const run: { key: string; size: number }[] = [];
    for (let offset = 0, part = byOffset.get(0); part; part = byOffset.get(offset)) {
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
      this.extensions = ['creation', 'termination', 'expiration'];
    }

    override async create(upload: TusUtils.Upload): Promise<TusUtils.Upload> {
      upload.creation_date ??= new Date().toISOString();
      const info: UploadInfo = { size: upload.size ?? null, metadata: upload.metadata ?? {}, creationDate: upload.creation_date };
      await blobs.put(infoKey(upload.id), Readable.from([Buffer.from(JSON.stringify(info))]), { contentType: 'application/json' });
      return upload;
    }

    override async write(stream: Readable, id: string, offset: number): Promise<number> {
      const key = partKey(id, offset);
      let body: Readable = stream;
      if (offset === 0) {
        const info = await readInfo(id);
        const check = headCheck(extensionOf(info.metadata.name ?? ''), info.size ?? Number.MAX_SAFE_INTEGER);
        stream.on('error', (err) => check.destroy(err));
        // The refusal reaches tus as this write's rejection; a late second emission must not crash.
        check.on('error', () => undefined);
        body = stream.pipe(check);
      }
      const { size } = await blobs.put(key, body).catch(async (err: unknown) => {
        // A first part that is not what its name says ends the upload: nothing of it is kept.
        if (err instanceof ApiError) await this.remove(id);
        throw err;
      });
      if (size === 0) await blobs.delete(key);
      return offset + size;
    }

    override async getUpload(id: string): Promise<TusUtils.Upload> {
      const info = await readInfo(id);
      const offset = (await partsOf(id)).reduce((sum, part) => sum + part.size, 0);
      return new utils.Upload({
        id,
        offset,
        metadata: info.metadata,
        ...(info.size === null ? {} : { size: info.size }),
        ...(info.creationDate ? { creation_date: info.creationDate } : {}),
      });
    }

    override getExpiration(): number {
      return UPLOAD_EXPIRES_MS;
    }

    /** Drops every upload begun more than a day ago and never finished; answers how many. */
    override async deleteExpired(): Promise<number> {
      const now = Date.now();
      const ids = (await blobs.list(`${STAGING}/`)).filter((blob) => blob.key.endsWith('/info')).map((blob) => blob.key.split('/')[2] ?? '');
      let removed = 0;
      for (const id of ids) {
        const info = await readInfo(id).catch(() => null);
        const begun = info?.creationDate ? Date.parse(info.creationDate) : 0;
        if (now - begun > UPLOAD_EXPIRES_MS) {
          await this.remove(id);
          removed += 1;
        }
      }
      return removed;
    }

    override async remove(id: string): Promise<void> {
      if (!UPLOAD_ID.test(id)) throw notFound();
      const owner = Number((await readInfo(id).catch(() => null))?.metadata[OWNER] ?? Number.NaN);
      for (const blob of await blobs.list(`${STAGING}/${id}/`)) await blobs.delete(blob.key);
      await onRemoved(id, Number.isSafeInteger(owner) ? owner : null);
    }
  }

  /** The parts of a finished upload, one after the other, as one stream. */
  const contentOf = (id: string): Readable =>
    Readable.from(
      (async function* () {
        for (const part of await partsOf(id)) {
          const stored = await blobs.get(part.key);
          if (!stored) throw new Error(`A part of upload ${id} went missing`);
          yield* stored.body;
        }
      })(),
    );

  return { store: new BlobDataStore(), contentOf, readInfo };
};
