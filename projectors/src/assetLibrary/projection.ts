// The asset library read model: kits with their directory trees and file counts, files with their
// versions, tags, projects and kit links, and tags; every name it shows is copied from the events.
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import type { Projection, TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { applyAdditiveRun, isAdditive } from './batch';
import { applyFileEvent, FILE_TYPES, isFileEvent } from './fileEvents';
import { applyKitEvent, isKitEvent, KIT_TYPES } from './kitEvents';
import { assetTables, createAssetTables } from './tables';

export const applyAssetEvent = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  if (isKitEvent(event)) return applyKitEvent(client, event, t);
  if (isFileEvent(event)) return applyFileEvent(client, event, t);
};

/** Runs of row-adding events set-based, every other asset event by apply(), all in event order. */
export const applyAssetBatch = async (client: PoolClient, events: readonly AnyRecordedEvent[], t: TableName): Promise<void> => {
  let run: Parameters<typeof applyAdditiveRun>[1][number][] = [];
  for (const event of events) {
    if (isAdditive(event)) run.push(event);
    else if (isKitEvent(event) || isFileEvent(event)) {
      await applyAdditiveRun(client, run, t);
      run = [];
      await applyAssetEvent(client, event, t);
    }
  }
  await applyAdditiveRun(client, run, t);
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
