// What a batch reads before folding, in one statement: the states of its streams, the
// projects of the entities it touches (and of those they belong to), and the names of the people and
// folders its events name.
import type { AnyRecordedEvent } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import type { StreamEntity } from './entities';
import type { MutableState } from './fold';

export interface BatchContext {
  readonly states: Map<string, MutableState>;
  /** Project of an entity, by entityKey. */
  readonly owners: Map<string, string>;
  /** Names by nameKey. */
  readonly names: Map<string, string>;
}

export const entityKey = (entityType: string, entityID: string): string => `${entityType}\u0000${entityID}`;
export const nameKey = (kind: 'user' | 'folder', id: string | number): string => `${kind}\u0000${String(id)}`;

const PERSON_FIELD = /^(userID|[a-z]+UserID)$/;

/** The people and folders an event names: its actor, its fields that hold a user id, its folder. */
const namedBy = (event: AnyRecordedEvent): string[] => {
  const keys = event.metadata.userID === null ? [] : [nameKey('user', event.metadata.userID)];
  for (const [field, value] of Object.entries(event.data as Record<string, unknown>)) {
    if (typeof value === 'number' && PERSON_FIELD.test(field)) keys.push(nameKey('user', value));
    if (field === 'projectGroupID' && typeof value === 'string') keys.push(nameKey('folder', value));
  }
  return keys;
};

const split = (key: string): [string, string] => {
  const at = key.indexOf('\u0000');
  return [key.slice(0, at), key.slice(at + 1)];
};

export const readBatchContext = async (client: PoolClient, events: readonly AnyRecordedEvent[], entities: readonly StreamEntity[], t: TableName): Promise<BatchContext> => {
  const streamIDs = [...new Set(events.map((e) => e.streamId))];
  const entityKeys = new Set<string>();
  for (const entity of entities) {
    entityKeys.add(entityKey(entity.entityType, entity.entityID));
    if (entity.ownerOf) entityKeys.add(entityKey(entity.ownerOf.entityType, entity.ownerOf.entityID));
  }
  const ownerPairs = [...entityKeys].map(split);
  const namePairs = [...new Set(events.flatMap(namedBy))].map(split);
  // One statement for the three: a batch's round trips are what a live projection waits on.
  const { rows } = await client.query<{ kind: 's' | 'o' | 'n'; a: string; b: string | null; v: string }>(
    `SELECT 's' AS kind, stream_id AS a, NULL AS b, state::text AS v FROM ${t('history_streams')} WHERE stream_id = ANY($1::text[])
     UNION ALL
     SELECT 'o', o.entity_type, o.entity_id, o.project_id FROM unnest($2::text[], $3::text[]) AS k(entity_type, entity_id)
       JOIN ${t('history_owners')} o ON o.entity_type = k.entity_type AND o.entity_id = k.entity_id
     UNION ALL
     SELECT 'n', n.entity_type, n.entity_id, n.name FROM unnest($4::text[], $5::text[]) AS k(entity_type, entity_id)
       JOIN ${t('history_names')} n ON n.entity_type = k.entity_type AND n.entity_id = k.entity_id`,
    [streamIDs, ownerPairs.map((p) => p[0]), ownerPairs.map((p) => p[1]), namePairs.map((p) => p[0]), namePairs.map((p) => p[1])],
  );
  const context: BatchContext = { states: new Map(), owners: new Map(), names: new Map() };
  for (const row of rows) {
    if (row.kind === 's') context.states.set(row.a, JSON.parse(row.v) as MutableState);
    else if (row.kind === 'o') context.owners.set(entityKey(row.a, row.b ?? ''), row.v);
    else context.names.set(`${row.a}\u0000${row.b ?? ''}`, row.v);
  }
  return context;
};
