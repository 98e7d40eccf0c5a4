// Reading all events in order through the store (snapshot-bounded, upcast) against a plain keyset
// SELECT of the same rows.
import { START_POSITION } from '@wb/contracts';
import type { EventStore } from '@wb/platform';
import type { Pool } from 'pg';
import { report } from '../measure';

const PAGE = 1000;

/** Collects garbage first when node runs with --expose-gc (npm run bench does), so that neither side
 * pays for the garbage the cases before it left. */
const collectGarbage = (): void => (globalThis as { gc?: () => void }).gc?.();

const timed = async (read: () => Promise<number>): Promise<{ count: number; perSecond: number }> => {
  collectGarbage();
  const start = process.hrtime.bigint();
  const count = await read();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { count, perSecond: count / seconds };
};

const readThroughStore = async (store: EventStore): Promise<number> => {
  let position = START_POSITION;
  let count = 0;
  for (;;) {
    const page = await store.readAll({ after: position, limit: PAGE });
    count += page.length;
    const last = page.at(-1);
    if (!last || page.length < PAGE) return count;
    position = last.position;
  }
};

const readPlainKeyset = async (pool: Pool): Promise<number> => {
  let after = '0';
  let count = 0;
  for (;;) {
    const { rows } = await pool.query<{ global_position: string }>({
      name: 'bench_plain_keyset',
      text: `SELECT global_position, transaction_id, stream_id, revision, type, schema_version, data, metadata
        FROM events WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
      values: [after, PAGE],
    });
    count += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return count;
    after = last.global_position;
  }
};

const PASSES = 5;

type Pass = { count: number; perSecond: number };
const better = (a: Pass, b: Pass): Pass => (b.perSecond > a.perSecond ? b : a);

/**
 * Reads the whole store both ways after a warm-up pass each, in alternating passes, and reports the
 * best pass of each (the machine is shared; the best pass is the least disturbed one, and alternating
 * gives both sides the same chances of a quiet moment).
 */
export const benchReadAll = async (store: EventStore, pool: Pool, expected: number): Promise<void> => {
  await readThroughStore(store);
  await readPlainKeyset(pool);
  let viaStore: Pass = { count: 0, perSecond: 0 };
  let plain: Pass = { count: 0, perSecond: 0 };
  for (let pass = 0; pass < PASSES; pass += 1) {
    viaStore = better(viaStore, await timed(() => readThroughStore(store)));
    plain = better(plain, await timed(() => readPlainKeyset(pool)));
  }
  if (viaStore.count !== expected || plain.count !== expected) {
    throw new Error(`read_all: expected ${expected} events, the store read ${viaStore.count}, the plain SELECT ${plain.count}`);
  }
  report('read_all_store', viaStore.perSecond, 'events/s');
  report('read_all_plain_keyset', plain.perSecond, 'events/s');
  report('read_all_ratio', viaStore.perSecond / plain.perSecond, 'ratio');
};
