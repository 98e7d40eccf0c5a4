// A batch cut into runs of consecutive events, those a guard accepts and the others, in order: a
// projection writes a run of events that set the same columns (names copied from project events, say)
// with one statement instead of one per event, and applies the events between runs as before, so that
// the order of writes is kept.
import type { AnyRecordedEvent } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';

export type Run<E, T extends E> = { readonly matched: true; readonly events: T[] } | { readonly matched: false; readonly events: E[] };

export const runsOf = <E, T extends E>(events: readonly E[], guard: (event: E) => event is T): Run<E, T>[] => {
  const runs: Run<E, T>[] = [];
  let current: { matched: boolean; events: E[] } | null = null;
  for (const event of events) {
    const matched = guard(event);
    if (!current || current.matched !== matched) {
      current = { matched, events: [] };
      runs.push(current as Run<E, T>);
    }
    current.events.push(event);
  }
  return runs;
};

/** The last value given to each key, in the order keys were first given: what writing them one at a time leaves. */
export const lastValues = <E, V>(events: readonly E[], entry: (event: E) => readonly [string, V]): Map<string, V> => {
  const values = new Map<string, V>();
  for (const event of events) {
    const [key, value] = entry(event);
    values.set(key, value);
  }
  return values;
};

type ApplyOne = (client: PoolClient, event: AnyRecordedEvent, t: TableName) => Promise<void>;

/**
 * A projection's applyBatch made of runs: each run of events the guard accepts written at once by
 * `writeRun`, the events between applied one at a time by the projection's own apply, in log order.
 */
export const applyInRuns =
  <T extends AnyRecordedEvent>(guard: (event: AnyRecordedEvent) => event is T, writeRun: (client: PoolClient, events: T[], t: TableName) => Promise<void>) =>
  async (client: PoolClient, events: readonly AnyRecordedEvent[], t: TableName, applyOne: ApplyOne): Promise<void> => {
    for (const run of runsOf(events, guard)) {
      if (run.matched) await writeRun(client, run.events, t);
      else for (const event of run.events) await applyOne(client, event, t);
    }
  };
