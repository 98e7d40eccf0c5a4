// POST /api/v1/upload: a multipart form with the fields `key` (the purpose) and then `file`; answers
// {url}. The key must come first (the client sends it so): the purpose's grant, types and bound are then
// known before the first byte of the file, which streams to the BlobStore through the guard. A file
// before its key is refused at once, never parked. The stored file is recorded against the uploader's
// quota, and a refusal answers while the rest of the body is dropped (drain.ts).
import busboy from 'busboy';
import type { NextFunction, Request, Response } from 'express';
import { ApiError, type BlobStore } from '@wb/platform';
import { discardBoundOf, discardRest } from './drain';
import { checkDeclared, keyAfterFile, missingKey, noFile, quotaExceeded } from './refusals';
import { uploaderIn } from './signedIn';
import { storeUpload, type StoredUpload } from './store';
import type { Room, UploadSpaces } from './uploadSpace';

/** The form around the file (boundaries, part headers, the key): room a declared length may take beyond the quota. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const cutShort = (): ApiError => new ApiError('validation', 'The upload was cut before it ended.', { file: 'Incomplete' });
const notAForm = (): ApiError => new ApiError('validation', 'Send the file as multipart/form-data with the fields key and file.', { file: 'Not a multipart form' });

export const multipartUpload =
  (blobs: BlobStore, spaces: UploadSpaces) =>
  async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const uploader = uploaderIn(res.locals);
    let discardBound = discardBoundOf();
    let work: Promise<StoredUpload> | null = null;
    let failed = false;
    // A form that ends early or is malformed (the connection cut, a bad boundary) is the sender's
    // doing: answered 400, while a failure of the store stays a server error.
    let formBroken = false;
    let form: busboy.Busboy | null = null;

    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      if (form) req.unpipe(form);
      discardRest(req, res, discardBound);
      // A file already stored for a form that then failed is dropped: no answer named it.
      work?.then((stored) => blobs.delete(stored.key)).catch(() => undefined);
      next(err instanceof ApiError || !formBroken ? err : cutShort());
    };

    let room: Room | null;
    try {
      room = await spaces.roomFor(uploader);
    } catch (err) {
      fail(err);
      return;
    }
    // A form plainly larger than what is left of the quota is refused before a byte of it is read.
    const declaredLength = Number(req.headers['content-length']);
    if (room !== null && Number.isFinite(declaredLength) && declaredLength > room.left + FORM_OVERHEAD_BYTES) {
      fail(quotaExceeded(room.left, room.quota));
      return;
    }

    try {
      // Names in the form's headers are UTF-8, as browsers send them (busboy would read them as latin1).
      form = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
    } catch {
      fail(notAForm());
      return;
    }
    let key: string | undefined;

    form.on('field', (name, value) => {
      if (name === 'key') key ??= value;
    });
    form.on('file', (field, stream, info) => {
      stream.on('error', () => {
        formBroken = true;
      });
      if (field !== 'file' || work !== null || failed) {
        stream.resume();
        return;
      }
      if (key === undefined) {
        stream.resume();
        fail(keyAfterFile());
        return;
      }
      try {
        const declared = checkDeclared(key, info.filename, undefined, uploader.grants);
        discardBound = discardBoundOf(declared.purpose);
        work = storeUpload(blobs, stream, declared, uploader.userID, room).then(async (stored) => {
          await spaces.record(uploader, { purpose: declared.purpose, key: stored.key, size: stored.size }).catch(async (err: unknown) => {
            await blobs.delete(stored.key);
            throw err;
          });
          return stored;
        });
        work.catch(fail);
      } catch (err) {
        stream.resume();
        fail(err);
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
      work.then((stored) => {
        if (!failed) res.json({ url: stored.url });
      }, fail);
    });
    req.pipe(form);
  };
