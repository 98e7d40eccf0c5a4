// The history read model (issue 21): every event of the log as an entry of its entity's history, with
// who, when, what in plain words and the fields before and after (docs/decisions/history.md). It reads
// every type, so it has no eventTypes; one event is applied as a batch of one, so apply and applyBatch
// are the same code.
import { ReadModels } from '@wb/contracts';
import type { Projection } from '@wb/platform';
import { applyHistoryBatch } from './batch';
import { createHistoryReadIndexes, createHistoryTables, HISTORY_TABLES } from './tables';

export const historyProjection: Projection = {
  name: ReadModels.history,
  // 2: changes and states kept as json (tables.ts).
  version: 2,
  tables: HISTORY_TABLES,
  createTables: createHistoryTables,
  createReadIndexes: createHistoryReadIndexes,
  apply: (client, event, t) => applyHistoryBatch(client, [event], t),
  applyBatch: applyHistoryBatch,
};
