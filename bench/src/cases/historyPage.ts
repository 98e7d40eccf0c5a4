// Issue 21: the first page of an entity's history with 50,000 events answers in under 30 ms p95
// (`history_page_p95`), unfiltered or filtered by person, by kind (one or two) or by time. A project's
// 50,000 events (openings by 40 people, renames, subscriptions), and as many of 500 other projects
// around it, are appended straight to the product's event store as the command API writes them; the
// product's own projectors build the history. Then 50 signed-in users, each at a person's pace (a page
// every 500 ms, counted from when it was due: paced.ts), ask /history/getHistory for a first page.
import { randomUUID } from 'node:crypto';
import { Calls, CURRENT_SCHEMA_VERSION, type EventType } from '@wb/contracts';
import { PostgresEventStore, type EventToAppend } from '@wb/platform';
import type { Pool } from 'pg';
import { signedInClients } from './apiClient';
import { startEmbeddedApp } from './embeddedApp';
import { Latencies, nowMs, reportUnder } from './latency';
import { runPaced } from './paced';
import { waitForReadModels } from './readModels';

const ENTITY_EVENTS = 50_000;
const OTHER_PROJECTS = 500;
const OTHER_EVENTS_EACH = 100;
const PEOPLE = 40;
const FIRST_USER = 1000;
const USERS = 50;
const PERIOD_MS = 500;
const TARGET_P95_MS = 30;
const CHUNK = 1_000;
const CATCH_UP_TIMEOUT_MS = 600_000;
const PATH = `/api${Calls.history.getHistory.path}`;
/** The seeded events' first time; each event a second after the one before. */
const START = Date.UTC(2025, 0, 1);

const eventOf = (type: EventType, data: unknown, userID: number, n: number): EventToAppend =>
  ({
    type,
    data,
    metadata: { eventId: randomUUID(), causationId: randomUUID(), correlationId: randomUUID(), userID, time: new Date(START + n * 1000).toISOString(), schemaVersion: CURRENT_SCHEMA_VERSION[type] },
  }) as EventToAppend;

/** The nth event of a busy project: mostly openings, a rename every 100th, a subscription every 37th. */
const busyEvent = (projectID: string, n: number): EventToAppend => {
  const userID = FIRST_USER + (n % PEOPLE);
  if (n % 100 === 0) return eventOf('ProjectRenamed', { projectID, name: `Busy ${n / 100 + 1}`, previousName: `Busy ${n / 100}` }, userID, n);
  if (n % 37 === 0) return eventOf('ProjectSubscribed', { projectID, userID }, userID, n);
  return eventOf('ProjectAccessed', { projectID, userID }, userID, n);
};

const seed = async (pool: Pool): Promise<{ last: bigint; projectID: string }> => {
  const store = await PostgresEventStore.create(pool);
  let last = 0n;
  const append = async (streamId: string, events: EventToAppend[]) => {
    const { position } = await store.appendToStream(streamId, events, { expectedRevision: 'any' });
    if (position.globalPosition > last) last = position.globalPosition;
  };
  try {
    for (let p = 0; p < PEOPLE; p++) {
      const userID = FIRST_USER + p;
      await append(`user-${userID}`, [eventOf('UserAdded', { userID, email: `reader${p}@example.org`, givenName: `Reader${p}`, familyName: 'Bench' }, 1, 0)]);
    }
    const projectID = randomUUID();
    await append(`project-${projectID}`, [eventOf('ProjectCreated', { projectID, name: 'Busy 0', groups: [], ownerUserID: FIRST_USER }, FIRST_USER, 0)]);
    for (let from = 1; from < ENTITY_EVENTS; from += CHUNK) {
      await append(
        `project-${projectID}`,
        Array.from({ length: Math.min(CHUNK, ENTITY_EVENTS - from) }, (_, k) => busyEvent(projectID, from + k)),
      );
    }
    // Other projects' events, interleaved in time with the busy one's, so its pages are not the whole table.
    for (let p = 0; p < OTHER_PROJECTS; p++) {
      const otherID = randomUUID();
      await append(`project-${otherID}`, [
        eventOf('ProjectCreated', { projectID: otherID, name: `Other ${p}`, groups: [], ownerUserID: FIRST_USER }, FIRST_USER, p),
        ...Array.from({ length: OTHER_EVENTS_EACH - 1 }, (_, k) => busyEvent(otherID, p * OTHER_EVENTS_EACH + k + 1)),
      ]);
    }
    return { last, projectID };
  } finally {
    await store.close();
  }
};

/** The first pages people ask: unfiltered, by person, by one or two kinds, by a time range in the middle. */
const filterOf = (n: number): { name: string; filter: Record<string, unknown> } => {
  const middle = START + (ENTITY_EVENTS / 2) * 1000;
  switch (n % 5) {
    case 0:
      return { name: 'all', filter: {} };
    case 1:
      return { name: 'person', filter: { userID: FIRST_USER + (n % PEOPLE) } };
    case 2:
      return { name: 'kind', filter: { kinds: ['ProjectRenamed'] } };
    case 3:
      return { name: 'two kinds', filter: { kinds: ['ProjectRenamed', 'ProjectSubscribed'] } };
    default:
      return { name: 'time', filter: { from: new Date(middle - 3_600_000).toISOString(), to: new Date(middle).toISOString() } };
  }
};

export const benchHistoryPage = async (pool: Pool): Promise<void> => {
  const app = await startEmbeddedApp(pool);
  try {
    const seedStart = nowMs();
    const { last, projectID } = await seed(pool);
    const users = await signedInClients(app.url, app.adminEmail, app.adminPassword, USERS);
    try {
      const first = users.clients[0];
      if (!first) throw new Error('no signed-in client');
      await waitForReadModels(first, pool, last, CATCH_UP_TIMEOUT_MS);
      await pool.query('VACUUM (ANALYZE)');
      const entity = { entityType: 'project', entityID: projectID };
      const page = (await first.ok(PATH, entity)).body as { entries: unknown[]; next: string | null };
      if (page.entries.length !== 50 || page.next === null) throw new Error(`the busy project's first page holds ${page.entries.length} entries`);
      const seconds = ((nowMs() - seedStart) / 1000).toFixed(1);
      console.log(`# history page: ${ENTITY_EVENTS} events of one project and ${OTHER_PROJECTS * OTHER_EVENTS_EACH} of others seeded and projected in ${seconds} s`);
      // One user alone first: what a page costs the server without waiting behind others' pages.
      const alone = new Latencies();
      for (let n = 0; n < 100; n++) {
        const started = nowMs();
        await first.ok(PATH, { ...entity, ...filterOf(n).filter }, {}, false);
        alone.add(nowMs() - started);
      }
      console.log(`# history page: one user alone, ${alone.count} first pages, p50 ${alone.percentile(50).toFixed(1)} ms, p95 ${alone.percentile(95).toFixed(1)} ms`);
      const all = new Latencies();
      const byName = new Map<string, Latencies>();
      let sent = 0;
      await runPaced(USERS, PERIOD_MS, async (user, dueAt, measuring) => {
        const { name, filter } = filterOf(sent++ + user);
        const client = users.clients[user] ?? first;
        await client.ok(PATH, { ...entity, ...filter }, {}, false);
        if (!measuring) return;
        const ms = nowMs() - dueAt;
        all.add(ms);
        const named = byName.get(name) ?? new Latencies();
        named.add(ms);
        byName.set(name, named);
      });
      const each = [...byName].map(([name, l]) => `${name} p50 ${l.percentile(50).toFixed(1)} p95 ${l.percentile(95).toFixed(1)}`).join(', ');
      console.log(`# history page: ${all.count} first pages by ${USERS} users, ${each} ms`);
      reportUnder('history_page_p95', all.percentile(95), 'ms', TARGET_P95_MS);
    } finally {
      users.close();
    }
  } finally {
    await app.stop();
  }
};
