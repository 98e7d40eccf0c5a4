// "Every read model equals its rebuild from zero": the live store's events (and streams, reservations)
// are copied into a fresh database of the same server, the rebuild tool (`npm run rebuild -- --all`,
// gateway/dist/rebuild.js) builds every read model there from nothing, and each projection's tables
// are compared with the live ones, table by table, row by row.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { Pool } from 'pg';
import { PostgresEventStore, PostgresFileSearchIndex, PostgresSearchIndex } from '@wb/platform';
import { readModelProjections } from '@wb/projectors';
import type { Cluster } from './cluster';

const REBUILD = path.resolve(__dirname, '../../../gateway/dist/rebuild.js');
const COPY_BATCH = 2_000;
/** Differences named in a failed check's detail; the count says how many there were. */
const SHOWN_DIFFERENCES = 5;

export interface RebuildComparison {
  readonly tables: number;
  readonly rows: number;
  readonly differences: string[];
}

/** The tables of every read model, as the product names them. */
const readModelTables = (pool: Pool): string[] => {
  // The indexes are only asked for their tables' names: they are never used here.
  const projections = readModelProjections(new PostgresSearchIndex(pool), new PostgresFileSearchIndex(pool));
  return [...new Set(projections.flatMap((p) => p.tables))].sort();
};

const copyTable = async (from: Pool, to: Pool, table: string, order: string) => {
  for (let offset = 0; ; offset += COPY_BATCH) {
    const { rows } = await from.query<{ batch: unknown[] | null }>(`SELECT json_agg(t) AS batch FROM (SELECT * FROM ${table} ORDER BY ${order} LIMIT ${COPY_BATCH} OFFSET ${offset}) t`);
    const batch = rows[0]?.batch;
    if (!batch?.length) return;
    await to.query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(null::${table}, $1::json)`, [JSON.stringify(batch)]);
  }
};

/** Columns whose values a sequence hands out (identity or serial): they order rows, and a rolled-back insert leaves gaps in them. */
const sequencedColumns = async (pool: Pool, table: string): Promise<string[]> => {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
        AND (a.attidentity <> '' OR pg_get_expr(d.adbin, d.adrelid) LIKE 'nextval(%')`,
    [table],
  );
  return rows.map((r) => r.name);
};

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
};

/**
 * A table's rows as sorted canonical JSON. A sequenced column is replaced by the row's rank in it: what
 * the column means (the order rows were made in) is compared, not the numbers a sequence gave out.
 */
const rowsOf = async (pool: Pool, table: string): Promise<string[]> => {
  const { rows } = await pool.query<{ r: Record<string, unknown> }>(`SELECT to_jsonb(t) AS r FROM ${table} t`);
  const records = rows.map((row) => row.r);
  for (const column of await sequencedColumns(pool, table)) {
    const ranked = [...records].sort((a, b) => Number(a[column]) - Number(b[column]));
    ranked.forEach((record, rank) => (record[column] = `#${rank}`));
  }
  return records.map((record) => JSON.stringify(canonical(record))).sort();
};

const diffRows = (table: string, live: string[], rebuilt: string[]): string[] => {
  const count = (rows: string[]) => rows.reduce((m, r) => m.set(r, (m.get(r) ?? 0) + 1), new Map<string, number>());
  const liveCounts = count(live);
  const rebuiltCounts = count(rebuilt);
  const differences: string[] = [];
  for (const [row, n] of liveCounts) if ((rebuiltCounts.get(row) ?? 0) !== n) differences.push(`${table}: live has ${n}, rebuild ${rebuiltCounts.get(row) ?? 0} of ${row}`);
  for (const [row, n] of rebuiltCounts) if (!liveCounts.has(row)) differences.push(`${table}: rebuild has ${n}, live 0 of ${row}`);
  return differences;
};

export const compareWithRebuild = async (cluster: Cluster, live: Pool): Promise<RebuildComparison> => {
  const database = `rebuild_${randomBytes(4).toString('hex')}`;
  await live.query(`CREATE DATABASE ${database}`);
  const fresh = new Pool({ connectionString: cluster.pg.urlOf(database), max: 4 });
  fresh.on('error', () => undefined);
  try {
    // The event store's own schema, as the product creates it, then its rows as they are.
    await (await PostgresEventStore.create(fresh)).close();
    await copyTable(live, fresh, 'streams', 'stream_id');
    await copyTable(live, fresh, 'reservations', 'scope, key');
    await copyTable(live, fresh, 'events', 'global_position');
    await fresh.query(`SELECT setval('events_global_position_seq', greatest(1, (SELECT coalesce(max(global_position), 0) FROM events)))`);

    await promisify(execFile)(process.execPath, [REBUILD, '--all'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: cluster.pg.urlOf(database), DATA_DIR: path.join(cluster.dataDir, 'rebuild'), LOG_LEVEL: 'warn' },
      timeout: 300_000,
    });

    let rows = 0;
    const differences: string[] = [];
    const tables = readModelTables(live);
    for (const table of tables) {
      const [liveRows, rebuiltRows] = await Promise.all([rowsOf(live, table), rowsOf(fresh, table)]);
      rows += liveRows.length;
      differences.push(...diffRows(table, liveRows, rebuiltRows));
    }
    return { tables: tables.length, rows, differences: differences.slice(0, SHOWN_DIFFERENCES).concat(differences.length > SHOWN_DIFFERENCES ? [`... ${differences.length} differences in all`] : []) };
  } finally {
    await fresh.end().catch(() => undefined);
    await live.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
};
