// The asset library read model: kits with their directory trees and file counts, files with their
// versions, tags, projects and kit links, and tags; every name it shows is copied from the events.
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import type { Projection, TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { applyAdditiveRun, isAdditive } from './batch';
import { isProjectRenamed, type ProjectRenamed } from '../shared/projectEvents';
import { lastValues, runsOf } from '../shared/runs';
import { applyFileEvent, FILE_TYPES, isFileEvent } from './fileEvents';
import { applyKitEvent, isKitEvent, KIT_TYPES } from './kitEvents';
import { assetTables, createAssetTables } from './tables';

export const applyAssetEvent = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  if (isKitEvent(event)) return applyKitEvent(client, event, t);
  if (isFileEvent(event)) return applyFileEvent(client, event, t);
};

/** A run of project renames: the names of the projects already linked, the last name winning. */
const renameProjects = async (client: PoolClient, renames: readonly ProjectRenamed[], t: TableName): Promise<void> => {
  const names = lastValues(renames, (e) => [e.data.projectID, e.data.name]);
  await client.query(`UPDATE ${t('asset_project_names')} n SET name = r.name FROM unnest($1::text[], $2::text[]) AS r(project_id, name) WHERE n.project_id = r.project_id`, [
    [...names.keys()],
    [...names.values()],
  ]);
};

/** Runs of row-adding events and runs of project renames set-based, every other asset event by apply(), all in event order. */
export const applyAssetBatch = async (client: PoolClient, events: readonly AnyRecordedEvent[], t: TableName): Promise<void> => {
  for (const renamedOrNot of runsOf(events, isProjectRenamed)) {
    if (renamedOrNot.matched) await renameProjects(client, renamedOrNot.events, t);
    else {
      for (const run of runsOf(renamedOrNot.events, isAdditive)) {
        if (run.matched) await applyAdditiveRun(client, run.events, t);
        else for (const event of run.events) await applyAssetEvent(client, event, t);
      }
    }
  }
};

export const assetLibraryProjection: Projection = {
  name: ReadModels.assetLibrary,
  version: 1,
  tables: assetTables,
  createTables: createAssetTables,
  // The types apply dispatches on (the set-based runs are a subset of them).
  eventTypes: [...KIT_TYPES, ...FILE_TYPES],
  apply: applyAssetEvent,
  applyBatch: applyAssetBatch,
};
