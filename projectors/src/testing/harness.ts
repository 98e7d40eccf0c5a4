// Test harness for projections: a fresh database, a real PostgreSQL event store in it, and helpers to
// append events the way command-api does and to run the projection runtime until it has seen them.
import { randomUUID } from 'node:crypto';
import { CURRENT_SCHEMA_VERSION, type AnyEvent } from '@wb/contracts';
import { createLogger, createTestDatabase, PostgresEventStore, silentLogger, startProjections, type EventStore, type Projection, type ProjectionRunner, type TestDatabase } from '@wb/platform';

export interface Harness {
  readonly db: TestDatabase;
  readonly eventStore: EventStore;
  /** Appends one event to its stream; returns its global position. */
  append(streamId: string, event: AnyEvent, options?: { time?: string; userID?: number | null }): Promise<bigint>;
  /** Starts the runtime over the given projections (stopped by close()). */
  /** batchSize: events per batch (the runtime's default otherwise). */
  run(projections: readonly Projection[], options?: { batchSize?: number }): Promise<ProjectionRunner>;
  rows<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export const createHarness = async (): Promise<Harness> => {
  const db = await createTestDatabase('wbproj');
  const eventStore = await PostgresEventStore.create(db.pool);
  const runners: ProjectionRunner[] = [];
  return {
    db,
    eventStore,
    async append(streamId, event, options = {}) {
      const result = await eventStore.appendToStream(
        streamId,
        [
          {
            type: event.type,
            data: event.data,
            metadata: {
              eventId: randomUUID(),
              causationId: randomUUID(),
              correlationId: 'test',
              userID: options.userID ?? null,
              time: options.time ?? new Date().toISOString(),
              schemaVersion: CURRENT_SCHEMA_VERSION[event.type],
            },
          },
        ],
        { expectedRevision: 'any' },
      );
      return result.position.globalPosition;
    },
    async run(projections, options = {}) {
      const runner = await startProjections({
        eventStore,
        pool: db.pool,
        projections,
        batchSize: options.batchSize,
        logger: process.env.TEST_LOG ? createLogger({ level: 'debug' }) : silentLogger(),
        pollIntervalMs: 50,
      });
      runners.push(runner);
      return runner;
    },
    async rows(sql, params = []) {
      return (await db.pool.query(sql, params)).rows;
    },
    async close() {
      for (const runner of runners) await runner.stop();
      await eventStore.close();
      await db.drop();
    },
  };
};
