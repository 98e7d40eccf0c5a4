// The PostgreSQL Bus's tables, in a schema of their own (wb_bus) so that they never mix with the read
// models, the event store or a rebuild's copy of them: the topics' log, and each consumer group's
// position in every partition of a topic.
import type { Pool } from 'pg';
import { inTransaction } from '../../sql/sql';

/** Serializes schema creation between processes that start at the same moment. */
const SCHEMA_LOCK_KEY = 7_431_101;
/** Key space of the per-topic publish locks (two-int advisory locks: this class, hash of the topic). */
export const PUBLISH_LOCK_CLASS = 7_431_102;
/** Key space of the partition claims (this class, hash of topic, group and partition). */
export const CLAIM_LOCK_CLASS = 7_431_103;
/** NOTIFY channel of publishes; the payload is the topic. */
export const PUBLISHED_CHANNEL = 'wb_bus_published';

const tables = `
CREATE SCHEMA IF NOT EXISTS wb_bus;
-- seq grows in commit order within a topic (publishes to a topic take its lock before their rows get
-- a seq), so a group that has handled a partition up to seq N never finds a message below N later.
CREATE TABLE IF NOT EXISTS wb_bus.messages (
  topic text COLLATE "C" NOT NULL,
  partition smallint NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  id text NOT NULL,
  key text NOT NULL,
  type text NOT NULL,
  -- The JSON text as published: parsed only by the consumer, as a broker would carry it.
  payload text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (topic, partition, seq)
);
-- What retention of a topic no group reads looks up (retention.ts).
CREATE INDEX IF NOT EXISTS messages_published_at_idx ON wb_bus.messages (published_at);
-- One row per (topic, group, partition), made when a group first subscribes: the seq of the last message
-- the group has handled there, and the back-off of a message whose handling failed.
CREATE TABLE IF NOT EXISTS wb_bus.positions (
  topic text COLLATE "C" NOT NULL,
  consumer_group text COLLATE "C" NOT NULL,
  partition smallint NOT NULL,
  position bigint NOT NULL DEFAULT 0,
  failures integer NOT NULL DEFAULT 0,
  retry_at timestamptz,
  PRIMARY KEY (topic, consumer_group, partition)
);
`;

/** Creates the schema and its tables; safe to run from several processes at once. */
export const createBusSchema = async (pool: Pool): Promise<void> => {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await client.query(tables);
  });
};
