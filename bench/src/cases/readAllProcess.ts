// The read_all case in processes of their own (`node --expose-gc bench/dist/cases/readAllProcess.js <url> <events> <pairs> <storeFirst>`).
// Run after the subscriber case in the same process, the store's passes were at times slower than the
// plain SELECT's: that process's heap held the earlier cases' garbage. Each side now starts from the
// same clean process.
// And not one process but several, the pairs of all pooled: in a process of its own, one side at
// times paid 3 to 6 times as much for young-generation garbage collection as the other in every one
// of its passes (its per-event objects promoted instead of dying young), a state the process keeps
// and either side can fall into; a single process then gave 0.74 or 1.47 in CPU per event for the same
// code. With pairs from several processes, one process in that state moves the median little.
import { fork } from 'node:child_process';
import { PostgresEventStore } from '@wb/platform';
import { Pool } from 'pg';
import { measureReadAllPairs, reportReadAll, type ReadAllPair } from './readAll';

const PAIRS = Number(process.env.BENCH_READ_ALL_PASSES ?? 9);
const PROCESSES = Number(process.env.BENCH_READ_ALL_PROCESSES ?? 3);

/** One process's pairs, sent back over the fork's channel. */
const pairsInOwnProcess = (connectionString: string, expected: number, pairs: number, storeFirst: boolean): Promise<ReadAllPair[]> =>
  new Promise((resolve, reject) => {
    let measured: ReadAllPair[] | null = null;
    const child = fork(__filename, [connectionString, String(expected), String(pairs), String(storeFirst)], { execArgv: ['--expose-gc'], stdio: 'inherit' });
    child.once('message', (message) => {
      measured = message as ReadAllPair[];
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0 && measured) resolve(measured);
      else reject(new Error(`read_all: its process ended with ${signal ?? `exit ${code}`}${measured ? '' : ', no pairs measured'}`));
    });
  });

/** Runs the case in PROCESSES child processes one after the other against the database at `connectionString`, and prints the pooled figures. */
export const benchReadAllInOwnProcess = async (connectionString: string, expected: number): Promise<void> => {
  const pairs: ReadAllPair[] = [];
  const perProcess = Math.max(1, Math.ceil(PAIRS / PROCESSES));
  for (let run = 0; run < PROCESSES; run += 1) pairs.push(...(await pairsInOwnProcess(connectionString, expected, perProcess, run % 2 === 0)));
  reportReadAll(pairs);
};

const main = async (connectionString: string, expected: number, pairs: number, storeFirst: boolean): Promise<void> => {
  const pool = new Pool({ connectionString, max: 2 });
  const store = await PostgresEventStore.create(pool);
  try {
    const measured = await measureReadAllPairs(store, pool, expected, pairs, storeFirst);
    await new Promise<void>((resolve, reject) => process.send?.(measured, (err: Error | null) => (err ? reject(err) : resolve())) ?? resolve());
  } finally {
    await store.close();
    await pool.end().catch(() => undefined);
  }
};

if (require.main === module) {
  const [connectionString, expected, pairs, storeFirst] = process.argv.slice(2);
  main(connectionString ?? '', Number(expected), Number(pairs ?? PAIRS), storeFirst !== 'false').catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
