// Reading all events in order through the store (horizon-bounded, upcast) against a plain keyset
// SELECT of the same rows, decoded into the same shape (the events a reader gets).
import { START_POSITION, type EventMetadata, type RecordedEvent } from '@wb/contracts';
import type { EventStore } from '@wb/platform';
import type { Pool } from 'pg';
import { report } from '../measure';

const PAGE = 1000;

/** Collects garbage first when node runs with --expose-gc (npm run bench does), so that neither side
 * pays for the garbage the cases before it left. */
const collectGarbage = (): void => (globalThis as { gc?: () => void }).gc?.();

/** A pass's events a second (wall time) and this process's CPU per event (µs), which a busy share of the machine changes less. */
const timed = async (read: () => Promise<number>): Promise<{ count: number; perSecond: number; cpuMicrosPerEvent: number }> => {
  collectGarbage();
  const start = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  const count = await read();
  const used = process.cpuUsage(cpu);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { count, perSecond: count / seconds, cpuMicrosPerEvent: (used.user + used.system) / count };
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

interface PlainRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  revision: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
}

/** What a hand-written reader does with a row: the store's event shape, positions as bigint. */
const plainEvent = (row: PlainRow): RecordedEvent => ({
  type: row.type,
  data: row.data,
  streamId: row.stream_id,
  revision: Number(row.revision),
  metadata: row.metadata,
  position: { transactionId: BigInt(row.transaction_id), globalPosition: BigInt(row.global_position) },
});

const readPlainKeyset = async (pool: Pool): Promise<number> => {
  let after = 0n;
  let count = 0;
  for (;;) {
    const { rows } = await pool.query<PlainRow>({
      name: 'bench_plain_keyset',
      text: `SELECT global_position, transaction_id, stream_id, revision, type, schema_version, data, metadata
        FROM events WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
      values: [after.toString(), PAGE],
    });
    const events = rows.map(plainEvent);
    count += events.length;
    const last = events.at(-1);
    if (!last || events.length < PAGE) return count;
    after = last.position.globalPosition;
  }
};

const PASSES = Number(process.env.BENCH_READ_ALL_PASSES ?? 9);

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Reads the whole store both ways after a warm-up pass each, in pairs of passes back to back (which
 * side goes first alternating), and reports the median of the pairs' ratios: on a shared machine a
 * busy moment slows one pair, not the median. The rates are each side's best pass.
 */
export const benchReadAll = async (store: EventStore, pool: Pool, expected: number): Promise<void> => {
  await readThroughStore(store);
  await readPlainKeyset(pool);
  const ratios: number[] = [];
  const cpuRatios: number[] = [];
  let bestStore = 0;
  let bestPlain = 0;
  for (let pass = 0; pass < PASSES; pass += 1) {
    const storeFirst = pass % 2 === 0;
    const first = await timed(() => (storeFirst ? readThroughStore(store) : readPlainKeyset(pool)));
    const second = await timed(() => (storeFirst ? readPlainKeyset(pool) : readThroughStore(store)));
    const [viaStore, plain] = storeFirst ? [first, second] : [second, first];
    if (viaStore.count !== expected || plain.count !== expected) {
      throw new Error(`read_all: expected ${expected} events, the store read ${viaStore.count}, the plain SELECT ${plain.count}`);
    }
    ratios.push(viaStore.perSecond / plain.perSecond);
    cpuRatios.push(plain.cpuMicrosPerEvent / viaStore.cpuMicrosPerEvent);
    bestStore = Math.max(bestStore, viaStore.perSecond);
    bestPlain = Math.max(bestPlain, plain.perSecond);
  }
  report('read_all_store', bestStore, 'events/s');
  report('read_all_plain_keyset', bestPlain, 'events/s');
  report('read_all_ratio', median(ratios), 'ratio');
  // The same comparison in this process's CPU per event (above 1: the store spends less than the plain read).
  report('read_all_cpu_ratio', median(cpuRatios), 'ratio');
};
