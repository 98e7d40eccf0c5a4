// A test projection that counts the events it applied per stream: an event applied twice shows up as
// a count above the stream's length.
import { createTable, type Projection } from '@wb/platform';

export const streamCountsProjection: Projection = {
  name: 'streamCounts',
  version: 1,
  tables: ['stream_counts'],
  async createTables(client, t, persistence) {
    await client.query(`${createTable(persistence)} IF NOT EXISTS ${t('stream_counts')} (stream_id text PRIMARY KEY, applied integer NOT NULL)`);
  },
  async apply(client, event, t) {
    await client.query(
      `INSERT INTO ${t('stream_counts')} (stream_id, applied) VALUES ($1, 1)
       ON CONFLICT (stream_id) DO UPDATE SET applied = ${t('stream_counts')}.applied + 1`,
      [event.streamId],
    );
  },
};
