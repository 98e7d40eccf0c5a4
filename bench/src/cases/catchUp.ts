// The projection catch-up rate: a projection started behind a store full of events, through the same
// runtime the product uses (batches written with their checkpoint in one transaction), until it has
// applied the last one.
import { silentLogger, startProjections, type EventStore, type Projection } from '@wb/platform';
import type { Pool } from 'pg';
import { report } from '../measure';

/** A read model of the shape the product's are: one upserted row per project and user, with a count. */
const projectAccessProjection: Projection = {
  name: 'bench_project_access',
  tables: ['bench_project_access'],
  async createTables(client, t) {
    await client.query(`CREATE TABLE IF NOT EXISTS ${t('bench_project_access')} (
      project_id text NOT NULL, user_id integer NOT NULL, accesses integer NOT NULL, last_access timestamptz NOT NULL,
      PRIMARY KEY (project_id, user_id))`);
  },
  async apply(client, event, t) {
    const data = event.data as { projectID?: string; userID?: number };
    if (!data.projectID) return;
    await client.query(
      `INSERT INTO ${t('bench_project_access')} AS a VALUES ($1, $2, 1, $3)
       ON CONFLICT (project_id, user_id) DO UPDATE SET accesses = a.accesses + 1, last_access = EXCLUDED.last_access`,
      [data.projectID, data.userID ?? 0, event.metadata.time],
    );
  },
};

export const benchProjectionCatchUp = async (store: EventStore, pool: Pool): Promise<void> => {
  const { rows } = await pool.query('SELECT count(*)::int AS n, max(global_position)::text AS last FROM events');
  const { n, last } = rows[0] as { n: number; last: string };
  const start = process.hrtime.bigint();
  const runner = await startProjections({ eventStore: store, pool, projections: [projectAccessProjection], logger: silentLogger() });
  try {
    if (!(await runner.waitForPosition(BigInt(last), 30 * 60_000))) throw new Error('the projection did not catch up');
  } finally {
    await runner.stop();
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  report('projection_catch_up', n / seconds, 'events/s');
};
