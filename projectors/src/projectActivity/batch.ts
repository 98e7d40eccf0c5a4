// The projectActivity read model applied a batch at a time. Runs of the events the product writes most
// (projects, names, uploads, versions, renames, links, comments) read the few stored facts they depend
// on once (the largest seq, each uploader's latest group, which files exist), are
// folded in memory (itemsFold.ts) and written with one statement per table and kind of change. The
// events that remove rows or rewrite a comment (deletions, unlinks, edits) are applied one at a time
// between the runs, so the order of writes is kept.
import type { AnyRecordedEvent } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { upsertAuthorRows } from '../shared/authorRows';
import { required } from '../shared/required';
import { applyInRuns } from '../shared/runs';
import { groupKey, ItemsFold, type Group, type StoredItems } from './itemsFold';

type Event<T extends AnyRecordedEvent['type']> = Extract<AnyRecordedEvent, { type: T }>;
type RunEvent = Event<'ProjectCreated' | 'UserAdded' | 'FileUploaded' | 'FileVersionAdded' | 'FileRenamed' | 'FileLinkedToProject' | 'CommentAdded'>;

const RUN_TYPES = new Set<string>(['ProjectCreated', 'UserAdded', 'FileUploaded', 'FileVersionAdded', 'FileRenamed', 'FileLinkedToProject', 'CommentAdded']);
const inRun = (event: AnyRecordedEvent): event is RunEvent => RUN_TYPES.has(event.type);
const ofType =
  <T extends RunEvent['type']>(type: T) =>
  (event: RunEvent): event is Event<T> =>
    event.type === type;

// Stored rows are found by joining the ids to the key: the fresh tables of a rebuild have no statistics,
// and `= ANY` of a few hundred ids is then planned as a scan of the whole table. Which item ids exist is
// not read: the run's new items are inserted without ON CONFLICT, so one stored already (a repeated
// event) fails the batch, which is then applied event by event.
const readStoredItems = async (client: PoolClient, t: TableName, events: readonly RunEvent[]): Promise<StoredItems> => {
  const items = t('activity_items');
  const uploaders = new Map<string, { projectID: string; userID: number }>();
  for (const e of events)
    if (e.type === 'FileUploaded' && e.data.projectID !== null && e.data.userID !== null)
      uploaders.set(groupKey(e.data.projectID, e.data.userID), { projectID: e.data.projectID, userID: e.data.userID });
  const max = await client.query<{ max: string }>(`SELECT coalesce(max(seq), 0)::text AS max FROM ${items}`);
  const latest =
    uploaders.size === 0
      ? []
      : (
          await client.query<{ project_id: string; user_id: number; item_id: string; started_on: Date; seq: string; time: Date; file_count: number }>(
            `SELECT k.project_id, k.user_id, i.item_id, i.started_on, i.seq::text, i.time, i.file_count
             FROM unnest($1::text[], $2::integer[]) AS k(project_id, user_id)
             CROSS JOIN LATERAL (SELECT * FROM ${items} WHERE project_id = k.project_id AND user_id = k.user_id AND kind = 'upload' ORDER BY seq DESC LIMIT 1) i`,
            [[...uploaders.values()].map((u) => u.projectID), [...uploaders.values()].map((u) => u.userID)],
          )
        ).rows;
  return {
    maxSeq: Number(max.rows[0]?.max ?? 0),
    latest: new Map<string, Group>(
      latest.map((r) => [groupKey(r.project_id, r.user_id), { itemID: r.item_id, startedOn: r.started_on.toISOString(), seq: Number(r.seq), time: r.time.toISOString(), fileCount: r.file_count }]),
    ),
  };
};

/** Files the run uploads, in order (the first of an id wins), with the versions and renames that came once each file was there. */
const writeFiles = async (client: PoolClient, t: TableName, events: readonly RunEvent[]): Promise<void> => {
  const files = t('activity_files');
  const changed = events.flatMap((e) => (e.type === 'FileVersionAdded' || e.type === 'FileRenamed' ? [e.data.fileID] : []));
  const stored = new Set(
    changed.length === 0
      ? []
      : (await client.query<{ file_id: string }>(`SELECT f.file_id FROM unnest($1::text[]) AS k(id) JOIN ${files} f ON f.file_id = k.id`, [[...new Set(changed)]])).rows.map((r) => r.file_id),
  );
  const uploads: { ord: number; file_id: string; name: string; file_type: string; project_asset_type: string | null; url: string; user_name: string; created_on: string }[] = [];
  const uploaded = new Map<string, (typeof uploads)[number]>();
  const updates = new Map<string, { file_id: string; url?: string; name?: string }>();
  for (const e of events) {
    if (e.type === 'FileUploaded') {
      const d = e.data;
      const row = {
        ord: uploads.length,
        file_id: d.fileID,
        name: d.name,
        file_type: d.type.toLowerCase(),
        project_asset_type: d.projectAssetType,
        url: d.url,
        user_name: d.userName,
        created_on: e.metadata.time,
      };
      uploads.push(row);
      if (!stored.has(d.fileID) && !uploaded.has(d.fileID)) uploaded.set(d.fileID, row);
    } else if (e.type === 'FileVersionAdded' || e.type === 'FileRenamed') {
      const change = e.type === 'FileVersionAdded' ? { url: e.data.url } : { name: e.data.name };
      // Folded over, a missing value would go unnoticed where apply()'s update refuses it.
      required(e, ...Object.values(change));
      const made = uploaded.get(e.data.fileID);
      if (made) Object.assign(made, change);
      else if (stored.has(e.data.fileID)) updates.set(e.data.fileID, { ...updates.get(e.data.fileID), file_id: e.data.fileID, ...change });
    }
  }
  if (uploads.length > 0)
    await client.query(
      `INSERT INTO ${files} (file_id, name, file_type, project_asset_type, url, user_name, created_on)
       SELECT file_id, name, file_type, project_asset_type, url, user_name, created_on
       FROM jsonb_to_recordset($1::jsonb) AS r(ord integer, file_id text, name text, file_type text, project_asset_type text, url text, user_name text, created_on timestamptz)
       ORDER BY ord ON CONFLICT DO NOTHING`,
      [JSON.stringify(uploads)],
    );
  if (updates.size > 0)
    await client.query(
      `UPDATE ${files} f SET url = coalesce(r.url, f.url), name = coalesce(r.name, f.name)
       FROM jsonb_to_recordset($1::jsonb) AS r(file_id text, url text, name text) WHERE f.file_id = r.file_id`,
      [JSON.stringify([...updates.values()])],
    );
};

const writeItems = async (client: PoolClient, t: TableName, events: readonly RunEvent[]): Promise<void> => {
  if (!events.some((e) => e.type === 'CommentAdded' || (e.type === 'FileUploaded' && e.data.projectID !== null))) return;
  const fold = new ItemsFold(await readStoredItems(client, t, events));
  for (const e of events) {
    if (e.type === 'CommentAdded') fold.comment(e);
    else if (e.type === 'FileUploaded' && e.data.projectID !== null) fold.upload(e.data.fileID, e.data.projectID, e.data.userID, e.metadata.time);
  }
  const items = t('activity_items');
  if (fold.joined.size > 0)
    await client.query(
      `UPDATE ${items} i SET seq = r.seq, time = r.time, file_count = r.file_count
       FROM jsonb_to_recordset($1::jsonb) AS r(item_id text, seq bigint, time timestamptz, file_count integer) WHERE i.item_id = r.item_id`,
      [JSON.stringify([...fold.joined.values()].map((g) => ({ item_id: g.itemID, seq: g.seq, time: g.time, file_count: g.fileCount })))],
    );
  if (fold.added.length > 0)
    await client.query(
      `INSERT INTO ${items} (item_id, project_id, seq, kind, user_id, time, started_on, comment_id, file_id, text, anonymous, reply, file_count)
       SELECT item_id, project_id, seq, kind, user_id, time, started_on, comment_id, file_id, text, anonymous, reply, file_count
       FROM jsonb_to_recordset($1::jsonb) AS r(item_id text, project_id text, seq bigint, kind text, user_id integer, time timestamptz, started_on timestamptz,
         comment_id text, file_id text, text text, anonymous boolean, reply boolean, file_count integer)`,
      [JSON.stringify(fold.added)],
    );
  if (fold.itemFiles.length > 0)
    await client.query(
      `INSERT INTO ${t('activity_item_files')} (item_id, file_id, project_id, added_on)
       SELECT item_id, file_id, project_id, added_on FROM jsonb_to_recordset($1::jsonb) AS r(ord integer, item_id text, file_id text, project_id text, added_on timestamptz)
       ORDER BY ord ON CONFLICT DO NOTHING`,
      [JSON.stringify(fold.itemFiles)],
    );
};

const writeRun = async (client: PoolClient, events: readonly RunEvent[], t: TableName): Promise<void> => {
  const projects = events.filter(ofType('ProjectCreated')).map((e) => e.data.projectID);
  if (projects.length > 0) await client.query(`INSERT INTO ${t('activity_projects')} (project_id) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`, [projects]);
  await upsertAuthorRows(client, t('activity_users'), events.filter(ofType('UserAdded')));
  await writeFiles(client, t, events);
  const links = events.flatMap((e) =>
    e.type === 'FileLinkedToProject' ? [e.data] : e.type === 'FileUploaded' && e.data.projectID !== null ? [{ fileID: e.data.fileID, projectID: e.data.projectID }] : [],
  );
  if (links.length > 0)
    await client.query(`INSERT INTO ${t('activity_file_projects')} (project_id, file_id) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`, [
      links.map((l) => l.projectID),
      links.map((l) => l.fileID),
    ]);
  await writeItems(client, t, events);
};

export const applyProjectActivityBatch = applyInRuns(inRun, writeRun);
