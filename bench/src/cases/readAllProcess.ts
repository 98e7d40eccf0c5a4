// The read_all case in a process of its own (`node --expose-gc bench/dist/cases/readAllProcess.js <url> <events>`).
// Run after the subscriber case in the same process, the store's passes were at times slower than the
// plain SELECT's although each side's CPU per event was the same: that process's heap held the earlier
// cases' garbage and V8 had dropped optimised code both sides share, and the store, which allocates
// more per event, paid more for it (0.69 to 1.01 across runs, 0.95 to 1.05 in a process that only reads).
// Each side of the comparison now starts from the same clean process.
import { fork } from 'node:child_process';
import { PostgresEventStore } from '@wb/platform';
import { Pool } from 'pg';
import { benchReadAll } from './readAll';

/** Runs the case in a child process against the database at `connectionString`, its `bench` lines printed as they come. */
export const benchReadAllInOwnProcess = (connectionString: string, expected: number): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = fork(__filename, [connectionString, String(expected)], { execArgv: ['--expose-gc'], stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`read_all: its process ended with ${signal ?? `exit ${code}`}`))));
  });

const main = async (connectionString: string, expected: number): Promise<void> => {
  const pool = new Pool({ connectionString, max: 2 });
  const store = await PostgresEventStore.create(pool);
  try {
    await benchReadAll(store, pool, expected);
  } finally {
    await store.close();
    await pool.end().catch(() => undefined);
  }
};

if (require.main === module) {
  const [connectionString, expected] = process.argv.slice(2);
  main(connectionString ?? '', Number(expected)).catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
