// How many events of each type were ever recorded: the Stats tab's per-type counts. A batch is one
// statement (counted in JavaScript, added with one upsert), so catching up costs next to nothing.
import { ReadModels } from '@wb/contracts';
import { createTable, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${t('event_counts')} (
      type text PRIMARY KEY,
      n bigint NOT NULL
    );
  `);
};

const add = async (client: PoolClient, t: TableName, counts: ReadonlyMap<string, number>): Promise<void> => {
  if (counts.size === 0) return;
  await client.query(
    `INSERT INTO ${t('event_counts')} (type, n) SELECT * FROM unnest($1::text[], $2::bigint[])
     ON CONFLICT (type) DO UPDATE SET n = ${t('event_counts')}.n + EXCLUDED.n`,
    [[...counts.keys()], [...counts.values()]],
  );
};

const countByType = (events: readonly { readonly type: string }[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const e of events) counts.set(e.type, (counts.get(e.type) ?? 0) + 1);
  return counts;
};

export const eventCountsProjection: Projection = {
  name: ReadModels.eventCounts,
  version: 1,
  tables: ['event_counts'],
  createTables,
  apply: (client, event, t) => add(client, t, countByType([event])),
  applyBatch: (client, events, t) => add(client, t, countByType(events)),
  // It needs only the types: where the store can, it reads only those, not the events' data.
  applyTypes: (client, events, t) => add(client, t, countByType(events)),
};
