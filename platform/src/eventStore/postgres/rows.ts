// Row <-> event mapping. int8 and xid8 are read per query (not by changing pg's global parsers, which
// other code sharing the process relies on).
import { CURRENT_SCHEMA_VERSION, upcast, type EventMetadata, type RecordedEvent } from '@wb/contracts';
import { types, type CustomTypesConfig } from 'pg';

const INT8_OID = 20;
const XID8_OID = 5069;

/**
 * BigInt of a decimal string, through a number when it has at most 15 digits (exact below 2^53):
 * BigInt(string) costs about twice as much, and reading all events makes two per event.
 */
const toBigInt = (text: string): bigint => (text.length < 16 ? BigInt(Number(text)) : BigInt(text));

export const bigintTypes: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8_OID || oid === XID8_OID ? toBigInt : types.getTypeParser(oid, format ?? 'text'))) as CustomTypesConfig['getTypeParser'],
};

const asText = (text: string): string => text;

/** int8 and xid8 left as text: the event readers convert each column to what it becomes (bigint or number). */
const eventTupleTypes: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8_OID || oid === XID8_OID ? asText : types.getTypeParser(oid, format ?? 'text'))) as CustomTypesConfig['getTypeParser'],
};

export interface EventRow {
  global_position: bigint;
  transaction_id: bigint;
  stream_id: string;
  revision: bigint;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
}

export const EVENT_COLUMNS = 'global_position, transaction_id, stream_id, revision, type, schema_version, data, metadata';

/** EVENT_COLUMNS as rowMode 'array' returns them with eventTupleTypes (no object per row to build and drop). */
export type EventTuple = [globalPosition: string, transactionId: string, streamId: string, revision: string, type: string, schemaVersion: number, data: unknown, metadata: EventMetadata];

const currentVersions = new Map<string, number>(Object.entries(CURRENT_SCHEMA_VERSION));

/** Events stored at their type's current version (nearly all) skip the upcaster lookup. */
const upcastData = (type: string, schemaVersion: number, data: unknown): unknown => {
  const current = currentVersions.get(type);
  return current === undefined || schemaVersion >= current ? data : upcast(type, schemaVersion, data);
};

export const toRecordedEvent = (row: EventRow): RecordedEvent => ({
  type: row.type,
  data: upcastData(row.type, row.schema_version, row.data),
  streamId: row.stream_id,
  revision: Number(row.revision),
  metadata: row.metadata,
  position: { transactionId: row.transaction_id, globalPosition: row.global_position },
});

/** A row that starts with EVENT_COLUMNS; columns after them are the caller's. */
export const tupleToRecordedEvent = (tuple: EventTuple | [...EventTuple, ...unknown[]]): RecordedEvent => ({
  type: tuple[4],
  data: upcastData(tuple[4], tuple[5], tuple[6]),
  streamId: tuple[2],
  revision: Number(tuple[3]),
  metadata: tuple[7],
  position: { transactionId: toBigInt(tuple[1]), globalPosition: toBigInt(tuple[0]) },
});

/** The statement fields that make pg return EVENT_COLUMNS as EventTuples. */
export const asEventTuples = { rowMode: 'array', types: eventTupleTypes } as const;
