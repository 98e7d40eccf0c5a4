// The projection catch-up rate: a projection started behind a store full of events, through the same
// runtime the product uses (batches written with their checkpoint in one transaction), until it has
// applied the last one. Twice: applying event by event (as the product's projections do today), and
// set-based (the runtime's applyBatch: one statement per batch).
import type { AnyRecordedEvent } from '@wb/contracts';
import { silentLogger, startProjections, type EventStore, type Projection } from '@wb/platform';
import type { Pool, PoolClient } from 'pg';
import { report } from '../measure';

interface Access {
  projectID: string;
  userID: number;
  time: string;
}

const accessOf = (event: AnyRecordedEvent): Access | null => {
  const data = event.data as { projectID?: string; userID?: number };
  return data.projectID ? { projectID: data.projectID, userID: data.userID ?? 0, time: event.metadata.time } : null;
};

const createTable =
  (table: string) =>
  async (client: PoolClient, t: (table: string) => string): Promise<void> => {
    await client.query(`CREATE TABLE IF NOT EXISTS ${t(table)} (
    project_id text NOT NULL, user_id integer NOT NULL, accesses integer NOT NULL, last_access timestamptz NOT NULL,
    PRIMARY KEY (project_id, user_id))`);
  };

/** A read model of the shape the product's are: one upserted row per project and user, with a count. */
const perEventProjection = (table: string): Projection => ({
  name: table,
  version: 1,
  tables: [table],
  createTables: createTable(table),
  async apply(client, event, t) {
    const access = accessOf(event);
    if (!access) return;
    await client.query(
      `INSERT INTO ${t(table)} AS a VALUES ($1, $2, 1, $3)
       ON CONFLICT (project_id, user_id) DO UPDATE SET accesses = a.accesses + 1, last_access = EXCLUDED.last_access`,
      [access.projectID, access.userID, access.time],
    );
  },
});

/** The same rows, written set-based: the batch folded per (project, user), then one upsert. */
const setBasedProjection = (table: string): Projection => ({
  ...perEventProjection(table),
  async applyBatch(client, events, t) {
    const rows = new Map<string, { projectID: string; userID: number; accesses: number; last: string }>();
    for (const event of events) {
      const access = accessOf(event);
      if (!access) continue;
      const key = `${access.projectID}\u0000${access.userID}`;
      const row = rows.get(key);
      if (row) {
        row.accesses += 1;
        row.last = access.time;
      } else rows.set(key, { projectID: access.projectID, userID: access.userID, accesses: 1, last: access.time });
    }
    if (rows.size === 0) return;
    const all = [...rows.values()];
    await client.query(
      `INSERT INTO ${t(table)} AS a SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::timestamptz[])
       ON CONFLICT (project_id, user_id) DO UPDATE SET accesses = a.accesses + EXCLUDED.accesses, last_access = EXCLUDED.last_access`,
      [all.map((r) => r.projectID), all.map((r) => r.userID), all.map((r) => r.accesses), all.map((r) => r.last)],
    );
  },
});

const catchUpRate = async (store: EventStore, pool: Pool, projection: Projection, events: number, last: bigint): Promise<number> => {
  const start = process.hrtime.bigint();
  const runner = await startProjections({ eventStore: store, pool, projections: [projection], logger: silentLogger() });
  try {
    if (!(await runner.waitForPosition(last, 30 * 60_000))) throw new Error(`${projection.name} did not catch up`);
  } finally {
    await runner.stop();
  }
  return events / (Number(process.hrtime.bigint() - start) / 1e9);
};

export const benchProjectionCatchUp = async (store: EventStore, pool: Pool): Promise<void> => {
  const { rows } = await pool.query('SELECT count(*)::int AS n, max(global_position)::text AS last FROM events');
  const { n, last } = rows[0] as { n: number; last: string };
  const perEvent = await catchUpRate(store, pool, perEventProjection('bench_access_per_event'), n, BigInt(last));
  const setBased = await catchUpRate(store, pool, setBasedProjection('bench_access_set_based'), n, BigInt(last));
  const [a, b] = await Promise.all(
    ['bench_access_per_event', 'bench_access_set_based'].map(
      async (table) =>
        (
          await pool.query<{ rows: number; sum: string }>(
            `SELECT count(*)::int AS rows, md5(string_agg(project_id || user_id || accesses || last_access, ',' ORDER BY project_id, user_id)) AS sum FROM ${table}`,
          )
        ).rows[0],
    ),
  );
  if (!a?.rows || a.rows !== b?.rows || a.sum !== b.sum) throw new Error('catch_up: the set-based projection built other rows than the per-event one');
  report('projection_catch_up', perEvent, 'events/s');
  report('projection_catch_up_set_based', setBased, 'events/s');
};
