// GET /api/v1/blobs/<key>: a stored upload, streamed. Only keys of finished uploads are served (never
// the parts of one in progress); the type is the one stored with it (from its extension); ?download=1
// adds Content-Disposition with the original name; a single Range is answered with 206. The read
// sits in query-api with the other reads (docs/decisions/uploads-and-blobs.md). Who may read it: blobAccess.ts, from the
// blobHolders read model (one indexed lookup) and the stored file's uploader (its head, read anyway).
// A reader the rules refuse may still come with `?key=`, a live automation key of scope exporter: it
// reads what a project's viewer reads (the screen-recording exporter without a session).
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { Headers, Messages, ReadModels, purposeOfBlobKey } from '@wb/contracts';
import { ApiError, unauthenticated, type Access, type BlobStore, type EventStore, type Pool, type ProjectionRunner } from '@wb/platform';
import { liveKeyOf } from '../automationKeys/keyAccess';
import { decideBlobRead, exporterKeyReads, type BlobReadRule, type BlobReader } from './blobAccess';
import { holdingsOf } from './blobHolders';
import { sendBlob } from './sendBlob';

export interface BlobRouterDeps {
  readonly blobs: BlobStore;
  readonly pool: Pool;
  readonly runner: ProjectionRunner;
  readonly eventStore: EventStore;
  readonly accessOf: (userID: number) => Promise<Access | null>;
  /** How long a read waits for the holdings to pass the caller's X-Min-Position. */
  readonly waitMs: number;
  /** Further ways in, tried when the holdings refuse. */
  readonly rules: readonly BlobReadRule[];
}

const POSITION = /^\d{1,20}$/;
const uploaderOf = (metadata: Readonly<Record<string, string>>): number | null => {
  const id = metadata.userid ?? '';
  return /^\d{1,15}$/.test(id) ? Number(id) : null;
};

export const blobRouter = ({ blobs, pool, runner, eventStore, accessOf, waitMs, rules }: BlobRouterDeps): Router => {
  const router = express.Router();
  const notFound = () => new ApiError('notFound', Messages.blobNotFound);
  const liveKey = liveKeyOf(pool);
  /** An exporter page's `?key=`, checked only when nothing else lets the reader in. */
  const byExporterKey = async (req: Request): Promise<boolean> => {
    const key = req.query.key;
    return typeof key === 'string' && key !== '' && (await liveKey(key, 'exporter'));
  };

  /** Read your writes for a client that sends X-Min-Position (a fetch; an <img> cannot, and reads what is there). */
  const awaitHoldings = async (req: Request): Promise<void> => {
    const raw = req.get(Headers.minPosition);
    if (raw === undefined || !POSITION.test(raw)) return;
    await runner.waitForPosition(BigInt(raw), waitMs, [ReadModels.blobHolders, ReadModels.users]);
  };

  /** Whether the holdings (and the users they are checked against) have passed the last event readable now. */
  const holdingsCaughtUp = async (): Promise<boolean> => {
    const last = await eventStore.lastGlobalPosition();
    return last !== null && (await runner.waitForPosition(last, waitMs, [ReadModels.blobHolders, ReadModels.users]));
  };

  const serve = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const key = (req.params.key as unknown as string[]).join('/');
      const purpose = purposeOfBlobKey(key);
      if (purpose === null) throw notFound();
      await awaitHoldings(req);
      const info = await blobs.head(key);
      if (!info) throw notFound();
      const userID: number | null = typeof res.locals.userID === 'number' ? res.locals.userID : null;
      const decide = async () => {
        const reader: BlobReader = { userID, access: userID === null ? null : await accessOf(userID) };
        const { holdings, downloadsToday } = await holdingsOf(pool, key, userID, new Date().toISOString().slice(0, 10));
        const decided = decideBlobRead({ holdings, purpose, uploaderID: uploaderOf(info.metadata), downloadsToday }, reader);
        if (decided === 'allowed' || decided === 'limitReached') return decided;
        for (const rule of rules) if (await rule(key, reader)) return 'allowed';
        if (exporterKeyReads({ holdings, purpose }) && (await byExporterKey(req))) return 'allowed';
        return decided;
      };
      let decision = await decide();
      // A <video> or <img> sends no X-Min-Position: a file its page was just told is ready (by another
      // read model, say a project's files) may not be in the holdings yet. Before refusing, wait
      // (bounded) until the holdings have passed the log as it is now, and decide again.
      if ((decision === 'refused' || decision === 'signIn') && (await holdingsCaughtUp())) decision = await decide();
      if (decision === 'signIn') throw unauthenticated();
      if (decision === 'refused') throw new ApiError('forbidden', 'You may not open that file.');
      if (decision === 'limitReached') throw new ApiError('rateLimited', Messages.dailyDownloadLimitReached);
      // A new upload always gets a new key: what is under one never changes; who may read it can, so
      // only the reader's own cache keeps it.
      if (!(await sendBlob(blobs, key, req, res, { cacheControl: 'private, max-age=31536000, immutable', info }))) throw notFound();
    } catch (err) {
      next(err);
    }
  };
  router.get('/v1/blobs/*key', serve);
  return router;
};
