// The exports read model: one row per scene or file export (spec 001 section 4, Export records; spec
// 002 sections 3 and 4), with its status, the exporter's progress and the MP4's address. Status 1 from
// the add on (the dashboard shows the spinner at once), 2 once completed, 0 once failed; the 4-hour
// rule is the query's, since it depends on when it is read. A scene's or file's rename renames its
// exports, as the admin's table names them by their scene or file.
import { ExportStatus, ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, KEY_TEXT, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';
import { applyExportsBatch } from './batch';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${t('exports')} (
      export_id ${KEY_TEXT} PRIMARY KEY,
      kind text NOT NULL,
      source_id ${KEY_TEXT} NOT NULL,
      project_id ${KEY_TEXT} NOT NULL,
      name text NOT NULL,
      user_id integer,
      status smallint NOT NULL,
      frames_done integer,
      frames_total integer,
      url text,
      failure text,
      created_on timestamptz NOT NULL,
      completed_on timestamptz
    );
    CREATE INDEX IF NOT EXISTS ${t('exports')}_source ON ${t('exports')} (kind, source_id, created_on DESC, export_id);
    CREATE INDEX IF NOT EXISTS ${t('exports')}_recent ON ${t('exports')} (kind, created_on DESC, export_id);
  `);
};

const ADDED = ['SceneExportAdded', 'ReviewFileExportAdded'];
const REQUESTED = ['SceneExportRequested', 'ReviewFileExportRequested'];
const PROGRESSED = ['SceneExportProgressed', 'ReviewFileExportProgressed'];
const COMPLETED = ['SceneExportCompleted', 'ReviewFileExportCompleted'];
const FAILED = ['SceneExportFailed', 'ReviewFileExportFailed'];
const RENAMED = ['SceneRenamed', 'FileRenamed'];

/** The types apply handles (projectors/src/eventTypes.unit.test.ts holds the two equal). */
const EVENT_TYPES: readonly string[] = [...ADDED, ...REQUESTED, ...PROGRESSED, ...COMPLETED, ...FAILED, ...RENAMED];

const idOf = (data: { sceneExportID: string } | { fileExportID: string }): string => ('sceneExportID' in data ? data.sceneExportID : data.fileExportID);

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  const table = t('exports');
  switch (event.type) {
    case 'SceneExportAdded':
    case 'ReviewFileExportAdded': {
      const d = event.data;
      const [kind, sourceID, name] = 'sceneExportID' in d ? ['scene', d.sceneID, d.sceneName] : ['file', d.fileID, d.name];
      await client.query(
        `INSERT INTO ${table} (export_id, kind, source_id, project_id, name, user_id, status, created_on) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (export_id) DO NOTHING`,
        [idOf(d), kind, sourceID, d.projectID, name, d.userID, ExportStatus.inProgress, d.createdOn],
      );
      return;
    }
    case 'SceneExportRequested':
    case 'ReviewFileExportRequested':
      // Each attempt starts over: no progress yet, no failure.
      await client.query(`UPDATE ${table} SET status = $2, project_id = $3, frames_done = NULL, frames_total = NULL, failure = NULL WHERE export_id = $1 AND status <> $4`, [
        idOf(event.data),
        ExportStatus.inProgress,
        event.data.projectID,
        ExportStatus.completed,
      ]);
      return;
    case 'SceneExportProgressed':
    case 'ReviewFileExportProgressed':
      await client.query(`UPDATE ${table} SET frames_done = $2, frames_total = $3 WHERE export_id = $1 AND status = $4`, [
        idOf(event.data),
        event.data.framesDone,
        event.data.framesTotal,
        ExportStatus.inProgress,
      ]);
      return;
    case 'SceneExportCompleted':
    case 'ReviewFileExportCompleted':
      await client.query(`UPDATE ${table} SET status = $2, url = $3, completed_on = $4, frames_done = NULL, frames_total = NULL, failure = NULL WHERE export_id = $1`, [
        idOf(event.data),
        ExportStatus.completed,
        event.data.url,
        event.data.completedOn,
      ]);
      return;
    case 'SceneExportFailed':
    case 'ReviewFileExportFailed':
      await client.query(`UPDATE ${table} SET status = $2, failure = $3, frames_done = NULL, frames_total = NULL WHERE export_id = $1 AND status <> $4`, [
        idOf(event.data),
        ExportStatus.error,
        event.data.reason,
        ExportStatus.completed,
      ]);
      return;
    case 'SceneRenamed':
      await client.query(`UPDATE ${table} SET name = $2 WHERE kind = 'scene' AND source_id = $1`, [event.data.sceneID, event.data.name]);
      return;
    case 'FileRenamed':
      await client.query(`UPDATE ${table} SET name = $2 WHERE kind = 'file' AND source_id = $1`, [event.data.fileID, event.data.name]);
      return;
    default:
      return;
  }
};

export const exportsProjection: Projection = {
  name: ReadModels.exports,
  version: 1,
  tables: ['exports'],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
  applyBatch: (client, events, t) => applyExportsBatch(client, events, t, apply),
};
