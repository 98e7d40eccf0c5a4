// The million-event store of the product's mix (millionMix.ts), appended through the event store as the
// command API appends, by concurrent writers (one writer per stream keeps each stream's order). It
// takes minutes to make, so on a server that outlives the bench (DATABASE_URL) it is kept in a named
// database and reused by later runs; a marker row written after the last append says it is whole (a run
// stopped midway leaves no marker, and the next run makes it again). The embedded server is temporary:
// there the store is made in a fresh database each run.
import { randomUUID } from 'node:crypto';
import { CURRENT_SCHEMA_VERSION } from '@wb/contracts';
import { PostgresEventStore, type EventToAppend } from '@wb/platform';
import { Pool } from 'pg';
import type { BenchServer } from '../database';
import { millionMix, type MixAppend } from './millionMix';

export const MILLION = Number(process.env.BENCH_MILLION_EVENTS ?? 1_000_000);
/** Enough projects for the mix to pass a million events (about 420 events each). */
const PROJECTS = Math.ceil(MILLION / 400);
const WRITERS = 16;
/** The cached store's database; the suffix changes whenever the mix does, so an old store is not reused. */
const DATABASE = `wbbench_million_v1_${MILLION}`;
/** The generated year: each append a little later than the one before. */
const YEAR_START = Date.UTC(2025, 0, 1);
const STEP_MS = (365 * 24 * 3600 * 1000) / MILLION;

export interface MillionStore {
  readonly pool: Pool;
  readonly events: number;
  /** The global position of the last event. */
  readonly last: bigint;
  readonly projects: number;
  /** Whether the store was made by this run (false: a kept one reused). */
  readonly made: boolean;
  /** Ends the pool (the database stays when kept). */
  readonly close: () => Promise<void>;
}

const withDatabase = (url: string, database: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/** Appends the mix with concurrent writers; answers the events written. */
const appendMix = async (pool: Pool): Promise<number> => {
  const store = await PostgresEventStore.create(pool);
  const queues: { append: MixAppend; times: string[] }[][] = Array.from({ length: WRITERS }, () => []);
  const writerOf = (stream: string) => [...stream].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % WRITERS;
  let events = 0;
  let clock = YEAR_START;
  // Times are given in the mix's order (the order a team would make them), before the writers interleave.
  for (const append of millionMix(PROJECTS, MILLION)) {
    const times = append.events.map(() => new Date((clock += STEP_MS)).toISOString());
    queues[writerOf(append.stream)]?.push({ append, times });
    events += append.events.length;
  }
  const started = Date.now();
  let written = 0;
  const progress = setInterval(() => console.log(`# million_events: ${written} of ${events} appended (${Math.round(written / ((Date.now() - started) / 1000))} events/s)`), 30_000);
  try {
    await Promise.all(
      queues.map(async (queue) => {
        for (const { append, times } of queue) {
          const batch: EventToAppend[] = append.events.map((event, i) => ({
            type: event.type,
            data: event.data,
            metadata: {
              eventId: randomUUID(),
              causationId: randomUUID(),
              correlationId: randomUUID(),
              userID: append.userID,
              time: times[i] ?? new Date(YEAR_START).toISOString(),
              schemaVersion: CURRENT_SCHEMA_VERSION[event.type],
            },
          }));
          await store.appendToStream(append.stream, batch, { expectedRevision: 'any' });
          written += batch.length;
        }
      }),
    );
  } finally {
    clearInterval(progress);
    await store.close();
  }
  return events;
};

const lastPosition = async (pool: Pool): Promise<{ events: number; last: bigint }> => {
  const { rows } = await pool.query<{ n: string; last: string | null }>('SELECT count(*)::text AS n, max(global_position)::text AS last FROM events');
  return { events: Number(rows[0]?.n ?? 0), last: BigInt(rows[0]?.last ?? 0) };
};

const makeIn = async (pool: Pool): Promise<{ events: number; last: bigint; seconds: number }> => {
  const started = Date.now();
  await appendMix(pool);
  const { events, last } = await lastPosition(pool);
  if (events !== MILLION) throw new Error(`million_events: ${events} events stored, ${MILLION} expected`);
  return { events, last, seconds: (Date.now() - started) / 1000 };
};

/** The million-event store: kept and reused on a lasting server, made afresh on the embedded one. */
export const millionEventStore = async (server: BenchServer): Promise<MillionStore> => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const pool = await server.freshDatabase();
    const made = await makeIn(pool);
    console.log(`# million_events: ${made.events} events of the product mix made in ${made.seconds.toFixed(0)} s (embedded server: not kept)`);
    return { pool, events: made.events, last: made.last, projects: PROJECTS, made: true, close: async () => undefined };
  }
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE])).rowCount === 1;
    if (exists) {
      const pool = new Pool({ connectionString: withDatabase(serverUrl, DATABASE), max: 12 });
      const whole = await pool
        .query<{ events: string }>('SELECT events::text FROM bench_million_made')
        .then((r) => Number(r.rows[0]?.events ?? 0) === MILLION)
        .catch(() => false);
      if (whole) {
        const { events, last } = await lastPosition(pool);
        console.log(`# million_events: reusing the kept store ${DATABASE} (${events} events)`);
        return { pool, events, last, projects: PROJECTS, made: false, close: () => pool.end() };
      }
      await pool.end();
      await admin.query(`DROP DATABASE ${DATABASE} WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  const pool = new Pool({ connectionString: withDatabase(serverUrl, DATABASE), max: 12 });
  const made = await makeIn(pool);
  await pool.query('CREATE TABLE bench_million_made (events bigint NOT NULL, made_at timestamptz NOT NULL DEFAULT now())');
  await pool.query('INSERT INTO bench_million_made (events) VALUES ($1)', [made.events]);
  console.log(`# million_events: ${made.events} events of the product mix made in ${made.seconds.toFixed(0)} s, kept as ${DATABASE} for later runs`);
  return { pool, events: made.events, last: made.last, projects: PROJECTS, made: true, close: () => pool.end() };
};
