// Issue 20, "Performance": a project with 2,000 tracking entries, 500 tasks, 1,000 activity items and
// 300 files opens its contents page with every section filled in under 500 ms. The project is seeded
// through the product's events (contentsOpenSeed.ts), then 50 signed-in users open the page, each
// every 5 seconds: an open sends the page's calls at once, as the page does when it mounts (recorded
// from the page itself: contentsOpenCalls.ts), and lasts until the last of them is answered. The p95
// of an open is the figure (`contents_open`, target 500 ms); each call alone and the median are
// printed as comments.
import { Calls, Headers as WbHeaders } from '@wb/contracts';
import type { Pool } from 'pg';
import { signedInClients, type ApiClient } from './apiClient';
import { startEmbeddedApp } from './embeddedApp';
import { runPaced } from './paced';
import { Latencies, nowMs, reportUnder } from './latency';
import { waitForReadModels } from './readModels';
import { recordPageCalls, type PageCall } from './contentsOpenCalls';
import { SEEDED, seedContentsProject } from './contentsOpenSeed';

const USERS = Number(process.env.BENCH_CONTENTS_USERS ?? 50);
const TARGET_MS = 500;
/** The first admin, who owns the seeded project. */
const ADMIN_USER_ID = 1;
const CATCH_UP_TIMEOUT_MS = 180_000;
/** A person opens the page, reads it, and opens it again: one open every 5 seconds each. */
const PERIOD_MS = 5_000;
const PACED_WINDOWS = {
  warmupMs: Number(process.env.BENCH_CONTENTS_WARMUP_MS ?? 5_000),
  measureMs: Number(process.env.BENCH_CONTENTS_MEASURE_MS ?? 20_000),
};

/** One open of the page: every call at once, until the last answers (each must answer 200). */
const openPage = (client: ApiClient, calls: readonly PageCall[]): Promise<unknown> => Promise.all(calls.map((c) => client.ok(c.path, c.body, {}, false)));

export const benchContentsOpen = async (pool: Pool): Promise<void> => {
  const app = await startEmbeddedApp(pool);
  try {
    const seedStart = nowMs();
    const { projectID, lastPosition } = await seedContentsProject(pool, ADMIN_USER_ID);
    const users = await signedInClients(app.url, app.adminEmail, app.adminPassword, USERS);
    try {
      const first = users.clients[0];
      if (!first) throw new Error('no signed-in client');
      await waitForReadModels(first, pool, lastPosition, CATCH_UP_TIMEOUT_MS);
      console.log(
        `# contents_open: project seeded (${SEEDED.files} files, ${SEEDED.activityItems} activity items, ${SEEDED.trackingEntries} tracking entries, ${SEEDED.tasks} tasks) and caught up in ${((nowMs() - seedStart) / 1000).toFixed(1)} s`,
      );
      const calls = await recordPageCalls(app.url, app.adminEmail, app.adminPassword, projectID);
      // Every section filled in: the activity holds its items and the files list its files.
      const answerOf = async (path: string): Promise<{ files?: unknown[]; items?: unknown[] }> => {
        const call = calls.find((c) => c.path === `/api${path}`);
        if (!call) throw new Error(`the contents page never sent ${path}; it sent ${calls.map((c) => c.path).join(', ')}`);
        return (await first.ok(call.path, call.body, { [WbHeaders.minPosition]: lastPosition.toString() })).body as { files?: unknown[]; items?: unknown[] };
      };
      const [files, activity] = await Promise.all([answerOf(Calls.files.getProjectFiles.path), answerOf(Calls.project.getActivity.path)]);
      if ((files.files?.length ?? 0) < SEEDED.files || (activity.items?.length ?? 0) === 0) throw new Error('the seeded project does not show its files and activity');
      // Each call alone, one user, five times: which section costs what (comment lines).
      for (const c of calls) {
        const alone = new Latencies();
        for (let i = 0; i < 5; i += 1) {
          const sent = nowMs();
          await first.ok(c.path, c.body, {}, false);
          alone.add(nowMs() - sent);
        }
        console.log(`# contents_open alone ${c.path} median ${alone.percentile(50).toFixed(1)} ms`);
      }
      // The figure: 50 people, each opening the page every PERIOD_MS (their first opens spread over one
      // period), an open timed from when it was due (paced.ts).
      const latencies = new Latencies();
      await runPaced(
        USERS,
        PERIOD_MS,
        async (user, dueAt, measuring) => {
          const client = users.clients[user];
          if (!client) throw new Error(`no client ${user}`);
          await openPage(client, calls);
          if (measuring) latencies.add(nowMs() - dueAt);
        },
        PACED_WINDOWS,
      );
      console.log(`# contents_open: ${latencies.count} opens by ${USERS} users, each every ${PERIOD_MS} ms, median ${latencies.percentile(50).toFixed(0)} ms, ${calls.length} calls each`);
      reportUnder('contents_open', latencies.percentile(95), 'ms', TARGET_MS);
    } finally {
      users.close();
    }
  } finally {
    await app.stop();
  }
};
