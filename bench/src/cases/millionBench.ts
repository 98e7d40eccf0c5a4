// The cases over the million-event store, which they share (making it takes minutes): every read model
// rebuilt from the first event (rebuild_all_1m), then the audit trail's CSV streamed from the product
// (audit_csv). The audit needs the history read model whole (rebuilt first, unmeasured, when behind);
// the product answers it when every read model is current, else the reports routes alone do (auditCsv.ts).
import type { Pool } from 'pg';
import { readModelProjectionNames } from '@wb/projectors';
import type { BenchServer } from '../database';
import { benchAuditCsv } from './auditCsv';
import { millionEventStore, type MillionStore } from './millionEvents';
import { benchRebuildAll, rebuildEvery } from './rebuildAll';

/** The projections whose serving checkpoint is not at the store's last event (or that have none). */
const projectionsBehind = async (pool: Pool, store: MillionStore): Promise<string[]> => {
  const { rows } = await pool
    .query<{ projection: string; global_position: string }>('SELECT projection, global_position::text FROM projection_checkpoints')
    .catch(() => ({ rows: [] as { projection: string; global_position: string }[] }));
  const at = new Map(rows.map((r) => [r.projection, BigInt(r.global_position)]));
  return readModelProjectionNames.filter((name) => (at.get(name) ?? -1n) < store.last);
};

export const benchMillion = async (server: BenchServer, selected: (name: string) => boolean): Promise<void> => {
  const store = await millionEventStore(server);
  try {
    if (selected('rebuild_all_1m')) await benchRebuildAll(store);
    if (selected('audit_csv')) {
      // The audit reads the history read model: it must be whole. The others only decide who answers.
      if ((await projectionsBehind(store.pool, store)).includes('history')) {
        console.log('# audit_csv: rebuilding the history read model first (not measured)');
        await rebuildEvery(store, ['history']);
      }
      await benchAuditCsv(store, (await projectionsBehind(store.pool, store)).length === 0);
    }
  } finally {
    await store.close();
  }
};
