// The exports read model applied a batch at a time. A run of renames (a scene or file renamed renames
// its exports: the most frequent of its events by far) is written with one update, each source taking
// the last name the run gave it; the exports' own events (added, requested, progressed, completed,
// failed: a few per export) are applied one at a time between the runs, so the order of writes is kept.
import type { AnyRecordedEvent } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { required } from '../shared/required';
import { applyInRuns, lastValues } from '../shared/runs';

type Renamed = Extract<AnyRecordedEvent, { type: 'SceneRenamed' | 'FileRenamed' }>;

const isRenamed = (event: AnyRecordedEvent): event is Renamed => event.type === 'SceneRenamed' || event.type === 'FileRenamed';

const sourceOf = (e: Renamed): { kind: 'scene' | 'file'; sourceID: string } => (e.type === 'SceneRenamed' ? { kind: 'scene', sourceID: e.data.sceneID } : { kind: 'file', sourceID: e.data.fileID });

const rename = async (client: PoolClient, table: string, events: readonly Renamed[]): Promise<void> => {
  // A name the last one replaces would go unnoticed, where apply()'s update of an export refuses it.
  for (const e of events) required(e, e.data.name);
  const names = [...lastValues(events, (e) => [JSON.stringify(sourceOf(e)), { ...sourceOf(e), name: e.data.name }]).values()];
  await client.query(`UPDATE ${table} e SET name = r.name FROM unnest($1::text[], $2::text[], $3::text[]) AS r(kind, source_id, name) WHERE e.kind = r.kind AND e.source_id = r.source_id`, [
    names.map((n) => n.kind),
    names.map((n) => n.sourceID),
    names.map((n) => n.name),
  ]);
};

export const applyExportsBatch = applyInRuns(isRenamed, (client: PoolClient, events, t: TableName) => rename(client, t('exports'), events));
