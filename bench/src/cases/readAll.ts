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

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One back-to-back pair of passes: each side's events a second and CPU per event. */
export interface ReadAllPair {
  storePerSecond: number;
  plainPerSecond: number;
  storeCpuMicrosPerEvent: number;
  plainCpuMicrosPerEvent: number;
}

/**
 * Reads the whole store both ways after a warm-up pass each, in `pairs` pairs of passes back to back
 * (which side goes first alternating, starting with `storeFirst`).
 */
export const measureReadAllPairs = async (store: EventStore, pool: Pool, expected: number, pairs: number, storeFirst: boolean): Promise<ReadAllPair[]> => {
  await readThroughStore(store);
  await readPlainKeyset(pool);
  const measured: ReadAllPair[] = [];
  for (let pass = 0; pass < pairs; pass += 1) {
    const storeGoesFirst = (pass % 2 === 0) === storeFirst;
    const first = await timed(() => (storeGoesFirst ? readThroughStore(store) : readPlainKeyset(pool)));
    const second = await timed(() => (storeGoesFirst ? readPlainKeyset(pool) : readThroughStore(store)));
    const [viaStore, plain] = storeGoesFirst ? [first, second] : [second, first];
    if (viaStore.count !== expected || plain.count !== expected) {
      throw new Error(`read_all: expected ${expected} events, the store read ${viaStore.count}, the plain SELECT ${plain.count}`);
    }
    measured.push({ storePerSecond: viaStore.perSecond, plainPerSecond: plain.perSecond, storeCpuMicrosPerEvent: viaStore.cpuMicrosPerEvent, plainCpuMicrosPerEvent: plain.cpuMicrosPerEvent });
  }
  return measured;
};

/**
 * The medians of the pairs' ratios: on a shared machine a busy moment slows one pair, not the median.
 * The rates are each side's best pass.
 */
export const reportReadAll = (pairs: readonly ReadAllPair[]): void => {
  report('read_all_store', Math.max(...pairs.map((p) => p.storePerSecond)), 'events/s');
  report('read_all_plain_keyset', Math.max(...pairs.map((p) => p.plainPerSecond)), 'events/s');
  report('read_all_ratio', median(pairs.map((p) => p.storePerSecond / p.plainPerSecond)), 'ratio');
  // The same comparison in the reading process's CPU per event (above 1: the store spends less than the plain read).
  report('read_all_cpu_ratio', median(pairs.map((p) => p.plainCpuMicrosPerEvent / p.storeCpuMicrosPerEvent)), 'ratio');
};
