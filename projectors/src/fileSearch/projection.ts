// The file search read model: every file as the search answers it (its own table of AssetFile models,
// with the kit, directory and project names copied from the events), and the FileSearchIndex fed from
// it. A batch loads the files its events touch, folds them in TypeScript (fileModel.ts), writes them
// back in one statement, and writes the changed files to the index in one upsert (and one remove for
// deleted files). The index is written outside the batch's transaction, before it commits: a batch
// replayed after a crash writes the same documents again (an upsert by id), which is harmless.
import { EventCatalogue, ReadModels, type AnyRecordedEvent, type AssetFile } from '@wb/contracts';
import { createTable, type FileDocument, type FileSearchIndex, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';
import { isProjectRenamed, type ProjectRenamed } from '../shared/projectEvents';
import { runsOf } from '../shared/runs';
import { evolveFile, isFileEvent, isFileEventType, refreshNames, searchDocumentOf, type Names } from './fileModel';

export const FILE_SEARCH_PROJECTION = ReadModels.fileSearch;
const TABLES = ['file_search_files', 'file_search_kits', 'file_search_directories'] as const;

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${t('file_search_files')} (
      file_id text PRIMARY KEY,
      model jsonb NOT NULL,
      kit_ids text[] NOT NULL,
      directory_ids text[] NOT NULL,
      project_ids text[] NOT NULL);
    CREATE INDEX IF NOT EXISTS ${t('file_search_files')}_kits ON ${t('file_search_files')} USING gin (kit_ids);
    CREATE INDEX IF NOT EXISTS ${t('file_search_files')}_directories ON ${t('file_search_files')} USING gin (directory_ids);
    CREATE INDEX IF NOT EXISTS ${t('file_search_files')}_projects ON ${t('file_search_files')} USING gin (project_ids);
    ${createTable(persistence)} IF NOT EXISTS ${t('file_search_kits')} (kit_id text PRIMARY KEY, name text NOT NULL);
    ${createTable(persistence)} IF NOT EXISTS ${t('file_search_directories')} (directory_id text PRIMARY KEY, kit_id text NOT NULL, name text NOT NULL);`);
};

/** The files a batch works on, loaded once, written back once. */
class Batch {
  private readonly files = new Map<string, AssetFile | null>();
  private readonly dirty = new Set<string>();
  /** Every file changed in the batch, for the index (a flush midway writes the table, not the index). */
  private readonly changed = new Set<string>();
  private readonly kits = new Map<string, string>();
  private readonly directories = new Map<string, { name: string; kitID: string } | null>();

  constructor(
    private readonly client: PoolClient,
    private readonly t: TableName,
  ) {}

  readonly names: Names = {
    kit: (kitID) => this.kits.get(kitID) ?? '',
    directory: (directoryID) => this.directories.get(directoryID) ?? null,
  };

  /**
   * Loads the files, and the names of the given kits and directories and of those the files hold: a
   * file's names are all refreshed whenever one of them changes (refreshNames, withDirectories), also
   * those of kits and directories that no event of this batch names.
   */
  async load(fileIDs: readonly string[], kitIDs: readonly string[], directoryIDs: readonly string[]): Promise<void> {
    const wanted = fileIDs.filter((id) => !this.files.has(id));
    const heldKitIDs: string[] = [];
    const heldDirectoryIDs: string[] = [];
    if (wanted.length) {
      const { rows } = await this.client.query<{ file_id: string; model: AssetFile }>(`SELECT file_id, model FROM ${this.t('file_search_files')} WHERE file_id = ANY($1::text[])`, [wanted]);
      for (const id of wanted) this.files.set(id, null);
      for (const row of rows) {
        this.files.set(row.file_id, row.model);
        for (const k of row.model.kits) {
          heldKitIDs.push(k.kitID);
          if (k.directoryID !== null) heldDirectoryIDs.push(k.directoryID);
        }
      }
    }
    const kits = [...new Set([...kitIDs, ...heldKitIDs])].filter((id) => !this.kits.has(id));
    if (kits.length) {
      const { rows } = await this.client.query<{ kit_id: string; name: string }>(`SELECT kit_id, name FROM ${this.t('file_search_kits')} WHERE kit_id = ANY($1::text[])`, [kits]);
      for (const row of rows) this.kits.set(row.kit_id, row.name);
    }
    const dirs = [...new Set([...directoryIDs, ...heldDirectoryIDs])].filter((id) => !this.directories.has(id));
    if (dirs.length) {
      const { rows } = await this.client.query<{ directory_id: string; kit_id: string; name: string }>(
        `SELECT directory_id, kit_id, name FROM ${this.t('file_search_directories')} WHERE directory_id = ANY($1::text[])`,
        [dirs],
      );
      for (const id of dirs) this.directories.set(id, null);
      for (const row of rows) this.directories.set(row.directory_id, { name: row.name, kitID: row.kit_id });
    }
  }

  /** The files holding a kit, directory or project (written first, so the lookup sees this batch's links). */
  async filesWith(column: 'kit_ids' | 'directory_ids' | 'project_ids', ids: readonly string[]): Promise<string[]> {
    await this.flush();
    const { rows } = await this.client.query<{ file_id: string }>(`SELECT file_id FROM ${this.t('file_search_files')} WHERE ${column} && $1::text[]`, [ids]);
    const fileIDs = rows.map((r) => r.file_id);
    await this.load(fileIDs, [], []);
    return fileIDs;
  }

  file(fileID: string): AssetFile | null {
    return this.files.get(fileID) ?? null;
  }

  set(file: AssetFile): void {
    this.files.set(file.fileID, file);
    this.dirty.add(file.fileID);
    this.changed.add(file.fileID);
  }

  setKit(kitID: string, name: string | null): void {
    if (name === null) this.kits.delete(kitID);
    else this.kits.set(kitID, name);
  }

  setDirectory(directoryID: string, value: { name: string; kitID: string } | null): void {
    this.directories.set(directoryID, value);
  }

  /** Writes the files changed since the last flush. */
  async flush(): Promise<void> {
    const files = [...this.dirty].flatMap((id) => this.files.get(id) ?? []);
    this.dirty.clear();
    if (files.length) {
      await this.client.query(
        `INSERT INTO ${this.t('file_search_files')} (file_id, model, kit_ids, directory_ids, project_ids)
         SELECT f.model->>'fileID', f.model, ARRAY(SELECT jsonb_array_elements(f.model->'kits')->>'kitID'),
                ARRAY(SELECT jsonb_array_elements(f.model->'directories')->>'directoryID'), ARRAY(SELECT jsonb_array_elements(f.model->'projects')->>'projectID')
         FROM unnest($1::jsonb[]) AS f(model)
         ON CONFLICT (file_id) DO UPDATE SET model = EXCLUDED.model, kit_ids = EXCLUDED.kit_ids, directory_ids = EXCLUDED.directory_ids, project_ids = EXCLUDED.project_ids`,
        [files.map((f) => JSON.stringify(f))],
      );
    }
  }

  /** What the index must now hold of the files the batch changed. */
  documents(): { upsert: FileDocument[]; remove: string[] } {
    const files = [...this.changed].flatMap((id) => this.files.get(id) ?? []);
    return { upsert: files.flatMap((f) => searchDocumentOf(f) ?? []), remove: files.filter((f) => searchDocumentOf(f) === null).map((f) => f.fileID) };
  }
}

const kitIDsOf = (event: AnyRecordedEvent): string[] => {
  if (event.type === 'FileLinkedToKit') return [event.data.kitID];
  if (event.type === 'FileMovedToKit') return [event.data.toKitID];
  return [];
};
const directoryIDsOf = (event: AnyRecordedEvent): string[] =>
  event.type === 'FileLinkedToKit' && event.data.directoryID ? [event.data.directoryID] : event.type === 'FileAddedToDirectory' ? [event.data.directoryID] : [];

/** The types the switch below handles besides the file events. */
const OTHER_TYPES = ['KitCreated', 'KitDeleted', 'DirectoryCreated', 'DirectoryRenamed', 'DirectoryDeleted', 'ProjectRenamed'];
/** Every file event of the catalogue (isFileEvent goes by the name) and the others. */
export const FILE_SEARCH_EVENT_TYPES: readonly string[] = [...Object.keys(EventCatalogue).filter(isFileEventType), ...OTHER_TYPES];

/** A run of project renames: the files linked to any of them looked up once, then each rename in order. */
const renameProjects = async (batch: Batch, renames: readonly ProjectRenamed[]): Promise<void> => {
  const linked = await batch.filesWith('project_ids', [...new Set(renames.map((e) => e.data.projectID))]);
  for (const { data } of renames) {
    for (const id of linked) {
      const file = batch.file(id)!;
      if (file.projects.some((p) => p.projectID === data.projectID)) {
        batch.set({ ...file, projects: file.projects.map((p) => (p.projectID === data.projectID ? { ...p, name: data.name } : p)) });
      }
    }
  }
};

const applyEvents = async (batch: Batch, events: readonly AnyRecordedEvent[], client: PoolClient, t: TableName): Promise<void> => {
  const fileEvents = events.filter(isFileEvent);
  await batch.load([...new Set(fileEvents.map((e) => e.data.fileID))], [...new Set(events.flatMap(kitIDsOf))], [...new Set(events.flatMap(directoryIDsOf))]);
  for (const run of runsOf(events, isProjectRenamed)) {
    if (run.matched) await renameProjects(batch, run.events);
    else await applyOthers(batch, run.events, client, t);
  }
};

/** Every event but project renames, one at a time. */
const applyOthers = async (batch: Batch, events: readonly AnyRecordedEvent[], client: PoolClient, t: TableName): Promise<void> => {
  for (const event of events) {
    if (isFileEvent(event)) {
      batch.set(evolveFile(batch.file(event.data.fileID), event, batch.names));
      continue;
    }
    switch (event.type) {
      case 'KitCreated':
        await client.query(`INSERT INTO ${t('file_search_kits')} (kit_id, name) VALUES ($1, $2) ON CONFLICT (kit_id) DO UPDATE SET name = EXCLUDED.name`, [event.data.kitID, event.data.name]);
        batch.setKit(event.data.kitID, event.data.name);
        break;
      case 'KitDeleted': {
        // Its files stay, linked to their other kits.
        const fileIDs = await batch.filesWith('kit_ids', [event.data.kitID]);
        await client.query(`DELETE FROM ${t('file_search_kits')} WHERE kit_id = $1`, [event.data.kitID]);
        batch.setKit(event.data.kitID, null);
        for (const id of fileIDs) batch.set(refreshNames(batch.file(id)!, batch.names, new Set([event.data.kitID])));
        break;
      }
      case 'DirectoryCreated':
      case 'DirectoryRenamed': {
        const { directoryID, kitID, name } = event.data;
        await client.query(
          `INSERT INTO ${t('file_search_directories')} (directory_id, kit_id, name) VALUES ($1, $2, $3)
                            ON CONFLICT (directory_id) DO UPDATE SET name = EXCLUDED.name`,
          [directoryID, kitID, name],
        );
        batch.setDirectory(directoryID, { name, kitID });
        if (event.type === 'DirectoryRenamed') for (const id of await batch.filesWith('directory_ids', [directoryID])) batch.set(refreshNames(batch.file(id)!, batch.names));
        break;
      }
      case 'DirectoryDeleted': {
        const removed = [event.data.directoryID, ...event.data.removedDirectoryIDs];
        const fileIDs = await batch.filesWith('directory_ids', removed);
        await client.query(`DELETE FROM ${t('file_search_directories')} WHERE directory_id = ANY($1::text[])`, [removed]);
        for (const id of removed) batch.setDirectory(id, null);
        for (const id of fileIDs) batch.set(refreshNames(batch.file(id)!, batch.names));
        break;
      }
      default:
        break;
    }
  }
};

export const fileSearchProjection = (index: FileSearchIndex): Projection => {
  const applyBatch = async (client: PoolClient, events: readonly AnyRecordedEvent[], t: TableName): Promise<void> => {
    const batch = new Batch(client, t);
    await applyEvents(batch, events, client, t);
    await batch.flush();
    const { upsert, remove } = batch.documents();
    // The index keeps every version's documents alike (it has no tables of this projection's version):
    // a rebuild writes the same documents again.
    if (upsert.length) await index.upsert(upsert);
    if (remove.length) await index.remove(remove);
  };
  return {
    name: FILE_SEARCH_PROJECTION,
    version: 1,
    tables: TABLES,
    createTables,
    eventTypes: FILE_SEARCH_EVENT_TYPES,
    apply: (client, event, t) => applyBatch(client, [event], t),
    applyBatch,
  };
};
