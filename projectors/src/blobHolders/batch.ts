// The blobHolders read model applied a batch at a time. Runs of every event but a kit's own (created,
// visibility, deleted: rare, applied one at a time between the runs) are folded in memory and written
// with one statement per table and kind of change: holdings added, a holder's holdings replaced (the
// last replacement wins), files deleted, links to kits and projects as the last event on each left
// them, each user's downloads of a day summed.
import type { AnyRecordedEvent } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { required } from '../shared/required';
import { applyInRuns } from '../shared/runs';
import { holdingOf } from './holdings';

const ONE_AT_A_TIME = new Set<string>(['KitCreated', 'KitVisibilityChanged', 'KitDeleted']);
const inRun = (event: AnyRecordedEvent): boolean => !ONE_AT_A_TIME.has(event.type);

const pairKey = (a: unknown, b: unknown): string => JSON.stringify([a, b]);

/** Links as the last event on each (file, kit or project) left them: there or not. */
class Links {
  readonly last = new Map<string, { fileID: string; otherID: string; linked: boolean }>();
  set(event: AnyRecordedEvent, fileID: string, otherID: string, linked: boolean): void {
    if (linked) required(event, fileID, otherID);
    this.last.set(pairKey(fileID, otherID), { fileID, otherID, linked });
  }
  async write(client: PoolClient, table: string, otherColumn: string): Promise<void> {
    const all = [...this.last.values()];
    const gone = all.filter((l) => !l.linked);
    const there = all.filter((l) => l.linked);
    if (gone.length > 0)
      await client.query(`DELETE FROM ${table} l USING unnest($1::text[], $2::text[]) AS g(f, o) WHERE l.file_id = g.f AND l.${otherColumn} = g.o`, [
        gone.map((l) => l.fileID),
        gone.map((l) => l.otherID),
      ]);
    if (there.length > 0)
      await client.query(`INSERT INTO ${table} (file_id, ${otherColumn}) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`, [
        there.map((l) => l.fileID),
        there.map((l) => l.otherID),
      ]);
  }
}

const foldRun = (events: readonly AnyRecordedEvent[]) => {
  const held: { key: string; holder: string; holder_id: string }[] = [];
  const replaced = new Map<string, { holder: string; holder_id: string; keys: string[] }>();
  const deletedFiles: string[] = [];
  const kits = new Links();
  const projects = new Links();
  const downloads = new Map<string, { user_id: number; day: string; downloads: number }>();
  for (const e of events) {
    const holding = holdingOf(e);
    if (holding) {
      const keys = holding.keys.filter((key): key is string => key !== null);
      if (keys.length > 0) required(e, holding.holderID);
      if (holding.replace) replaced.set(pairKey(holding.kind, holding.holderID), { holder: holding.kind, holder_id: holding.holderID, keys });
      else for (const key of keys) held.push({ key, holder: holding.kind, holder_id: holding.holderID });
      continue;
    }
    switch (e.type) {
      case 'FileDeleted':
        required(e, e.data.fileID);
        deletedFiles.push(e.data.fileID);
        break;
      case 'FileLinkedToKit':
        kits.set(e, e.data.fileID, e.data.kitID, true);
        break;
      case 'FileUnlinkedFromKit':
        kits.set(e, e.data.fileID, e.data.kitID, false);
        break;
      case 'FileMovedToKit':
        kits.set(e, e.data.fileID, e.data.fromKitID, false);
        kits.set(e, e.data.fileID, e.data.toKitID, true);
        break;
      case 'FileLinkedToProject':
        projects.set(e, e.data.fileID, e.data.projectID, true);
        break;
      case 'FileUnlinkedFromProject':
        projects.set(e, e.data.fileID, e.data.projectID, false);
        break;
      case 'DownloadsRecorded': {
        const { userID, day, fileTypes } = e.data;
        required(e, userID, day);
        const key = pairKey(userID, day);
        const sum = downloads.get(key) ?? { user_id: userID, day, downloads: 0 };
        sum.downloads += fileTypes.length;
        downloads.set(key, sum);
        break;
      }
      default:
        break;
    }
  }
  // A replacement's keys are added after every holder it replaces is emptied.
  for (const r of replaced.values()) for (const key of r.keys) held.push({ key, holder: r.holder, holder_id: r.holder_id });
  return { held, replaced: [...replaced.values()], deletedFiles, kits, projects, downloads: [...downloads.values()] };
};

const writeRun = async (client: PoolClient, events: readonly AnyRecordedEvent[], t: TableName): Promise<void> => {
  const run = foldRun(events);
  const holders = t('blob_holders');
  if (run.replaced.length > 0)
    await client.query(`DELETE FROM ${holders} h USING unnest($1::text[], $2::text[]) AS r(holder, holder_id) WHERE h.holder = r.holder AND h.holder_id = r.holder_id`, [
      run.replaced.map((r) => r.holder),
      run.replaced.map((r) => r.holder_id),
    ]);
  if (run.held.length > 0)
    await client.query(`INSERT INTO ${holders} (key, holder, holder_id) SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) ON CONFLICT DO NOTHING`, [
      run.held.map((h) => h.key),
      run.held.map((h) => h.holder),
      run.held.map((h) => h.holder_id),
    ]);
  if (run.deletedFiles.length > 0) await client.query(`INSERT INTO ${t('blob_holder_deleted_files')} (file_id) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`, [run.deletedFiles]);
  await run.kits.write(client, t('blob_holder_file_kits'), 'kit_id');
  await run.projects.write(client, t('blob_holder_file_projects'), 'project_id');
  if (run.downloads.length > 0) {
    const downloads = t('blob_daily_downloads');
    await client.query(
      `INSERT INTO ${downloads} (user_id, day, downloads) SELECT * FROM unnest($1::integer[], $2::text[], $3::integer[])
       ON CONFLICT (user_id, day) DO UPDATE SET downloads = ${downloads}.downloads + EXCLUDED.downloads`,
      [run.downloads.map((d) => d.user_id), run.downloads.map((d) => d.day), run.downloads.map((d) => d.downloads)],
    );
  }
};

export const applyBlobHoldersBatch = applyInRuns((e): e is AnyRecordedEvent => inRun(e), writeRun);
