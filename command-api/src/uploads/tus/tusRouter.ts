// Resumable uploads at /api/v1/tusupload/ (@tus/server), metadata name, type and key. The purpose, the
// uploader's grant for it, the extension and the declared length are checked when the upload is
// created, and the declared length is held against the uploader's quota until the upload ends; the
// content (first bytes) and the bound again when it finishes, as the parts are joined into the blob
// under its server-made key. The finishing PATCH answers 200 {url} (and the URL in Upload-Url) instead
// of tus's bare 204. Refusals keep the connection (drain.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Router } from 'express';
import type * as TusServer from '@tus/server' with { 'resolution-mode': 'import' };
import type * as TusUtils from '@tus/utils' with { 'resolution-mode': 'import' };
import { MAX_UPLOAD_BYTES, UploadPaths } from '@wb/contracts';
import { ApiError, loadEsModule, type BlobStore, type Logger } from '@wb/platform';
import { DISCARD_MAX_BYTES, keepConnectionOnRefusal } from '../drain';
import { esPackageEntry } from '../esPackage';
import { checkDeclared } from '../refusals';
import { uploaderIn, type Uploader } from '../signedIn';
import { storeUpload } from '../store';
import type { UploadSpaces } from '../uploadSpace';
import { createBlobDataStore, OWNER, UPLOAD_EXPIRES_MS } from './blobDataStore';

/**
 * The hooks get tus's web Request; its Node request and response (srvx's runtime.node) carry the
 * session's uploader, which the signed-in check before this router has set. Never a header: tus reads
 * headers from the raw request, where a client could put anything.
 */
type HookRequest = { readonly runtime?: { readonly node?: { readonly res?: { readonly locals?: Record<string, unknown> } } } };

const uploaderOf = (req: unknown): Uploader => uploaderIn((req as HookRequest).runtime?.node?.res?.locals);

/** A refusal as tus answers it: the status and our usual JSON error body. */
const tusRefusal = (err: unknown) => {
  if (err instanceof ApiError) return { status_code: err.status, body: JSON.stringify(err.toBody()) };
  throw err;
};

export const tusRouter = (blobs: BlobStore, logger: Logger, spaces: UploadSpaces): Router => {
  const { Server } = loadEsModule<typeof TusServer>(esPackageEntry('@tus/server'));
  const utils = loadEsModule<typeof TusUtils>(esPackageEntry('@tus/utils'));
  // An upload that ends without a file (refused, cancelled, expired) gives its held space back.
  const released = async (id: string, ownerID: number | null) => {
    if (ownerID === null) return;
    await spaces.release(ownerID, id, `tus-${id}`).catch((err: unknown) => logger.warn({ err, upload: id }, 'freeing the space of an upload failed'));
  };
  const { store, contentOf, readInfo } = createBlobDataStore(utils, blobs, released);

  const server = new Server({
    path: UploadPaths.tus,
    datastore: store,
    relativeLocation: true,
    maxSize: MAX_UPLOAD_BYTES,
    async onUploadCreate(req, upload) {
      try {
        if (upload.size === undefined) throw new ApiError('validation', 'Say the length of the upload (Upload-Length).', { 'Upload-Length': 'Required' });
        const metadata = upload.metadata ?? {};
        const uploader = uploaderOf(req);
        checkDeclared(metadata.key ?? undefined, metadata.name ?? undefined, upload.size, uploader.grants);
        await spaces.reserve(uploader, upload.id, upload.size, new Date(Date.now() + UPLOAD_EXPIRES_MS));
        return { metadata: { ...metadata, [OWNER]: String(uploader.userID) } };
      } catch (err) {
        throw tusRefusal(err);
      }
    },
    async onIncomingRequest(req, id) {
      // An upload is its uploader's alone: another user who learns its URL can neither read its
      // offset nor add to it.
      const info = await readInfo(id).catch(() => null);
      if (info && info.metadata[OWNER] !== String(uploaderOf(req).userID)) {
        throw { status_code: 403, body: JSON.stringify(new ApiError('forbidden', 'That upload is not yours.').toBody()) };
      }
    },
    // Our refusals raised inside the store (the first part's content check) answer as themselves.
    onResponseError(_req, err) {
      return err instanceof ApiError ? { status_code: err.status, body: JSON.stringify(err.toBody()) } : undefined;
    },
    async onUploadFinish(req, upload) {
      const metadata = upload.metadata ?? {};
      try {
        // The grant is asked again: one taken away while the upload ran stops it here.
        const uploader = uploaderOf(req);
        const declared = checkDeclared(metadata.key ?? undefined, metadata.name ?? undefined, upload.size, uploader.grants);
        const room = await spaces.roomFor(uploader, upload.id);
        const stored = await storeUpload(blobs, contentOf(upload.id), declared, uploader.userID, room);
        await spaces.record(uploader, { purpose: declared.purpose, key: stored.key, size: stored.size }, upload.id).catch(async (err: unknown) => {
          await blobs.delete(stored.key);
          throw err;
        });
        return { status_code: 200, headers: { 'Upload-Url': stored.url, 'Content-Type': 'application/json' }, body: JSON.stringify({ url: stored.url }) };
      } catch (err) {
        logger.info({ upload: upload.id, err: err instanceof Error ? err.message : String(err) }, 'a finished upload was refused');
        throw tusRefusal(err);
      } finally {
        await store.remove(upload.id).catch(() => undefined);
      }
    },
  });

  // Uploads begun and never finished are dropped after a day (the timer does not keep the process up).
  setInterval(
    () => {
      server.cleanUpExpiredUploads().then(
        (removed) => {
          if (removed > 0) logger.info({ removed }, 'dropped unfinished uploads older than a day');
        },
        (err: unknown) => logger.warn({ err }, 'dropping unfinished uploads failed'),
      );
    },
    60 * 60 * 1000,
  ).unref();

  const router = express.Router();
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    // A PATCH body is at most what the upload declared, which its purpose bounds.
    keepConnectionOnRefusal(req, res, DISCARD_MAX_BYTES);
    server.handle(req, res).catch((err: unknown) => {
      logger.error({ err }, 'the tus server failed');
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { msg: 'Something happened', code: 'internal' } }));
    });
  };
  router.all([UploadPaths.tus, `${UploadPaths.tus}/`, `${UploadPaths.tus}/:id`], (req, res) => handle(req, res));
  return router;
};
