// What the PostgreSQL Bus keeps. A topic's messages until every group of the topic has handled them: a
// group whose subscribers are all down (the exporter restarting) loses nothing. A topic no group has
// subscribed to keeps its messages for a week (Kafka's default retention), so a group that comes later
// (an exporter started after the relay) still gets them from the beginning. A group nobody subscribes
// to any more keeps its topic's log growing: delete its rows from wb_bus.positions to let it go.
import type { Pool } from 'pg';

/** How long the messages of a topic that no group reads are kept. */
export const UNREAD_TOPIC_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** The topics some group reads. */
export const topicsRead = async (pool: Pool): Promise<string[]> => (await pool.query<{ topic: string }>('SELECT DISTINCT topic FROM wb_bus.positions')).rows.map((r) => r.topic);

/** Deletes at most `limit` of the topic's messages that every group has passed; answers how many. */
export const deleteHandled = async (pool: Pool, topic: string, limit: number): Promise<number> => {
  const { rowCount } = await pool.query(
    `DELETE FROM wb_bus.messages m WHERE (m.topic, m.partition, m.seq) IN (
       SELECT x.topic, x.partition, x.seq FROM wb_bus.messages x
         JOIN (SELECT partition, min(position) AS upto FROM wb_bus.positions WHERE topic = $1 GROUP BY partition) p ON p.partition = x.partition
        WHERE x.topic = $1 AND x.seq <= p.upto
        LIMIT $2)`,
    [topic, limit],
  );
  return rowCount ?? 0;
};

/** Deletes at most `limit` messages older than `ageMs` of topics no group reads; answers how many. */
export const deleteUnread = async (pool: Pool, ageMs: number, limit: number): Promise<number> => {
  const { rowCount } = await pool.query(
    `DELETE FROM wb_bus.messages m WHERE (m.topic, m.partition, m.seq) IN (
       SELECT x.topic, x.partition, x.seq FROM wb_bus.messages x
        WHERE x.published_at < now() - make_interval(secs => $1::double precision / 1000)
          AND NOT EXISTS (SELECT 1 FROM wb_bus.positions p WHERE p.topic = x.topic)
        LIMIT $2)`,
    [ageMs, limit],
  );
  return rowCount ?? 0;
};
