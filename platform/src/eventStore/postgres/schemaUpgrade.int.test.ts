// A data directory written by the store's first schema (the stream's revision kept in streams.revision,
// the append function taking one jsonb document) opens with this version and goes on appending.
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { testEvent } from '../eventStore.contract';
import { PostgresEventStore } from './postgresEventStore';

const firstSchema = `
CREATE TABLE streams (stream_id text PRIMARY KEY, type text NOT NULL, revision bigint NOT NULL,
                      archived boolean NOT NULL DEFAULT false);
CREATE SEQUENCE events_global_position_seq AS bigint;
CREATE TABLE events (
  global_position bigint NOT NULL DEFAULT nextval('events_global_position_seq') UNIQUE,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL, revision bigint NOT NULL, event_id uuid NOT NULL, type text NOT NULL,
  schema_version integer NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (stream_id, revision), UNIQUE (stream_id, event_id));
CREATE FUNCTION wb_append_to_stream(text, text, text, jsonb, jsonb, jsonb, boolean)
  RETURNS TABLE (o_revision bigint, o_transaction_id xid8, o_global_position bigint)
  LANGUAGE sql AS 'SELECT 0::bigint, ''0''::xid8, 0::bigint';
`;

describe('PostgreSQL event store over a first-schema database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('wbupgrade');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('keeps the stored events and appends after them at the right revision', async () => {
    const stream = `project-${randomUUID()}`;
    const stored = testEvent('ProjectCreated', { name: 'Tides' });
    await database.pool.query(firstSchema);
    await database.pool.query("INSERT INTO streams (stream_id, type, revision) VALUES ($1, 'project', 0)", [stream]);
    await database.pool.query(
      `INSERT INTO events (stream_id, revision, event_id, type, schema_version, data, metadata)
       VALUES ($1, 0, $2, 'ProjectCreated', 1, $3, $4)`,
      [stream, stored.metadata.eventId, JSON.stringify(stored.data), JSON.stringify(stored.metadata)],
    );

    const store = await PostgresEventStore.create(database.pool);
    try {
      await expect(store.appendToStream(stream, [testEvent()], { expectedRevision: 'noStream' })).rejects.toThrow();
      const next = await store.appendToStream(stream, [testEvent('ProjectRenamed', { name: 'Tides 2' })], { expectedRevision: 0n });
      expect(next.nextRevision).toBe(1n);
      expect((await store.readStream(stream)).map((e) => [e.revision, e.type])).toEqual([
        [0, 'ProjectCreated'],
        [1, 'ProjectRenamed'],
      ]);
      const fresh = `folder-${randomUUID()}`;
      await store.appendToStream(fresh, [testEvent()], { expectedRevision: 'noStream' });
      const types = await database.pool.query<{ type: string }>('SELECT type FROM streams WHERE stream_id = $1', [fresh]);
      expect(types.rows).toEqual([{ type: 'folder' }]);
    } finally {
      await store.close();
    }
  });
});
