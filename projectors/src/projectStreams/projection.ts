// The projectStreams read model: for each project, the streams that belong to it (its own, its files',
// scenes', comment threads', tasks', tracking's, card link's), its members, and the names of people and
// folders, so that the project as it was (query-api/src/projectAsOf) reads exactly those streams from the
// event store and folds them up to one position (docs/decisions/projectAsOf.md).
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, KEY_TEXT, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';
import { FACT_EVENT_TYPES, learn, noFacts, type StreamFacts } from './facts';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${t('project_streams')} (
      project_id ${KEY_TEXT} NOT NULL,
      stream_id ${KEY_TEXT} NOT NULL,
      PRIMARY KEY (project_id, stream_id)
    );
    ${createTable(persistence)} IF NOT EXISTS ${t('project_stream_members')} (
      project_id ${KEY_TEXT} NOT NULL,
      user_id integer NOT NULL,
      PRIMARY KEY (project_id, user_id)
    );
    ${createTable(persistence)} IF NOT EXISTS ${t('project_stream_scenes')} (
      scene_id ${KEY_TEXT} PRIMARY KEY,
      project_id ${KEY_TEXT} NOT NULL
    );
    ${createTable(persistence)} IF NOT EXISTS ${t('project_stream_people')} (
      user_id integer PRIMARY KEY,
      name text NOT NULL
    );
    ${createTable(persistence)} IF NOT EXISTS ${t('project_stream_folders')} (
      folder_id ${KEY_TEXT} PRIMARY KEY,
      name text NOT NULL
    );
  `);
};

/** The last value of each key: a batch may name a person twice, and one upsert cannot touch a row twice. */
const lastBy = <T, K>(rows: readonly T[], key: (row: T) => K): T[] => [...new Map(rows.map((row) => [key(row), row])).values()];

/** Set-based: one statement per table that the batch touches, scenes before the streams found through them. */
const write = async (client: PoolClient, facts: StreamFacts, t: TableName): Promise<void> => {
  const people = lastBy(facts.people, (p) => p.userID);
  if (people.length > 0) {
    await client.query(`INSERT INTO ${t('project_stream_people')} (user_id, name) SELECT * FROM unnest($1::integer[], $2::text[]) ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name`, [
      people.map((p) => p.userID),
      people.map((p) => p.name),
    ]);
  }
  const folders = lastBy(facts.folders, (f) => f.folderID);
  if (folders.length > 0) {
    await client.query(`INSERT INTO ${t('project_stream_folders')} (folder_id, name) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (folder_id) DO UPDATE SET name = EXCLUDED.name`, [
      folders.map((f) => f.folderID),
      folders.map((f) => f.name),
    ]);
  }
  if (facts.scenes.length > 0) {
    await client.query(`INSERT INTO ${t('project_stream_scenes')} (scene_id, project_id) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (scene_id) DO NOTHING`, [
      facts.scenes.map((s) => s.sceneID),
      facts.scenes.map((s) => s.projectID),
    ]);
  }
  if (facts.members.length > 0) {
    await client.query(`INSERT INTO ${t('project_stream_members')} (project_id, user_id) SELECT * FROM unnest($1::text[], $2::integer[]) ON CONFLICT DO NOTHING`, [
      facts.members.map((m) => m.projectID),
      facts.members.map((m) => m.userID),
    ]);
  }
  if (facts.streams.length > 0) {
    await client.query(`INSERT INTO ${t('project_streams')} (project_id, stream_id) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`, [
      facts.streams.map((s) => s.projectID),
      facts.streams.map((s) => s.streamId),
    ]);
  }
  if (facts.sceneStreams.length > 0) {
    // A comment thread of a scene whose creation was never seen belongs to no project: nothing to add.
    await client.query(
      `INSERT INTO ${t('project_streams')} (project_id, stream_id)
       SELECT s.project_id, x.stream_id FROM unnest($1::text[], $2::text[]) AS x(scene_id, stream_id)
       JOIN ${t('project_stream_scenes')} s ON s.scene_id = x.scene_id
       ON CONFLICT DO NOTHING`,
      [facts.sceneStreams.map((s) => s.sceneID), facts.sceneStreams.map((s) => s.streamId)],
    );
  }
};

const applyBatch = async (client: PoolClient, events: readonly AnyRecordedEvent[], t: TableName): Promise<void> => {
  const facts = noFacts();
  for (const event of events) learn(facts, event);
  await write(client, facts, t);
};

export const projectStreamsProjection: Projection = {
  name: ReadModels.projectStreams,
  version: 1,
  tables: ['project_streams', 'project_stream_members', 'project_stream_scenes', 'project_stream_people', 'project_stream_folders'],
  createTables,
  eventTypes: FACT_EVENT_TYPES,
  apply: (client, event, t) => applyBatch(client, [event], t),
  applyBatch,
};
