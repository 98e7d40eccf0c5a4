// The public review reads and pictures need no session, so the gateway bounds them per address (issue
// 18): a burst from one address is answered 429 with a message saying what to do, and other addresses
// read on.
// Every loopback address (127.0.0.0/8) reaches the app, so a test client picks its address with
// localAddress and stands for a different visitor.
import http from 'node:http';
import { reviewImageUrl } from '@wb/contracts';
import { REVIEW_READS_PER_MINUTE, TOO_MANY_REVIEW_PICTURES, TOO_MANY_REVIEW_READS } from '@wb/gateway/http/reviewRateLimit';
import { startTestApp, type TestApp } from '../../testing/startTestApp';
import { REVIEW_SCENE, REVIEW_SCENES } from './publicReviewWorld';

jest.setTimeout(120_000);

interface Read {
  readonly status: number;
  readonly body: { error?: { msg?: string; code?: string } };
}

const UNKNOWN_SLUG = `Nothing-${'0'.repeat(32)}`;

/** A small budget for the pictures, so the test reaches it quickly (the product's is REVIEW_PICTURES_PER_MINUTE). */
const PICTURES_PER_MINUTE = 40;

/** A review read of an unknown link (404) from `from`: unknown links count as much as real ones. */
const readFrom = (app: TestApp, from: string, path: string): Promise<Read> => requestFrom(app, from, 'POST', path, JSON.stringify({ slug: UNKNOWN_SLUG }));

/** A picture of an unknown link (404) from `from`. */
const pictureFrom = (app: TestApp, from: string): Promise<Read> => requestFrom(app, from, 'GET', reviewImageUrl(UNKNOWN_SLUG, 'scene-1', `u/${'a'.repeat(32)}`, null), '');

const requestFrom = (app: TestApp, from: string, method: 'GET' | 'POST', path: string, payload: string): Promise<Read> =>
  new Promise((resolve, reject) => {
    const url = new URL(app.url);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        localAddress: from,
        agent: false,
        headers: { origin: app.url, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Read['body'] }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ reviewPicturesPerAddressPerMinute: PICTURES_PER_MINUTE });
});
afterAll(async () => {
  await app?.stop();
});

it('answers 429 to an address that read too many review pages in a minute, and other addresses read on', async () => {
  const burst = '127.0.0.7';
  // Both calls share the budget: a page's visit makes one of each.
  const paths = [REVIEW_SCENE, REVIEW_SCENES];
  const statuses: number[] = [];
  for (let i = 0; i < REVIEW_READS_PER_MINUTE; i += 1) statuses.push((await readFrom(app, burst, paths[i % 2] ?? REVIEW_SCENE)).status);
  // Within the budget every read is answered (an unknown link: 404), none refused.
  expect(statuses.filter((s) => s !== 404)).toEqual([]);
  // The limiter's minute may restart during the burst; at most one more budget's worth then passes.
  let refused: Read | null = null;
  for (let i = 0; i <= REVIEW_READS_PER_MINUTE && !refused; i += 1) {
    const read = await readFrom(app, burst, paths[i % 2] ?? REVIEW_SCENE);
    if (read.status !== 404) refused = read;
  }
  expect(refused).toEqual({ status: 429, body: { error: expect.objectContaining({ code: 'rateLimited', msg: TOO_MANY_REVIEW_READS }) } });

  // Another visitor is not affected by that address's burst, on either call.
  expect((await readFrom(app, '127.0.0.8', REVIEW_SCENE)).status).toBe(404);
  expect((await readFrom(app, '127.0.0.8', REVIEW_SCENES)).status).toBe(404);
  // And the bound is the review reads': the burst's address still reaches the rest of the API.
  expect((await readFrom(app, burst, '/api/project/getAll')).status).toBe(401);
});

it('answers 429 to an address that loaded too many review pictures in a minute, apart from the page reads', async () => {
  const burst = '127.0.0.9';
  const statuses: number[] = [];
  for (let i = 0; i < PICTURES_PER_MINUTE; i += 1) statuses.push((await pictureFrom(app, burst)).status);
  expect(statuses.filter((s) => s !== 404)).toEqual([]);
  let refused: Read | null = null;
  for (let i = 0; i <= PICTURES_PER_MINUTE && !refused; i += 1) {
    const read = await pictureFrom(app, burst);
    if (read.status !== 404) refused = read;
  }
  expect(refused).toEqual({ status: 429, body: { error: expect.objectContaining({ code: 'rateLimited', msg: TOO_MANY_REVIEW_PICTURES }) } });

  // The pictures' budget is their own: the same address still opens review pages, and others load pictures.
  expect((await readFrom(app, burst, REVIEW_SCENE)).status).toBe(404);
  expect((await pictureFrom(app, '127.0.0.10')).status).toBe(404);
});
