// A fresh, empty database per test file on the real PostgreSQL server named by DATABASE_URL (here
// 127.0.0.1:5432), dropped afterwards, so test files never see each other's rows.
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';

export const serverUrl = (): string => process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const withDatabase = (url: string, database: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

export interface TestDatabase {
  readonly url: string;
  readonly pool: Pool;
  drop(): Promise<void>;
}

export const createTestDatabase = async (prefix = 'wbtest'): Promise<TestDatabase> => {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: serverUrl(), max: 1 });
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl(), name);
  const pool = new Pool({ connectionString: url, max: 20 });
  return {
    url,
    pool,
    async drop() {
      // pool.end() resolves before its sockets are closed; the forced drop below can then terminate a
      // closing session, and an unhandled pool 'error' would fail whichever test file is running.
      pool.on('error', () => undefined);
      // A test that failed midway may leave a worker holding a client, and pool.end() waits for every
      // client to be released: give it a moment, then let the forced drop close whatever is left.
      await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, 3_000).unref())]);
      const a = new Pool({ connectionString: serverUrl(), max: 1 });
      try {
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await a.end();
      }
    },
  };
};
