// GET /events: server-sent events telling a signed-in client which read models changed, so it can
// refetch what it shows. A comment line every 25 s keeps proxies from closing an idle stream.
import express, { type Router } from 'express';
import { unauthenticated, type Access, type ProjectionRunner } from '@wb/platform';

const HEARTBEAT_MS = 25_000;

export const changeEventsRouter = (runner: ProjectionRunner, accessOf: (userID: number) => Promise<Access | null>): Router => {
  const router = express.Router();
  router.get('/events', async (req, res, next) => {
    try {
      const userID: number | null = res.locals.userID ?? null;
      const access = userID === null ? null : await accessOf(userID);
      if (!access || access.deactivated) throw unauthenticated();
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
    });
  });
  return router;
};
