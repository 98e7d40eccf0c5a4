// Row <-> event mapping. int8 and xid8 are read as BigInt per query (not by changing pg's global
// parsers, which other code sharing the process relies on).
import { upcast, type EventMetadata, type RecordedEvent } from '@wb/contracts';
import { types, type CustomTypesConfig } from 'pg';

const INT8_OID = 20;
const XID8_OID = 5069;

export const bigintTypes: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID || oid === XID8_OID ? (value: string) => BigInt(value) : types.getTypeParser(oid, format ?? 'text')) as CustomTypesConfig['getTypeParser'],
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

export const toRecordedEvent = (row: EventRow): RecordedEvent => ({
  type: row.type,
  data: upcast(row.type, row.schema_version, row.data),
  streamId: row.stream_id,
  revision: Number(row.revision),
  metadata: row.metadata,
  position: { transactionId: row.transaction_id, globalPosition: row.global_position },
});
