// The asset library applied set-based: a batch is cut into runs of events that only add rows (kits,
// directories, uploads, kit links, tags, file tags, project links), each written with one statement per
// table; every other event between runs goes through apply(), in order. The rows equal those apply()
// builds event by event (tested side by side); an event apply() would refuse makes this throw, and the
// runtime then applies the batch event by event and parks that event.
import { FileStatus, type AnyRecordedEvent } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';

type Of<T extends AnyRecordedEvent['type']> = Extract<AnyRecordedEvent, { type: T }>;
type Additive = Of<'KitCreated' | 'DirectoryCreated' | 'FileUploaded' | 'FileLinkedToKit' | 'TagCreated' | 'FileTagged' | 'FileLinkedToProject'>;
const ADDITIVE = new Set<string>(['KitCreated', 'DirectoryCreated', 'FileUploaded', 'FileLinkedToKit', 'TagCreated', 'FileTagged', 'FileLinkedToProject']);
export const isAdditive = (event: AnyRecordedEvent): event is Additive => ADDITIVE.has(event.type);

const ofType = <T extends Additive['type']>(run: readonly Additive[], type: T): Of<T>[] => run.filter((e): e is Of<T> & Additive => e.type === type) as Of<T>[];

const insert = async (client: PoolClient, t: TableName, table: string, columns: string, rows: readonly object[], conflict = ''): Promise<void> => {
  if (rows.length === 0) return;
  await client.query(`INSERT INTO ${t(table)} SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(${columns}) ${conflict}`, [JSON.stringify(rows)]);
};

/** Kit order and active flag of the run's links, as apply() gives them one at a time. */
const placeLinks = async (client: PoolClient, t: TableName, links: readonly Of<'FileLinkedToKit'>[], uploadedHere: ReadonlySet<string>) => {
  const kitIDs = [...new Set(links.map((l) => l.data.kitID))];
  const fileIDs = [...new Set(links.map((l) => l.data.fileID).filter((f) => !uploadedHere.has(f)))];
  const [maxes, statuses] = await Promise.all([
    client.query<{ kit_id: string; max: string | null }>(`SELECT kit_id, max(idx) AS max FROM ${t('asset_kit_files')} WHERE kit_id = ANY($1) GROUP BY kit_id`, [kitIDs]),
    client.query<{ file_id: string; status: number }>(`SELECT file_id, status FROM ${t('asset_files')} WHERE file_id = ANY($1)`, [fileIDs]),
  ]);
  const max = new Map(maxes.rows.map((r) => [r.kit_id, r.max === null ? null : Number(r.max)]));
  const status = new Map(statuses.rows.map((r) => [r.file_id, r.status]));
  const counts = new Map<string, number>();
  const rows = links.map(({ data }) => {
    const fileStatus = uploadedHere.has(data.fileID) ? FileStatus.Active : status.get(data.fileID);
    if (fileStatus === undefined) throw new Error(`File ${data.fileID} is not in the read model`);
    const current = max.get(data.kitID) ?? null;
    const idx = data.index ?? (current === null ? 0 : current + 1);
    max.set(data.kitID, current === null ? idx : Math.max(current, idx));
    const active = fileStatus === FileStatus.Active;
    if (active) counts.set(data.kitID, (counts.get(data.kitID) ?? 0) + 1);
    return { link_id: data.linkID, kit_id: data.kitID, file_id: data.fileID, directory_id: data.directoryID, idx, active };
  });
  return { rows, counts };
};

export const applyAdditiveRun = async (client: PoolClient, run: readonly Additive[], t: TableName): Promise<void> => {
  const kits = ofType(run, 'KitCreated');
  await insert(
    client,
    t,
    'asset_kits',
    'kit_id text, name text, slug text, root_directory_id text, visibility text, thumbnail text, deleted boolean, created_on timestamptz, file_count integer',
    kits.map((e) => ({ ...e.data, kit_id: e.data.kitID, root_directory_id: e.data.rootDirectoryID, thumbnail: null, deleted: false, created_on: e.metadata.time, file_count: 0 })),
  );
  const dirs = [
    ...kits.map((e) => ({ directory_id: e.data.rootDirectoryID, kit_id: e.data.kitID, name: e.data.name, parent_id: null })),
    ...ofType(run, 'DirectoryCreated').map((e) => ({ directory_id: e.data.directoryID, kit_id: e.data.kitID, name: e.data.name, parent_id: e.data.parentID })),
  ];
  await insert(client, t, 'asset_directories', 'directory_id text, kit_id text, name text, parent_id text', dirs);

  const uploads = ofType(run, 'FileUploaded');
  await insert(
    client,
    t,
    'asset_files',
    'file_id text, uuid text, name text, type text, status smallint, created_on timestamptz, modified timestamptz, seq bigint, project_id text, project_asset_type text, url text, size bigint, user_id integer, user_name text, versions jsonb',
    uploads.map(({ data: d, metadata, position }) => ({
      file_id: d.fileID,
      uuid: d.uuid,
      name: d.name,
      type: d.type,
      status: FileStatus.Active,
      created_on: metadata.time,
      modified: metadata.time,
      seq: position.globalPosition.toString(),
      project_id: d.projectID,
      project_asset_type: d.projectAssetType,
      url: d.url,
      size: d.size,
      user_id: d.userID,
      user_name: d.userName,
      versions: [{ date: metadata.time, url: d.url, size: d.size, user: { name: d.userName } }],
    })),
  );
  await insert(
    client,
    t,
    'asset_tags',
    'tag_id text, name text',
    ofType(run, 'TagCreated').map((e) => ({ tag_id: e.data.tagID, name: e.data.name })),
  );

  const links = ofType(run, 'FileLinkedToKit');
  if (links.length) {
    const { rows, counts } = await placeLinks(client, t, links, new Set(uploads.map((u) => u.data.fileID)));
    await insert(client, t, 'asset_kit_files', 'link_id text, kit_id text, file_id text, directory_id text, idx bigint, active boolean', rows);
    await client.query(`UPDATE ${t('asset_kits')} k SET file_count = k.file_count + d.n FROM unnest($1::text[], $2::int[]) AS d(kit_id, n) WHERE k.kit_id = d.kit_id`, [
      [...counts.keys()],
      [...counts.values()],
    ]);
  }
  await insert(
    client,
    t,
    'asset_file_tags',
    'file_id text, tag_id text',
    ofType(run, 'FileTagged').map((e) => ({ file_id: e.data.fileID, tag_id: e.data.tagID })),
    'ON CONFLICT DO NOTHING',
  );
  const projectLinks = ofType(run, 'FileLinkedToProject');
  await insert(
    client,
    t,
    'asset_file_projects',
    'file_id text, project_id text',
    projectLinks.map((e) => ({ file_id: e.data.fileID, project_id: e.data.projectID })),
    'ON CONFLICT DO NOTHING',
  );
  // The last name given in the run is the one apply() would leave.
  const names = new Map(projectLinks.map((e) => [e.data.projectID, e.data.projectName]));
  await insert(
    client,
    t,
    'asset_project_names',
    'project_id text, name text',
    [...names].map(([project_id, name]) => ({ project_id, name })),
    'ON CONFLICT (project_id) DO UPDATE SET name = EXCLUDED.name',
  );
};
