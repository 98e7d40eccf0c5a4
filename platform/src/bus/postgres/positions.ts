// A consumer group's positions in a topic: made when the group first subscribes (at the log's start, so
// a group new to a topic also gets what the topic still keeps, as with Kafka), and which partitions
// have messages the group has not handled and may try now (none waiting out a back-off).
import type { Pool } from 'pg';
import { PARTITIONS } from './partition';

export const joinGroup = async (pool: Pool, topic: string, group: string): Promise<void> => {
  await pool.query(
    `INSERT INTO wb_bus.positions (topic, consumer_group, partition)
       SELECT $1, $2, p FROM generate_series(0, $3::int - 1) AS p
     ON CONFLICT (topic, consumer_group, partition) DO NOTHING`,
    [topic, group, PARTITIONS],
  );
};

/** In random order, so that subscribers of a group looking at the same moment try different ones first. */
export const duePartitions = async (pool: Pool, topic: string, group: string): Promise<number[]> => {
  const { rows } = await pool.query<{ partition: number }>(
    `SELECT p.partition FROM wb_bus.positions p
      WHERE p.topic = $1 AND p.consumer_group = $2 AND (p.retry_at IS NULL OR p.retry_at <= now())
        AND EXISTS (SELECT 1 FROM wb_bus.messages m WHERE m.topic = p.topic AND m.partition = p.partition AND m.seq > p.position)
      ORDER BY random()`,
    [topic, group],
  );
  return rows.map((r) => r.partition);
};
