// The metric that computes itself backwards (issue 21): a store holds a year-old review (comments,
// resolutions at known times, a saved version, a deletion) written before the review turnaround read
// model existed; the product is then started on it, as a deploy does, and answers the exact medians and
// rounds of those past comments.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CURRENT_SCHEMA_VERSION, type AnyEvent } from '@wb/contracts';
import { createTestDatabase, freePort, loadConfig, PostgresEventStore, silentLogger, type TestDatabase } from '@wb/platform';
import { createApp } from '@wb/gateway/app';
import { HttpClient, type Answer } from '../../testing/httpClient';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../testing/startTestApp';
import { pastReview } from './pastReview';

const TURNAROUND = '/api/admin/getReviewTurnaround';

let db: TestDatabase;
let dataDir: string;
let app: Awaited<ReturnType<typeof createApp>> | null = null;
let admin: HttpClient;
let last = 0n;

/** Appends the events as command-api would have, each at its own time. */
const appendPast = async (events: readonly { stream: string; event: AnyEvent; time: string }[]) => {
  const store = await PostgresEventStore.create(db.pool);
  try {
    for (const { stream, event, time } of events) {
      const metadata = { eventId: randomUUID(), causationId: randomUUID(), correlationId: 'past', userID: 2, time, schemaVersion: CURRENT_SCHEMA_VERSION[event.type] };
      const appended = await store.appendToStream(stream, [{ type: event.type, data: event.data, metadata }], { expectedRevision: 'any' });
      last = appended.position.globalPosition;
    }
  } finally {
    await store.close();
  }
};

beforeAll(async () => {
  db = await createTestDatabase('wbturn');
  dataDir = await mkdtemp(path.join(tmpdir(), 'wbturn-data-'));
  await appendPast(pastReview);
  // Nothing has read these events: no read model, no checkpoint of any projection.
  expect((await db.pool.query(`SELECT to_regclass('review_turnaround_comments') AS t, to_regclass('projection_checkpoints') AS c`)).rows).toEqual([{ t: null, c: null }]);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({ PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, DATABASE_URL: db.url, ADMIN_EMAIL: TEST_ADMIN_EMAIL, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD });
  app = await createApp(config, { logger: silentLogger(), host: '127.0.0.1' });
  admin = new HttpClient(url);
  await admin.signIn(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
  await caughtUp();
}, 120_000);
afterAll(async () => {
  await app?.stop();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/**
 * Waits until the started product's runtime has built the read model past the last past event (its
 * checkpoint, in the product's own table): on a loaded machine that can take longer than the short wait
 * of read your writes, and the test is about the figures, not that wait.
 */
const caughtUp = async () => {
  const until = Date.now() + 60_000;
  for (;;) {
    const { rows } = await db.pool.query<{ at: string }>(`SELECT global_position::text AS at FROM projection_checkpoints WHERE projection = 'reviewTurnaround'`);
    if (BigInt(rows[0]?.at ?? '0') >= last) return;
    if (Date.now() > until) throw new Error('the review turnaround read model did not catch up within a minute');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const turnaround = (body: Record<string, unknown>): Promise<Answer> => admin.post(TURNAROUND, body, { 'X-Min-Position': last.toString() });

const march = { month: '2025-03', comments: 6, resolved: 4, open: 2, medianHours: 3.5, rounds: 3, scenes: 2, roundsPerScene: 1.5 };
const tidesApril = { month: '2025-04', comments: 1, resolved: 1, open: 0, medianHours: 0.5, rounds: 0, scenes: 0, roundsPerScene: null };
const volcanoesApril = { month: '2025-04', comments: 2, resolved: 2, open: 0, medianHours: 18, rounds: 0, scenes: 0, roundsPerScene: null };

it('answers the past comments per project per month with exact medians and rounds per scene', async () => {
  const answer = await turnaround({});
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({
    rows: [
      { projectID: 'p1', projectName: 'Tides and moons', ...tidesApril },
      { projectID: 'p2', projectName: 'Volcanoes', ...volcanoesApril },
      { projectID: 'p1', projectName: 'Tides and moons', ...march },
    ],
    // Every project together: the median of all April durations (0.5, 6, 30), not a median of medians.
    months: [march, { month: '2025-04', comments: 3, resolved: 3, open: 0, medianHours: 6, rounds: 0, scenes: 0, roundsPerScene: null }],
    truncated: false,
  });
});

it('narrows to a month range and a project, a round counted in the month it began', async () => {
  const april = await turnaround({ from: '2025-04', to: '2025-04' });
  expect(april.body.rows.map((r: { projectID: string; month: string }) => [r.projectID, r.month])).toEqual([
    ['p1', '2025-04'],
    ['p2', '2025-04'],
  ]);
  const volcanoes = await turnaround({ projectID: 'p2' });
  expect(volcanoes.body.rows).toEqual([{ projectID: 'p2', projectName: 'Volcanoes', ...volcanoesApril }]);
  expect(volcanoes.body.months).toEqual([volcanoesApril]);
  expect((await turnaround({ from: '2026-01' })).body).toEqual({ rows: [], months: [], truncated: false });
});
