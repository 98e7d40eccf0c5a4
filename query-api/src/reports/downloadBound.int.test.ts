// The bounds on CSV downloads streaming at once, over real HTTP answers as the reports and history
// routes send them: a user past their bound, or anyone past the process's, is refused with 429, the
// product's error body and a Retry-After header, before any page is read; a download that ends, fails
// or is stopped by the browser gives its place back at once.
import http, { type ClientRequest, type IncomingMessage, type Server } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ApiError, apiErrorHandler, freePort, silentLogger } from '@wb/platform';
import { sendCsv } from './csvAnswer';
import { createDownloadSlots, DOWNLOAD_RETRY_AFTER_SECONDS, TOO_MANY_DOWNLOADS, tooManyOfYourDownloads, type DownloadSlots } from './downloadSlots';
import type { Cell, Report } from './reportRows';

const PER_USER = 2;
const AT_ONCE = 3;

/** Page readers started: a refused download must start none. */
let readersStarted = 0;

/** An endless report (it streams until the browser stops it), one that ends, and two that fail. */
const reportOf = (kind: string): Report => ({
  header: ['N', 'Text'],
  pages: async function* () {
    readersStarted += 1;
    if (kind === 'failsFirst') throw new ApiError('notFound', 'No such report');
    for (let page = 0; kind === 'endless' || page < 3; page++) {
      if (kind === 'failsMidway' && page === 1) throw new Error('the database went away');
      await new Promise((resolve) => setImmediate(resolve));
      yield Array.from({ length: 500 }, (_, i): Cell[] => [page * 500 + i, 'x'.repeat(200)]);
    }
  },
});

let slots: DownloadSlots;
let server: Server;
let base: string;
beforeAll(async () => {
  const app = express();
  app.use((req, res, next) => {
    res.locals.userID = Number(req.header('x-user'));
    next();
  });
  app.get('/csv/:kind', async (req: Request, res: Response, next: NextFunction) => {
    try {
      await sendCsv(res, 'report.csv', reportOf(String(req.params.kind)), { userID: res.locals.userID as number, slots });
    } catch (err) {
      // As the routes do: an error once the file has begun cuts it short, before it the handler answers.
      if (res.headersSent) res.destroy(err instanceof Error ? err : undefined);
      else next(err);
    }
  });
  app.use(apiErrorHandler(silentLogger()));
  const port = await freePort();
  server = app.listen(port);
  base = `http://127.0.0.1:${port}/csv`;
});
beforeEach(() => {
  slots = createDownloadSlots(PER_USER, AT_ONCE);
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

/** A download begun and left unread (the server fills the socket and waits): its answer's head and its request. */
const openDownload = (userID: number, kind = 'endless'): Promise<{ res: IncomingMessage; req: ClientRequest }> =>
  new Promise((resolve, reject) => {
    const req = http.get(`${base}/${kind}`, { headers: { 'x-user': String(userID) } }, (res) => {
      res.pause();
      resolve({ res, req });
    });
    req.on('error', reject);
  });

const get = (userID: number, kind: string) => fetch(`${base}/${kind}`, { headers: { 'x-user': String(userID) } });

const waitFor = async (done: () => boolean, ms = 2_000): Promise<void> => {
  const until = Date.now() + ms;
  while (!done() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('CSV downloads streaming at once', () => {
  it("refuses a user's download past their bound with 429 before reading, and takes the next once one is stopped", async () => {
    const open = [await openDownload(1), await openDownload(1)];
    expect(open.map((d) => d.res.statusCode)).toEqual([200, 200]);
    const before = readersStarted;

    const refused = await get(1, 'endless');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(DOWNLOAD_RETRY_AFTER_SECONDS));
    expect(await refused.json()).toEqual({
      error: { msg: tooManyOfYourDownloads(PER_USER), code: 'rateLimited', fields: {}, details: { bound: 'user', max: PER_USER, retryAfterSeconds: DOWNLOAD_RETRY_AFTER_SECONDS } },
    });
    expect(readersStarted).toBe(before);

    // The browser stops one download: its place is free as soon as the server sees the close.
    const stoppedAt = Date.now();
    open[0]?.req.destroy();
    await waitFor(() => slots.running === 1);
    expect(slots.running).toBe(1);
    expect(Date.now() - stoppedAt).toBeLessThan(1_000);
    const next = await openDownload(1);
    expect(next.res.statusCode).toBe(200);
    for (const d of [open[1], next]) d?.req.destroy();
    await waitFor(() => slots.running === 0);
    expect(slots.running).toBe(0);
  });

  it("refuses anyone past the process's bound, whoever holds the places", async () => {
    const open = [await openDownload(1), await openDownload(1), await openDownload(2)];
    expect(open.map((d) => d.res.statusCode)).toEqual([200, 200, 200]);
    const before = readersStarted;
    const refused = await get(3, 'endless');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(DOWNLOAD_RETRY_AFTER_SECONDS));
    const body = (await refused.json()) as { error: { msg: string; code: string; details: unknown } };
    expect(body.error).toMatchObject({ msg: TOO_MANY_DOWNLOADS, code: 'rateLimited', details: { bound: 'server', max: AT_ONCE } });
    expect(readersStarted).toBe(before);
    for (const d of open) d.req.destroy();
    await waitFor(() => slots.running === 0);
    expect((await get(3, 'short')).status).toBe(200);
  });

  it('gives the place back when a download ends, so one user downloads one report after another', async () => {
    for (let n = 0; n < PER_USER * 3; n++) {
      const res = await get(1, 'short');
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text.split('\r\n')).toHaveLength(1 + 3 * 500 + 1);
      await waitFor(() => slots.running === 0);
      expect(slots.running).toBe(0);
    }
  });

  it('gives the place back when a download fails, before its first page or midway', async () => {
    for (let n = 0; n < PER_USER + 1; n++) {
      const first = await get(1, 'failsFirst');
      expect(first.status).toBe(404);
      expect(first.headers.get('retry-after')).toBeNull();
      expect(slots.running).toBe(0);
      // Cut short after its first page: the browser sees the file end early.
      await expect(get(1, 'failsMidway').then((res) => res.text())).rejects.toThrow();
      await waitFor(() => slots.running === 0);
      expect(slots.running).toBe(0);
    }
  });
});
