// The projectFiles read model applied a batch at a time. Runs of the events the product writes most
// (projects created, uploads, new versions, links to projects) read what they depend on once (each
// file's stored row and its last version number), are folded in memory and written with one statement
// per table; the others (renames, deletions, unlinks, kit links, media reports) are applied one at a
// time between the runs, so the order of writes is kept.
import type { AnyRecordedEvent } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { applyInRuns } from '../shared/runs';
import { VIDEO_EXTENSIONS } from './videoExtensions';

type Event<T extends AnyRecordedEvent['type']> = Extract<AnyRecordedEvent, { type: T }>;
type RunEvent = Event<'ProjectCreated' | 'FileUploaded' | 'FileVersionAdded' | 'FileLinkedToProject'>;

const RUN_TYPES = new Set<string>(['ProjectCreated', 'FileUploaded', 'FileVersionAdded', 'FileLinkedToProject']);
const inRun = (event: AnyRecordedEvent): event is RunEvent => RUN_TYPES.has(event.type);

interface FileKind {
  readonly for_review: boolean;
  readonly extension: string;
}

const readStored = async (client: PoolClient, t: TableName, fileIDs: readonly string[]) => {
  if (fileIDs.length === 0) return { files: new Map<string, FileKind>(), versions: new Map<string, number>() };
  // Joined to the key: the fresh tables of a rebuild have no statistics, and `= ANY` of a few hundred ids is then planned as a scan of the whole table.
  const files = await client.query<FileKind & { file_id: string }>(`SELECT f.file_id, f.for_review, f.extension FROM unnest($1::text[]) AS k(id) JOIN ${t('project_files')} f ON f.file_id = k.id`, [
    fileIDs,
  ]);
  const versions = await client.query<{ file_id: string; version: number }>(
    `SELECT k.id AS file_id, v.version FROM unnest($1::text[]) AS k(id)
     CROSS JOIN LATERAL (SELECT max(version) AS version FROM ${t('project_file_versions')} WHERE file_id = k.id) v WHERE v.version IS NOT NULL`,
    [fileIDs],
  );
  return { files: new Map(files.rows.map((r) => [r.file_id, r])), versions: new Map(versions.rows.map((r) => [r.file_id, r.version])) };
};

/**
 * The rows the run writes, in the log's order. Every upload's file and first version are written (the
 * first of an id wins, as apply()'s inserts that do nothing on a conflict leave it); a new version takes
 * the file's last number plus one; a video for review starts each version's media.
 */
const foldRun = (events: readonly RunEvent[], stored: Awaited<ReturnType<typeof readStored>>) => {
  const files: object[] = [];
  const versions: object[] = [];
  const media: { file_id: string; version: number }[] = [];
  const links: { project_id: string; file_id: string }[] = [];
  const projects: string[] = [];
  const kinds = new Map(stored.files);
  const last = new Map(stored.versions);
  const startMedia = (fileID: string, version: number) => {
    const kind = kinds.get(fileID);
    if (kind?.for_review && VIDEO_EXTENSIONS.includes(kind.extension)) media.push({ file_id: fileID, version });
  };
  for (const e of events) {
    const time = e.metadata.time;
    switch (e.type) {
      case 'ProjectCreated':
        projects.push(e.data.projectID);
        break;
      case 'FileLinkedToProject':
        links.push({ project_id: e.data.projectID, file_id: e.data.fileID });
        break;
      case 'FileUploaded': {
        const d = e.data;
        const row = {
          file_id: d.fileID,
          name: d.name,
          extension: d.type.toLowerCase(),
          project_asset_type: d.projectAssetType,
          for_review: d.projectID !== null && d.projectAssetType === null,
          user_name: d.userName,
          created_on: time,
        };
        files.push({ ord: files.length, ...row });
        if (!kinds.has(d.fileID)) kinds.set(d.fileID, row);
        // Sent even when version 1 is there: its insert then does nothing, as apply()'s does.
        versions.push({ ord: versions.length, file_id: d.fileID, version: 1, url: d.url, size: d.size, created_on: time });
        if (!last.has(d.fileID)) last.set(d.fileID, 1);
        startMedia(d.fileID, 1);
        break;
      }
      case 'FileVersionAdded': {
        const d = e.data;
        const version = (last.get(d.fileID) ?? 0) + 1;
        last.set(d.fileID, version);
        versions.push({ ord: versions.length, file_id: d.fileID, version, url: d.url, size: d.size, created_on: time });
        startMedia(d.fileID, version);
        break;
      }
      default:
        break;
    }
  }
  return { files, versions, media, links, projects };
};

const writeRun = async (client: PoolClient, events: readonly RunEvent[], t: TableName): Promise<void> => {
  const fileIDs = [...new Set(events.flatMap((e) => (e.type === 'FileUploaded' || e.type === 'FileVersionAdded' ? [e.data.fileID] : [])))];
  const run = foldRun(events, await readStored(client, t, fileIDs));
  if (run.projects.length > 0) await client.query(`INSERT INTO ${t('project_file_projects')} (project_id) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`, [run.projects]);
  if (run.files.length > 0)
    await client.query(
      `INSERT INTO ${t('project_files')} (file_id, name, extension, project_asset_type, for_review, user_name, created_on)
       SELECT file_id, name, extension, project_asset_type, for_review, user_name, created_on
       FROM jsonb_to_recordset($1::jsonb) AS r(ord integer, file_id text, name text, extension text, project_asset_type text, for_review boolean, user_name text, created_on timestamptz)
       ORDER BY ord ON CONFLICT DO NOTHING`,
      [JSON.stringify(run.files)],
    );
  if (run.versions.length > 0)
    await client.query(
      `INSERT INTO ${t('project_file_versions')} (file_id, version, url, size, created_on)
       SELECT file_id, version, url, size, created_on FROM jsonb_to_recordset($1::jsonb) AS r(ord integer, file_id text, version integer, url text, size bigint, created_on timestamptz)
       ORDER BY ord ON CONFLICT DO NOTHING`,
      [JSON.stringify(run.versions)],
    );
  if (run.media.length > 0)
    await client.query(`INSERT INTO ${t('project_file_media')} (file_id, version, state) SELECT f, v, 'processing' FROM unnest($1::text[], $2::integer[]) AS m(f, v) ON CONFLICT DO NOTHING`, [
      run.media.map((m) => m.file_id),
      run.media.map((m) => m.version),
    ]);
  if (run.links.length > 0)
    await client.query(`INSERT INTO ${t('project_file_links')} (project_id, file_id) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`, [
      run.links.map((l) => l.project_id),
      run.links.map((l) => l.file_id),
    ]);
};

export const applyProjectFilesBatch = applyInRuns(inRun, writeRun);
