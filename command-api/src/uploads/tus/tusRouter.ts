// Resumable uploads at /api/v1/tusupload/ (@tus/server), metadata name, type and key. The purpose,
// extension and declared length are checked when the upload is created; the content (first bytes)
// and the bound again when it finishes, as the parts are joined into the blob under its server-made
// key. The finishing PATCH answers 200 {url} (and the URL in Upload-Url) instead of tus's bare 204.
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Router } from 'express';
import type * as TusServer from '@tus/server' with { 'resolution-mode': 'import' };
import type * as TusUtils from '@tus/utils' with { 'resolution-mode': 'import' };
import { MAX_UPLOAD_BYTES, UploadPaths } from '@wb/contracts';
import { ApiError, loadEsModule, unauthenticated, type BlobStore, type Logger } from '@wb/platform';
import { esPackageEntry } from '../esPackage';
import { checkDeclared } from '../refusals';
import { storeUpload } from '../store';
import { createBlobDataStore } from './blobDataStore';


const OWNER = 'userid';

/**
 * The hooks get tus's web Request; its Node request and response (srvx's runtime.node) carry the
 * session's user, which the signed-in check before this router has set. Never a header: tus reads
 * headers from the raw request, where a client could put anything.
 */
type HookRequest = { readonly runtime?: { readonly node?: { readonly res?: { readonly locals?: { readonly userID?: unknown } } } } };

/** A refusal as tus answers it: the status and our usual JSON error body. */
const tusRefusal = (err: unknown) => {
  if (err instanceof ApiError) return { status_code: err.status, body: JSON.stringify(err.toBody()) };
  throw err;
};

export const tusRouter = (blobs: BlobStore, logger: Logger): Router => {
  const { Server } = loadEsModule<typeof TusServer>(esPackageEntry('@tus/server'));
  const utils = loadEsModule<typeof TusUtils>(esPackageEntry('@tus/utils'));
  const { store, contentOf, readInfo } = createBlobDataStore(utils, blobs);
  const uploaderOf = (req: unknown): number => {
    const userID = (req as HookRequest).runtime?.node?.res?.locals?.userID;
    // The router only passes requests of signed-in users on; anything else is a programming error.
    if (typeof userID !== 'number') throw unauthenticated();
    return userID;
  };

  const server = new Server({
    path: UploadPaths.tus,
    datastore: store,
    relativeLocation: true,
    maxSize: MAX_UPLOAD_BYTES,
    async onUploadCreate(req, upload) {
      try {
        if (upload.size === undefined) throw new ApiError('validation', 'Say the length of the upload (Upload-Length).', { 'Upload-Length': 'Required' });
        const metadata = upload.metadata ?? {};
        checkDeclared(metadata.key ?? undefined, metadata.name ?? undefined, upload.size);
        return { metadata: { ...metadata, [OWNER]: String(uploaderOf(req)) } };
      } catch (err) {
        throw tusRefusal(err);
      }
    },
    async onIncomingRequest(req, id) {
      // An upload is its uploader's alone: another user who learns its URL can neither read its
      // offset nor add to it.
      const info = await readInfo(id).catch(() => null);
      if (info && info.metadata[OWNER] !== String(uploaderOf(req))) {
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
        const declared = checkDeclared(metadata.key ?? undefined, metadata.name ?? undefined, upload.size);
        const stored = await storeUpload(blobs, contentOf(upload.id), declared, uploaderOf(req));
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
  setInterval(() => {
    server.cleanUpExpiredUploads().then(
      (removed) => { if (removed > 0) logger.info({ removed }, 'dropped unfinished uploads older than a day'); },
      (err: unknown) => logger.warn({ err }, 'dropping unfinished uploads failed'),
    );
  }, 60 * 60 * 1000).unref();

  const router = express.Router();
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    server.handle(req, res).catch((err: unknown) => {
      logger.error({ err }, 'the tus server failed');
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { msg: 'Something happened', code: 'internal' } }));
    });
  };
  router.all([UploadPaths.tus, `${UploadPaths.tus}/`, `${UploadPaths.tus}/:id`], (req, res) => handle(req, res));
  return router;
};
