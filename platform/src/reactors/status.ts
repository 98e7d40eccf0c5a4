// A reactor status source: the running reactors' own (a ReactorRunner), or, for a process that serves
// the admin console without running them (the query API of the distributed mode), read from the
// runtime's tables.
import { START_POSITION } from '@wb/contracts';
import type { Pool } from 'pg';
import type { EventStore } from '../eventStore/eventStore';
import { formatPosition } from '../projections/checkpoint';
import { countWindowAfter } from '../projections/countEvents';
import type { Reactor } from './reactor';
import type { ReactorStatus } from './runner';
import { createReactorTables } from './schema';
import { parkedSummaries, readReactorCheckpoints } from './store';

export interface ReactorStatusSource {
  status(): ReactorStatus[] | Promise<ReactorStatus[]>;
}

/** Lag counted among at most this many events ahead, as the runner's. */
const LAG_SCAN = 5_000;

/** The status of these reactors as their tables tell it (events per second is not known there: 0). */
export const reactorStatusFromTables = (pool: Pool, eventStore: EventStore, reactors: readonly Pick<Reactor, 'name' | 'eventTypes'>[]): ReactorStatusSource => {
  // This process may start before the one that runs the reactors has created their tables.
  let tables: Promise<void> | null = null;
  const ready = (): Promise<void> => {
    tables ??= createReactorTables(pool).catch((err: unknown) => {
      tables = null;
      throw err;
    });
    return tables;
  };
  return {
    async status() {
      await ready();
      const names = reactors.map((r) => r.name);
      const [checkpoints, parked] = await Promise.all([readReactorCheckpoints(pool, names), parkedSummaries(pool, names)]);
      return Promise.all(
        reactors.map(async (r): Promise<ReactorStatus> => {
          const checkpoint = checkpoints.get(r.name) ?? START_POSITION;
          const lag = await countWindowAfter(eventStore, checkpoint, LAG_SCAN, r.eventTypes);
          const summary = parked.get(r.name);
          return {
            name: r.name,
            kind: 'reactor',
            checkpoint: formatPosition(checkpoint),
            lagEvents: lag.count,
            eventsPerSecond: 0,
            lastError: summary?.lastError ?? null,
            parked: summary?.parked ?? 0,
          };
        }),
      );
    },
  };
};
