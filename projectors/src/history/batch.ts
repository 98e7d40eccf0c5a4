// A batch of events applied set-based: the context read once (context.ts), every event folded in
// order in memory (fold.ts), then one statement writing the entries, the streams' new states, the
// entities' projects, names and members learnt (docs/decisions/projections.md).
import type { AnyRecordedEvent } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { entityKey, nameKey, readBatchContext, type BatchContext } from './context';
import { entityOfStream, projectNamedBy, type StreamEntity } from './entities';
import { foldEvent, type NameBook } from './fold';
import type { MutableState } from './fold';

interface EntryColumns {
  position: string[];
  streamID: string[];
  streamType: string[];
  entityType: string[];
  entityID: string[];
  projectID: (string | null)[];
  type: string[];
  actorID: (number | null)[];
  at: string[];
  summary: string[];
  changes: string[];
}

interface Learnt {
  readonly states: Map<string, MutableState>;
  readonly owners: Map<string, string>;
  readonly names: Map<string, string>;
  readonly members: Set<string>;
}

/** The project an event's entity belongs to; a first one learnt is kept for the entity's later events. */
const projectOf = (event: AnyRecordedEvent, entity: StreamEntity, context: BatchContext, learnt: Learnt): string | null => {
  if (entity.projectID !== null) return entity.projectID;
  const key = entityKey(entity.entityType, entity.entityID);
  const known = context.owners.get(key);
  if (known !== undefined) return known;
  const owner = entity.ownerOf ? context.owners.get(entityKey(entity.ownerOf.entityType, entity.ownerOf.entityID)) : undefined;
  const found = owner ?? projectNamedBy(event.data);
  if (found === null) return null;
  context.owners.set(key, found);
  learnt.owners.set(key, found);
  return found;
};

/** Names and members an event teaches, for the events after it and for the query's checks. */
const learn = (event: AnyRecordedEvent, context: BatchContext, learnt: Learnt): void => {
  const remember = (key: string, name: string) => {
    context.names.set(key, name);
    learnt.names.set(key, name);
  };
  switch (event.type) {
    case 'UserAdded':
      remember(nameKey('user', event.data.userID), `${event.data.givenName} ${event.data.familyName}`.trim());
      return;
    case 'FolderCreated':
      remember(nameKey('folder', event.data.projectGroupID), event.data.name);
      return;
    case 'ProjectCreated':
      learnt.members.add(JSON.stringify([event.data.projectID, event.data.ownerUserID]));
      return;
    case 'ProjectMemberJoined':
      learnt.members.add(JSON.stringify([event.data.projectID, event.data.userID]));
      return;
    default:
      return;
  }
};

const foldBatch = (events: readonly AnyRecordedEvent[], entities: readonly StreamEntity[], context: BatchContext): { entries: EntryColumns; learnt: Learnt } => {
  const entries: EntryColumns = { position: [], streamID: [], streamType: [], entityType: [], entityID: [], projectID: [], type: [], actorID: [], at: [], summary: [], changes: [] };
  const learnt: Learnt = { states: new Map(), owners: new Map(), names: new Map(), members: new Set() };
  const names: NameBook = { person: (id) => context.names.get(nameKey('user', id)), folder: (id) => context.names.get(nameKey('folder', id)) };
  events.forEach((event, i) => {
    const entity = entities[i] ?? entityOfStream(event.streamId);
    let state = context.states.get(event.streamId);
    if (state === undefined) {
      state = {};
      context.states.set(event.streamId, state);
    }
    const folded = foldEvent(event, state, entity, names);
    if (folded.changes.length > 0) learnt.states.set(event.streamId, state);
    entries.position.push(event.position.globalPosition.toString());
    entries.streamID.push(event.streamId);
    entries.streamType.push(entity.streamType);
    entries.entityType.push(entity.entityType);
    entries.entityID.push(entity.entityID);
    entries.projectID.push(projectOf(event, entity, context, learnt));
    entries.type.push(event.type);
    entries.actorID.push(event.metadata.userID);
    entries.at.push(event.metadata.time);
    entries.summary.push(folded.summary);
    entries.changes.push(JSON.stringify(folded.changes));
    learn(event, context, learnt);
  });
  return { entries, learnt };
};

const splitKeys = (keys: Iterable<string>): [string[], string[]] => {
  const types: string[] = [];
  const ids: string[] = [];
  for (const key of keys) {
    const at = key.indexOf('\u0000');
    types.push(key.slice(0, at));
    ids.push(key.slice(at + 1));
  }
  return [types, ids];
};

/**
 * Everything the batch learnt in one statement: the entries, then (as further data-modifying parts of
 * the same statement, each run once whether or not it is read) the states, owners, names and members.
 */
const write = async (client: PoolClient, entries: EntryColumns, learnt: Learnt, t: TableName): Promise<void> => {
  const [ownerTypes, ownerIDs] = splitKeys(learnt.owners.keys());
  const [nameTypes, nameIDs] = splitKeys(learnt.names.keys());
  const members = [...learnt.members].map((m) => JSON.parse(m) as [string, number]);
  await client.query(
    `WITH states AS (
       INSERT INTO ${t('history_streams')} (stream_id, state) SELECT * FROM unnest($12::text[], $13::json[])
       ON CONFLICT (stream_id) DO UPDATE SET state = EXCLUDED.state
     ), owners AS (
       INSERT INTO ${t('history_owners')} (entity_type, entity_id, project_id) SELECT * FROM unnest($14::text[], $15::text[], $16::text[]) ON CONFLICT DO NOTHING
     ), names AS (
       INSERT INTO ${t('history_names')} (entity_type, entity_id, name) SELECT * FROM unnest($17::text[], $18::text[], $19::text[])
       ON CONFLICT (entity_type, entity_id) DO UPDATE SET name = EXCLUDED.name
     ), members AS (
       INSERT INTO ${t('history_members')} (project_id, user_id) SELECT * FROM unnest($20::text[], $21::int[]) ON CONFLICT DO NOTHING
     )
     INSERT INTO ${t('history_entries')} (position, stream_id, stream_type, entity_type, entity_id, project_id, type, actor_id, at, summary, changes)
     SELECT position, stream_id, stream_type, entity_type, entity_id, project_id, type, actor_id, at, summary, changes::json
     FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::timestamptz[], $10::text[], $11::text[])
       AS e(position, stream_id, stream_type, entity_type, entity_id, project_id, type, actor_id, at, summary, changes)`,
    [
      entries.position,
      entries.streamID,
      entries.streamType,
      entries.entityType,
      entries.entityID,
      entries.projectID,
      entries.type,
      entries.actorID,
      entries.at,
      entries.summary,
      entries.changes,
      [...learnt.states.keys()],
      [...learnt.states.values()].map((s) => JSON.stringify(s)),
      ownerTypes,
      ownerIDs,
      [...learnt.owners.values()],
      nameTypes,
      nameIDs,
      [...learnt.names.values()],
      members.map((m) => m[0]),
      members.map((m) => m[1]),
    ],
  );
};

export const applyHistoryBatch = async (client: PoolClient, events: readonly AnyRecordedEvent[], t: TableName): Promise<void> => {
  if (events.length === 0) return;
  const entities = events.map((e) => entityOfStream(e.streamId));
  const context = await readBatchContext(client, events, entities, t);
  const { entries, learnt } = foldBatch(events, entities, context);
  await write(client, entries, learnt, t);
};
