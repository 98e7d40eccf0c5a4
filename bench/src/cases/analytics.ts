// Issue 21: the admin Analytics page with a year of tracking for 50 people answers p95 under 50 ms
// (`analytics_p95`). The year is appended to the product's event store (analyticsSeed.ts) and the
// product's own projectors build the analytics read model. Then 50 admins use the page at a person's
// pace (each changes a filter every second: paced.ts, latencies counted from when the request was due),
// each asking what the page asks (the figures, without the entries):
// the page as it opens (this month, by week), last month by week or by day, a chosen month of words,
// one person's month, one folder's month, the newest projects first.
import { Calls, type AdminAnalyticsAnswer } from '@wb/contracts';
import type { Pool } from 'pg';
import { report } from '../measure';
import { signedInClients, type ApiClient } from './apiClient';
import { reportCpu, startCpuMeter } from './cpu';
import { startEmbeddedApp } from './embeddedApp';
import { Latencies, nowMs, reportUnder } from './latency';
import { runPaced } from './paced';
import { waitForReadModels } from './readModels';
import { FIRST_USER, PEOPLE, seedAnalytics } from './analyticsSeed';

const USERS = 50;
/** A person on the Analytics page changes a filter about once a second at most. */
const PERIOD_MS = 1000;
const TARGET_P95_MS = 50;
const CATCH_UP_TIMEOUT_MS = 300_000;
const WINDOWS = { warmupMs: 3_000, measureMs: 15_000 };
/** Requests of the one-at-a-time pass (its first fifth warms up). */
const SEQUENTIAL = 350;
const PATH = `/api${Calls.admin.getAdminAnalytics.path}`;

const filtersOf = (folderIDs: readonly string[], today: string) => {
  const threeMonthsAgo = new Date(Date.parse(`${today.slice(0, 7)}-15T00:00:00Z`) - 90 * 86_400_000).toISOString().slice(0, 7);
  return (n: number): Record<string, unknown> => {
    switch (n % 7) {
      case 0:
        return { today };
      case 1:
        return { today, range: 'lastMonth' };
      case 2:
        return { today, range: 'lastMonth', group: 'day' };
      case 3:
        return { today, range: 'month', month: threeMonthsAgo, metric: 'words' };
      case 4:
        return { today, range: 'lastMonth', userID: FIRST_USER + (n % PEOPLE) };
      case 5:
        return { today, range: 'lastMonth', projectGroupID: folderIDs[n % folderIDs.length] };
      default:
        return { today, range: 'lastMonth', sort: 'recent' };
    }
  };
};

/** The answer a person sees for last month: it must hold the month's work, or the bench measures nothing. */
const checkLastMonth = async (client: ApiClient, today: string): Promise<void> => {
  const body = (await client.ok(PATH, { today, range: 'lastMonth' })).body as AdminAnalyticsAnswer;
  if (body.projects.length === 0 || body.tracking.length === 0) throw new Error('last month shows no work');
  console.log(`# analytics: last month lists ${body.projects.length} projects, ${body.tracking.length} entries, ${body.totals.hours} h`);
};

export const benchAnalytics = async (pool: Pool): Promise<void> => {
  const app = await startEmbeddedApp(pool);
  try {
    const seedStart = nowMs();
    const todayMs = Date.now();
    const seed = await seedAnalytics(pool, todayMs);
    const users = await signedInClients(app.url, app.adminEmail, app.adminPassword, USERS);
    try {
      const first = users.clients[0];
      if (!first) throw new Error('no signed-in client');
      await waitForReadModels(first, pool, seed.last, CATCH_UP_TIMEOUT_MS);
      console.log(`# analytics: ${seed.entries} entries of ${PEOPLE} people over a year seeded and projected in ${((nowMs() - seedStart) / 1000).toFixed(1)} s`);
      await pool.query('VACUUM (ANALYZE)');
      const today = new Date(todayMs).toISOString().slice(0, 10);
      await checkLastMonth(first, today);
      const filterOf = filtersOf(seed.folderIDs, today);
      // One request after another first: the answer's own time, apart from any queue (the paced run's
      // figure also holds the wait behind whatever else the machine runs: printed as other_load).
      const alone = new Latencies();
      for (let n = 0; n < SEQUENTIAL; n += 1) {
        const start = nowMs();
        await first.ok(PATH, { ...filterOf(n), entries: false }, {}, false);
        if (n >= SEQUENTIAL / 5) alone.add(nowMs() - start);
      }
      report('analytics_sequential_p95', alone.percentile(95), 'ms');
      const latencies = new Latencies();
      let sent = 0;
      const meter = await startCpuMeter(app, pool);
      await runPaced(
        USERS,
        PERIOD_MS,
        async (user, dueAt, measuring) => {
          const client = users.clients[user];
          if (!client) throw new Error(`no client ${user}`);
          sent += 1;
          await client.ok(PATH, { ...filterOf(user + sent), entries: false }, {}, false);
          if (measuring) latencies.add(nowMs() - dueAt);
        },
        WINDOWS,
      );
      const cpu = await meter.stop();
      report('analytics_p50', latencies.percentile(50), 'ms');
      reportUnder('analytics_p95', latencies.percentile(95), 'ms', TARGET_P95_MS);
      reportCpu('analytics', cpu, sent);
    } finally {
      users.close();
    }
  } finally {
    await app.stop();
  }
};
