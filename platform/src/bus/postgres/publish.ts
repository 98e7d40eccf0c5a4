// Appending messages to a topic's log: one transaction that takes the topic's lock, inserts the rows in
// the order given and sends the NOTIFY that wakes the subscribers (delivered at the commit).
import type { Pool } from 'pg';
import { inTransaction } from '../../sql/sql';
import type { BusMessage } from '../bus';
import { partitionOf } from './partition';
import { PUBLISH_LOCK_CLASS, PUBLISHED_CHANNEL } from './schema';

const INSERT = `INSERT INTO wb_bus.messages (topic, partition, id, key, type, payload)
  SELECT $1, x.partition, x.id, x.key, x.type, x.payload
    FROM unnest($2::smallint[], $3::text[], $4::text[], $5::text[], $6::text[]) WITH ORDINALITY AS x(partition, id, key, type, payload, ord)
   ORDER BY x.ord`;

export const publishMessages = async (pool: Pool, topic: string, messages: readonly BusMessage[]): Promise<void> => {
  // Serialized before any connection is taken: a payload JSON cannot carry fails here, as with a broker.
  const payloads = messages.map((m) => JSON.stringify(m.payload ?? null));
  await inTransaction(pool, async (client) => {
    // Taken before the rows get their seq, so seq order is commit order within the topic (schema.ts).
    await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [PUBLISH_LOCK_CLASS, topic]);
    await client.query(INSERT, [topic, messages.map((m) => partitionOf(m.key)), messages.map((m) => m.id), messages.map((m) => m.key), messages.map((m) => m.type), payloads]);
    await client.query('SELECT pg_notify($1, $2)', [PUBLISHED_CHANNEL, topic]);
  });
};
