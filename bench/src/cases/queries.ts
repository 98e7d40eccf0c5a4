// DESIGN.md section 11, queries: the dashboard list and search-as-you-type under 50 concurrent
// signed-in users, with 10,000 projects. The target also names 100,000 files, but files are not part
// of the product yet (only projects are), so none are seeded; add them here when they exist.
import { Headers as WbHeaders, ProjectCalls } from '@wb/contracts';
import type { Pool } from 'pg';
import { report, runFor, sleep } from '../measure';
import { signedInClients, type ApiClient } from './apiClient';
import { startEmbeddedApp } from './embeddedApp';
import { Latencies, nowMs } from './latency';
import { seedProjects, TYPED } from './seedProjects';

const PROJECTS = 10_000;
const USERS = 50;
/** The first admin, who owns the seeded projects (and, with grant root, sees them all). */
const ADMIN_USER_ID = 1;
const CATCH_UP_TIMEOUT_MS = 120_000;
const GET_ALL = `/api${ProjectCalls.getAll.path}`;
const SEARCH = `/api${ProjectCalls.searchProjects.path}`;

/** Waits until the project list shows every seeded project (the projectors caught up). */
const waitForProjects = async (client: ApiClient, lastPosition: bigint): Promise<void> => {
  const deadline = Date.now() + CATCH_UP_TIMEOUT_MS;
  for (;;) {
    // X-Min-Position makes the query wait (briefly) for the projections instead of polling fast.
    const answer = await client.ok(GET_ALL, { count: 1 }, { [WbHeaders.minPosition]: lastPosition.toString() });
    const total = (answer.body as { total: number }).total;
    if (total >= PROJECTS) return;
    if (Date.now() > deadline) throw new Error(`only ${total} of ${PROJECTS} projects listed after ${CATCH_UP_TIMEOUT_MS} ms`);
    await sleep(100);
  }
};

const timed = async (latencies: Latencies, measuring: () => boolean, call: () => Promise<unknown>): Promise<void> => {
  const sent = nowMs();
  await call();
  if (measuring()) latencies.add(nowMs() - sent);
};

const measureUsers = async (clients: readonly ApiClient[]): Promise<void> => {
  const list = new Latencies();
  const search = new Latencies();
  let typed = 0;
  // Each user alternates between the dashboard's first 100 cards and a search for a few typed letters.
  const rate = await runFor(USERS, async (user, measuring) => {
    const client = clients[user]!;
    await timed(list, measuring, () => client.ok(GET_ALL, { count: 100 }));
    const text = TYPED[typed++ % TYPED.length]!;
    await timed(search, measuring, () => client.ok(SEARCH, { text }));
    return 2;
  });
  const perSecond = (samples: number) => (rate.perSecond * samples) / Math.max(1, rate.operations);
  report('queries_list_p50', list.percentile(50), 'ms');
  report('queries_list_p95', list.percentile(95), 'ms');
  report('queries_list_rate', perSecond(list.count), 'requests/s');
  report('queries_search_p50', search.percentile(50), 'ms');
  report('queries_search_p95', search.percentile(95), 'ms');
  report('queries_search_rate', perSecond(search.count), 'requests/s');
};

export const benchQueries = async (pool: Pool): Promise<void> => {
  const app = await startEmbeddedApp(pool);
  try {
    // Seeded after the start: the app has created the event store's tables and the first admin.
    const seedStart = nowMs();
    const lastPosition = await seedProjects(pool, PROJECTS, ADMIN_USER_ID);
    const users = await signedInClients(app.url, app.adminEmail, app.adminPassword, USERS);
    try {
      await waitForProjects(users.clients[0]!, lastPosition);
      console.log(`# queries: ${PROJECTS} projects seeded and projected in ${((nowMs() - seedStart) / 1000).toFixed(1)} s`);
      await measureUsers(users.clients);
    } finally {
      users.close();
    }
  } finally {
    await app.stop();
  }
};
