// A projection turns committed events into read-model rows. The runtime (runner.ts) feeds it batches
// and stores its checkpoint in the same transaction as its rows.
import type { AnyRecordedEvent } from '@wb/contracts';
import type { PoolClient } from 'pg';
import type { TypeAtPosition } from '../eventStore/eventStore';
import type { TablePersistence } from './persistence';

export interface Projection {
  /** Stable name, used for the checkpoint, /metrics and `npm run rebuild -- <name>`. */
  readonly name: string;
  /**
   * The shape of its tables and rows: raise it whenever createTables or apply changes, and the next start
   * rebuilds the projection into fresh tables from the first event while the old ones keep serving.
   */
  readonly version: number;
  /**
   * Tables this projection owns, created by `createTables(client, tableName, persistence)`. A rebuild
   * creates them under fresh names and unlogged (each CREATE opened by `createTable(persistence)`),
   * fills them from position 0, makes them logged, then swaps them in by renaming.
   */
  readonly tables: readonly string[];
  /**
   * Optional: the event types apply/applyBatch act on. When set (and the event store can filter by type),
   * the runtime reads only events of these types and moves the checkpoint past the others unread. An
   * event of a type missing here is never applied: leave it unset rather than guess.
   */
  readonly eventTypes?: readonly string[];
  createTables(client: PoolClient, tableName: (table: string) => string, persistence: TablePersistence): Promise<void>;
  /**
   * Optional: the indexes only queries read (none that apply or applyBatch relies on, and no unique one).
   * Live tables get them right after createTables; a rebuild builds them on its fresh tables once its
   * pass over the events is done, before the swap: one sort of a million rows instead of a million
   * index insertions. Must be idempotent (CREATE INDEX IF NOT EXISTS).
   */
  createReadIndexes?(client: PoolClient, tableName: (table: string) => string): Promise<void>;
  /**
   * Applies one event inside the batch transaction. Throwing parks the event (with its error) and the
   * projection goes on; it must not have written anything partial (the runtime uses a savepoint).
   */
  apply(client: PoolClient, event: AnyRecordedEvent, tableName: (table: string) => string): Promise<void>;
  /**
   * Optional: applies a whole batch with set-based statements (a round trip per statement, not per
   * event), with exactly the effect of apply() on each event in order. If it throws, the runtime
   * rolls it back and applies the batch event by event, parking the events that throw.
   */
  applyBatch?(client: PoolClient, events: readonly AnyRecordedEvent[], tableName: (table: string) => string): Promise<void>;
  /**
   * Optional, for a projection that needs only each event's type and position (counts by type): where
   * the store reads only those (readTypes), the runtime hands it a batch of them instead of whole events.
   * It must have the effect of apply() on each; if it throws, the batch is retried (nothing is parked).
   */
  applyTypes?(client: PoolClient, events: readonly TypeAtPosition[], tableName: (table: string) => string): Promise<void>;
}
