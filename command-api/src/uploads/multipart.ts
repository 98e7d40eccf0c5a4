// POST /api/v1/upload: a multipart form with the fields `key` (the purpose) and `file`; answers {url}.
// The file streams to the BlobStore as it arrives. When the form sends `key` first (as the client does),
// the purpose is known before the first byte; when it comes after the file, the file is parked in the
// store's staging area under the largest bound of any purpose, then checked and stored once the key is read.
import { randomUUID } from 'node:crypto';
import busboy from 'busboy';
import type { NextFunction, Request, Response } from 'express';
import { MAX_UPLOAD_BYTES } from '@wb/contracts';
import { ApiError, type BlobStore } from '@wb/platform';
import { sizeLimit } from './guard';
import { checkDeclared, missingKey, noFile, type Declared } from './refusals';
import { storeUpload, type StoredUpload } from './store';

const STAGING = 'staging/multipart';

const cutShort = (): ApiError => new ApiError('validation', 'The upload was cut before it ended.', { file: 'Incomplete' });

/** Stores a parked file for its purpose, then drops the parked copy. */
const promoteParked = async (blobs: BlobStore, parkedKey: string, declared: Declared, userID: number): Promise<StoredUpload> => {
  try {
    const parked = await blobs.get(parkedKey);
    if (!parked) throw cutShort();
    return await storeUpload(blobs, parked.body, declared, userID);
  } finally {
    await blobs.delete(parkedKey);
  }
};

export const multipartUpload = (blobs: BlobStore) => (req: Request, res: Response, next: NextFunction): void => {
  const userID = res.locals.userID as number;
  let form: busboy.Busboy;
  try {
    form = busboy({ headers: req.headers, limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
  } catch {
    next(new ApiError('validation', 'Send the file as multipart/form-data with the fields key and file.', { file: 'Not a multipart form' }));
    return;
  }
  let key: string | undefined;
  let work: Promise<{ stored: StoredUpload } | { parked: string; name: string | undefined }> | null = null;
  let failed = false;
  // A form that ends early or is malformed (the connection cut, a bad boundary) is the sender's
  // doing: answered 400, while a failure of the store stays a server error.
  let formBroken = false;

  const fail = (err: unknown) => {
    if (failed) return;
    failed = true;
    // Stop reading the rest of the body; the answer closes the connection.
    req.unpipe(form);
    req.resume();
    res.setHeader('Connection', 'close');
    // A file already stored (or parked) for a form that then failed is dropped: no answer named it.
    work?.then((done) => blobs.delete('stored' in done ? done.stored.key : done.parked)).catch(() => undefined);
    next(err instanceof ApiError || !formBroken ? err : cutShort());
  };

  form.on('field', (name, value) => {
    if (name === 'key') key = value;
  });
  form.on('file', (field, stream, info) => {
    stream.on('error', () => {
      formBroken = true;
    });
    if (field !== 'file' || work !== null) {
      stream.resume();
      return;
    }
    if (key !== undefined) {
      let declared: Declared;
      try {
        declared = checkDeclared(key, info.filename);
      } catch (err) {
        stream.resume();
        fail(err);
        return;
      }
      work = storeUpload(blobs, stream, declared, userID).then((stored) => ({ stored }));
      work.catch(fail);
    } else {
      // Parked under the largest bound of any purpose; the content is checked on promotion.
      const parked = `${STAGING}/${randomUUID()}`;
      const limit = sizeLimit(MAX_UPLOAD_BYTES);
      stream.on('error', (err) => limit.destroy(err));
      work = blobs.put(parked, stream.pipe(limit)).then(() => ({ parked, name: info.filename }));
      work.catch(fail);
    }
  });
  form.on('error', (err) => {
    formBroken = true;
    fail(err);
  });
  req.on('aborted', () => {
    formBroken = true;
  });
  form.on('close', () => {
    if (failed) return;
    if (work === null) {
      fail(key === undefined ? missingKey() : noFile());
      return;
    }
    work.then(async (done) => {
      if ('stored' in done) return done.stored;
      let declared: Declared;
      try {
        declared = checkDeclared(key, done.name);
      } catch (err) {
        await blobs.delete(done.parked);
        throw err;
      }
      return promoteParked(blobs, done.parked, declared, userID);
    }).then((stored) => {
      if (!failed) res.json({ url: stored.url });
    }, fail);
  });
  req.pipe(form);
};
