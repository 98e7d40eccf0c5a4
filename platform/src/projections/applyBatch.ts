// Applies a batch of events inside the caller's transaction. Fast path: the whole batch under one
// savepoint (through the projection's applyBatch when it has one). If it throws, the batch is replayed
// event by event, each under its own savepoint, and the events that throw are parked (recorded with
// their error) instead of stopping the projection.
import type { AnyRecordedEvent, RecordedEvent } from '@wb/contracts';
import type { PoolClient } from 'pg';
import { withPreparedStatements } from './preparedStatements';
import type { Projection } from './projection';
import type { ProjectionBatch } from './readBatch';

export interface ParkedEvent {
  readonly event: RecordedEvent;
  readonly error: string;
}

export type TableName = (table: string) => string;

export const liveTableName: TableName = (table) => table;

const describe = (err: unknown): string => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

const park = async (client: PoolClient, parkAs: string, event: RecordedEvent, error: string): Promise<void> => {
  await client.query(
    `INSERT INTO projection_parked (projection, transaction_id, global_position, event_id, event_type, error)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [parkAs, event.position.transactionId.toString(), event.position.globalPosition.toString(), event.metadata.eventId, event.type, error],
  );
};

/** Applies a batch as read: whole events through applyBatch below, types and positions through the projection's applyTypes. */
export const applyProjectionBatch = async (
  client: PoolClient,
  projection: Projection,
  batch: ProjectionBatch,
  tableName: TableName,
  parkAs: string = projection.name,
  options: { readonly savepointTaken?: boolean } = {},
): Promise<ParkedEvent[]> => {
  if (!batch.typesOnly) return applyBatch(client, projection, batch.events, tableName, parkAs, options);
  if (!projection.applyTypes) throw new Error(`${projection.name} was given types only but takes whole events`);
  await projection.applyTypes(withPreparedStatements(client), batch.events, tableName);
  return [];
};

export const applyBatch = async (
  connection: PoolClient,
  projection: Projection,
  events: readonly RecordedEvent[],
  tableName: TableName,
  parkAs: string = projection.name,
  /** The caller took the savepoint `batch` already (in the round trip that opened its transaction). */
  options: { readonly savepointTaken?: boolean } = {},
): Promise<ParkedEvent[]> => {
  const client = withPreparedStatements(connection);
  if (!options.savepointTaken) await client.query('SAVEPOINT batch');
  try {
    if (projection.applyBatch) await projection.applyBatch(client, events as readonly AnyRecordedEvent[], tableName);
    else for (const event of events) await projection.apply(client, event as AnyRecordedEvent, tableName);
    // Not released: the caller's COMMIT ends it, and a round trip per batch is spared.
    return [];
  } catch {
    await client.query('ROLLBACK TO SAVEPOINT batch');
  }
  const parked: ParkedEvent[] = [];
  for (const event of events) {
    await client.query('SAVEPOINT event');
    try {
      await projection.apply(client, event as AnyRecordedEvent, tableName);
      await client.query('RELEASE SAVEPOINT event');
    } catch (err) {
      await client.query('ROLLBACK TO SAVEPOINT event');
      const error = describe(err);
      await park(client, parkAs, event, error);
      parked.push({ event, error });
    }
  }
  await client.query('RELEASE SAVEPOINT batch');
  return parked;
};
