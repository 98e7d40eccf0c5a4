// Whether the content lock is on: one row, absent until the lock is first toggled (then unlocked).
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${t('content_lock')} (
      id smallint PRIMARY KEY CHECK (id = 1),
      locked boolean NOT NULL,
      changed_on timestamptz NOT NULL
    );
  `);
};

/** The one type it applies. */
const EVENT_TYPES: readonly string[] = ['ContentLockToggled'];

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  if (event.type !== 'ContentLockToggled') return;
  await client.query(
    `INSERT INTO ${t('content_lock')} (id, locked, changed_on) VALUES (1, $1, $2)
     ON CONFLICT (id) DO UPDATE SET locked = EXCLUDED.locked, changed_on = EXCLUDED.changed_on`,
    [event.data.locked, event.metadata.time],
  );
};

export const contentLockProjection: Projection = {
  name: ReadModels.contentLock,
  version: 1,
  tables: ['content_lock'],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
};
