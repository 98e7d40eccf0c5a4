// GET /events: server-sent events telling a signed-in client which read models (projections) changed,
// `event: change` with `{"projections": [...names]}`, so it refetches just what reads them (its cache
// tags are these names). A comment line every 25 s keeps proxies from closing an idle stream. At most
// MAX_STREAMS_PER_SESSION open streams per session (streamLimit.ts).
import express, { type Request, type Router } from 'express';
import { ApiError, sessionIdOf, unauthenticated, type Access, type ProjectionRunner } from '@wb/platform';
import { createStreamLimit, TOO_MANY_STREAMS } from './streamLimit';

const HEARTBEAT_MS = 25_000;

/** Streams are counted per session; without a session cookie (a service's own caller), per user. */
const sessionKey = (req: Request, userID: number): string => {
  const session = sessionIdOf(req);
  return session ? `session:${session}` : `user:${userID}`;
};

export const changeEventsRouter = (runner: ProjectionRunner, accessOf: (userID: number) => Promise<Access | null>): Router => {
  const router = express.Router();
  const limit = createStreamLimit();
  router.get('/events', async (req, res, next) => {
    let key: string;
    try {
      const userID: number | null = res.locals.userID ?? null;
      const access = userID === null ? null : await accessOf(userID);
      if (userID === null || !access || access.deactivated) throw unauthenticated();
      key = sessionKey(req, userID);
      if (!limit.open(key)) throw new ApiError('rateLimited', TOO_MANY_STREAMS);
    } catch (err) {
      next(err);
      return;
    }
    res.status(200).set({
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.write(': connected\n\n');
    const unsubscribe = runner.onChange((projections) => {
      res.write(`event: change\ndata: ${JSON.stringify({ projections })}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    req.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      limit.close(key);
    });
  });
  return router;
};
