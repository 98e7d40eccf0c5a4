// Catch-up of the product's own projections on the product's event mix: people added and granted and
// signing in, folders created and archived, projects created, renamed, joined, subscribed, moved between
// folders and opened many times. Every projection of readModelProjections runs at once, as the product
// runs them, from the first event; each one's rate is the events over the time it took to pass the last.
// The rates move with whatever else the machine runs: the catch-up runs three times (each on a copy of
// the same events) and the run with the median slowest projection is reported, every run printed.
import { randomUUID } from 'node:crypto';
import { CURRENT_SCHEMA_VERSION, type AnyEvent } from '@wb/contracts';
import { PostgresEventStore, PostgresFileSearchIndex, PostgresSearchIndex, silentLogger, startProjections, type EventStore, type EventToAppend } from '@wb/platform';
import { readModelProjections } from '@wb/projectors';
import type { Pool } from 'pg';
import type { BenchServer } from '../database';
import { report } from '../measure';
import { startCpuMeter } from './cpu';

const PROJECTS = Number(process.env.BENCH_PRODUCT_PROJECTS ?? 5_000);
const USERS = 200;
const FOLDERS = 100;
const OPEN_ROUNDS = 12;
const WRITERS = 16;

interface Append {
  readonly stream: string;
  readonly events: readonly AnyEvent[];
}

let clock = Date.UTC(2024, 0, 1);
const toAppend = (event: AnyEvent, userID: number | null): EventToAppend => ({
  type: event.type,
  data: event.data,
  metadata: {
    eventId: randomUUID(),
    causationId: randomUUID(),
    correlationId: randomUUID(),
    userID,
    time: new Date((clock += 1_000)).toISOString(),
    schemaVersion: CURRENT_SCHEMA_VERSION[event.type],
  },
});

/** The appends of the mix, in the order a team would make them. */
function* productMix(): Generator<Append> {
  for (let u = 1; u <= USERS; u++) {
    yield {
      stream: `user-${u}`,
      events: [
        { type: 'UserAdded', data: { userID: u, email: `person${u}@example.org`, givenName: `Given${u}`, familyName: `Family${u}` } },
        { type: 'GrantsAdded', data: { userID: u, grants: u % 10 === 0 ? ['admin.users', 'admin.folders', 'content.projects-edit'] : ['content.projects-edit'] } },
        ...(u % 3 === 0 ? [{ type: 'UserRoleAdded', data: { userID: u, role: 'Illustrator' } } as const] : []),
      ],
    };
  }
  for (let f = 1; f <= FOLDERS; f++) {
    yield { stream: `folder-f${f}`, events: [{ type: 'FolderCreated', data: { projectGroupID: `f${f}`, name: `Course ${f}` } }] };
  }
  const project = (p: number) => `p${p}`;
  const person = (n: number) => (n % USERS) + 1;
  for (let p = 1; p <= PROJECTS; p++) {
    const projectID = project(p);
    yield {
      stream: `project-${projectID}`,
      events: [
        { type: 'ProjectCreated', data: { projectID, name: `Lesson ${p}`, groups: [`f${(p % FOLDERS) + 1}`], ownerUserID: person(p) } },
        { type: 'ProjectMemberJoined', data: { projectID, userID: person(p + 1) } },
        { type: 'ProjectSubscribed', data: { projectID, userID: person(p + 1) } },
      ],
    };
    if (p % 4 === 0) yield { stream: `project-${projectID}`, events: [{ type: 'ProjectRenamed', data: { projectID, name: `Lesson ${p}: photosynthesis`, previousName: `Lesson ${p}` } }] };
  }
  for (let round = 0; round < OPEN_ROUNDS; round++) {
    for (let p = 1; p <= PROJECTS; p++) {
      const projectID = project(p);
      const events: AnyEvent[] = [{ type: 'ProjectAccessed', data: { projectID, userID: person(p + round) } }];
      if (round === 2) events.push({ type: 'ProjectMemberJoined', data: { projectID, userID: person(p + 7) } }, { type: 'ProjectSubscribed', data: { projectID, userID: person(p + 7) } });
      if (round === 5 && p % 3 === 0) events.push({ type: 'ProjectAddedToFolder', data: { projectID, projectGroupID: `f${((p + 13) % FOLDERS) + 1}` } });
      if (round === 6 && p % 6 === 0) events.push({ type: 'ProjectRemovedFromFolder', data: { projectID, projectGroupID: `f${(p % FOLDERS) + 1}` } });
      if (round === 8 && p % 5 === 0) events.push({ type: 'ProjectUnsubscribed', data: { projectID, userID: person(p + 1) } });
      if (round === 10 && p % 9 === 0) events.push({ type: 'ProjectArchived', data: { projectID } });
      yield { stream: `project-${projectID}`, events };
    }
    for (let u = 1; u <= USERS; u++) yield { stream: `user-${u}`, events: [{ type: 'UserSignedIn', data: { userID: u, method: 'password' } }] };
  }
  for (let f = 1; f <= FOLDERS; f += 10) yield { stream: `folder-f${f}`, events: [{ type: 'FolderArchived', data: { projectGroupID: `f${f}` } }] };
}

/** Appends the mix with concurrent writers (a stream's appends stay in order: one writer per stream). */
const appendMix = async (store: EventStore): Promise<{ events: number; last: bigint }> => {
  const queues: Append[][] = Array.from({ length: WRITERS }, () => []);
  const writerOf = (stream: string) => [...stream].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % WRITERS;
  let events = 0;
  for (const append of productMix()) {
    queues[writerOf(append.stream)]?.push(append);
    events += append.events.length;
  }
  let last = 0n;
  await Promise.all(
    queues.map(async (queue) => {
      for (const { stream, events: batch } of queue) {
        const result = await store.appendToStream(
          stream,
          batch.map((e) => toAppend(e, null)),
          { expectedRevision: 'any' },
        );
        if (result.position.globalPosition > last) last = result.position.globalPosition;
      }
    }),
  );
  return { events, last };
};

/** How many times the catch-up runs, each on its own copy of the appended events: the median is reported. */
const RUNS = Number(process.env.BENCH_PRODUCT_RUNS ?? 3);
/** The bench pools' size (database.ts). */
const POOL_CONNECTIONS = 24;

interface CatchUpRun {
  /** Events a second of each projection: the events over the time it took to pass the last. */
  readonly rates: Map<string, number>;
  readonly slowest: number;
  readonly nodeSeconds: number;
  readonly databaseSeconds: number;
}

/** One catch-up of every selected projection at once, from the first event, on a copy of the appended events. */
const catchUpOnce = async (pool: Pool, events: number, last: bigint): Promise<CatchUpRun> => {
  const store = await PostgresEventStore.create(pool);
  // BENCH_PRODUCT_PROJECTIONS=projectList,users measures only those (default: all, as the product runs them).
  const only = process.env.BENCH_PRODUCT_PROJECTIONS?.split(',');
  const projections = readModelProjections(new PostgresSearchIndex(pool), new PostgresFileSearchIndex(pool)).filter((p) => !only || only.includes(p.name));
  // The meter counts the backends open when it starts: open the pool's connections first (the runner uses them).
  await Promise.all(Array.from({ length: POOL_CONNECTIONS }, () => pool.query('SELECT pg_sleep(0.05)')));
  // The projections run in this process: its own CPU is the node side (`clientsMs`); statements are not counted here.
  const cpu = await startCpuMeter({ pid: process.pid, statements: async () => 0 }, pool);
  const started = process.hrtime.bigint();
  const runner = await startProjections({ eventStore: store, pool, projections, logger: silentLogger() });
  const rates = new Map<string, number>();
  try {
    await Promise.all(
      projections.map(async ({ name }) => {
        if (!(await runner.waitForPosition(last, 30 * 60_000, [name]))) throw new Error(`${name} did not catch up`);
        rates.set(name, events / (Number(process.hrtime.bigint() - started) / 1e9));
      }),
    );
    const parked = runner.status().filter((s) => s.parked > 0);
    if (parked.length) throw new Error(`catch_up_product: events parked by ${parked.map((s) => s.name).join(', ')}`);
  } finally {
    await runner.stop();
    await store.close();
  }
  const used = await cpu.stop();
  return { rates, slowest: Math.min(...rates.values()), nodeSeconds: used.clientsMs / 1000, databaseSeconds: used.databaseMs / 1000 };
};

export const benchProductCatchUp = async (server: BenchServer): Promise<void> => {
  const seeded = await server.freshDatabase();
  const seedStore = await PostgresEventStore.create(seeded);
  const { events, last } = await appendMix(seedStore);
  await seedStore.close();
  console.log(
    `# catch_up_product: ${events} events of the product mix (${PROJECTS} projects, ${USERS} people, ${FOLDERS} folders); ` +
      `every projection catches up from the first event at once, ${RUNS} times, each on its own copy of them`,
  );
  const runs: CatchUpRun[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const result = await catchUpOnce(await server.copyOf(seeded), events, last);
    runs.push(result);
    // On shared cores the rates move with other load; the CPU spent says what catching up costs here
    // (PostgreSQL: the backends open when it began).
    const seconds = result.nodeSeconds + result.databaseSeconds;
    console.log(
      `# catch_up_product run ${run}: slowest ${Math.round(result.slowest)} events/s; CPU node ${result.nodeSeconds.toFixed(1)} s, ` +
        `PostgreSQL ${result.databaseSeconds.toFixed(1)} s (${Math.round(events / seconds)} events per CPU-second)`,
    );
  }
  // The run whose slowest projection is the median of the runs' slowest.
  const median = [...runs].sort((a, b) => a.slowest - b.slowest)[Math.floor((runs.length - 1) / 2)];
  if (!median) return;
  report('projection_catch_up_product', Math.round(median.slowest), 'events/s');
  for (const [name, rate] of [...median.rates].sort((a, b) => a[1] - b[1])) report(`projection_catch_up_product_${name}`, Math.round(rate), 'events/s');
};
