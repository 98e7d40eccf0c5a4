// The bench's own PostgreSQL: DATABASE_URL's server when set (a fresh database on it, dropped
// afterwards), otherwise an embedded PostgreSQL in a temporary folder on a free port.
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { startTemporaryEmbeddedPostgres } from '@wb/platform';

export interface BenchServer {
  readonly where: string;
  /** A fresh empty database on the server. */
  freshDatabase(): Promise<Pool>;
  /** A copy of a database made by freshDatabase (its pool is ended first: a copy needs its source unused; later copies reuse it). */
  copyOf(source: Pool): Promise<Pool>;
  stop(): Promise<void>;
}

const withDatabase = (url: string, database: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

export const startBenchServer = async (): Promise<BenchServer> => {
  const external = process.env.DATABASE_URL;
  const embedded = external ? null : await startTemporaryEmbeddedPostgres();
  const serverUrl = external ?? embedded!.url;
  const created: string[] = [];
  const pools: Pool[] = [];
  const admin = async (sql: string): Promise<void> => {
    const pool = new Pool({ connectionString: serverUrl, max: 1 });
    try {
      await pool.query(sql);
    } finally {
      await pool.end();
    }
  };
  const names = new Map<Pool, string>();
  const createDatabase = async (from: string): Promise<Pool> => {
    const name = `wbbench_${randomBytes(5).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}${from}`);
    created.push(name);
    const pool = new Pool({ connectionString: withDatabase(serverUrl, name), max: 24 });
    pool.on('error', () => undefined);
    pools.push(pool);
    names.set(pool, name);
    return pool;
  };
  return {
    where: external ? `server ${new URL(external).host}` : 'embedded PostgreSQL',
    freshDatabase: () => createDatabase(''),
    async copyOf(source) {
      const name = names.get(source);
      if (!name) throw new Error('copyOf takes a pool made by freshDatabase');
      if (pools.includes(source)) {
        await source.end();
        pools.splice(pools.indexOf(source), 1);
      }
      return createDatabase(` TEMPLATE ${name}`);
    },
    async stop() {
      await Promise.all(pools.map((pool) => pool.end()));
      if (external) for (const name of created) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await embedded?.stop();
    },
  };
};
