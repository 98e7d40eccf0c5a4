// Tables and the append function of the PostgreSQL event store (DESIGN.md section 5).
//
// The append is one PL/pgSQL function so that a whole append (expected-revision check, reservations,
// events) is one statement: one round trip and one implicit transaction. The wake-up NOTIFY is sent
// after the commit (see PostgresEventStore.announceAppend).
import type { Pool } from 'pg';
import { inTransaction } from '../../sql/sql';
import { readHorizonFunction } from './readHorizon';

/** Serializes schema creation between processes that start at the same moment. */
const SCHEMA_LOCK_KEY = 7_431_001;
/** Key space of the per-stream append locks (two-int advisory locks: this class, hash of the stream id). */
export const STREAM_LOCK_CLASS = 7_431_002;
export const APPENDED_CHANNEL = 'wb_events_appended';

export const APPEND_FUNCTION = 'wb_append_to_stream';
/** SQLSTATEs raised by the append function and mapped to the port's errors. */
export const WRONG_REVISION_SQLSTATE = 'WBREV';
export const RESERVATION_TAKEN_SQLSTATE = 'WBRES';

const tables = `
CREATE TABLE IF NOT EXISTS streams (
  stream_id text PRIMARY KEY,
  type text NOT NULL,
  archived boolean NOT NULL DEFAULT false
);
-- Stores made before the stream's revision was read from its last event kept it in a column here.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns
             WHERE table_schema = current_schema() AND table_name = 'streams' AND column_name = 'revision') THEN
    ALTER TABLE streams DROP COLUMN revision;
  END IF;
END
$$;
CREATE SEQUENCE IF NOT EXISTS events_global_position_seq AS bigint;
CREATE TABLE IF NOT EXISTS events (
  global_position bigint NOT NULL DEFAULT nextval('events_global_position_seq') UNIQUE,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  revision bigint NOT NULL,
  event_id uuid NOT NULL,
  type text NOT NULL,
  schema_version integer NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (stream_id, revision),
  UNIQUE (stream_id, event_id)
);
ALTER SEQUENCE events_global_position_seq OWNED BY events.global_position;
CREATE INDEX IF NOT EXISTS events_transaction_id_global_position_idx ON events (transaction_id, global_position);
CREATE TABLE IF NOT EXISTS reservations (
  scope text NOT NULL,
  key text NOT NULL,
  stream_id text NOT NULL,
  PRIMARY KEY (scope, key)
);
`;

// An idempotent repeat: the same event ids already stored at the same revisions answers the position
// they were stored at; some of them stored elsewhere is a conflict. One (stream_id, event_id) index
// probe per event (LIMIT keeps the planner from scanning the whole stream instead), so the cost does
// not grow with the stream.
const idempotentRepeat = `
    SELECT min(e.revision), count(e.revision), count(DISTINCT e.revision - x.ord) = 1
      INTO v_found_first, v_found_count, v_in_place
      FROM unnest(p_event_ids) WITH ORDINALITY AS x(event_id, ord)
      CROSS JOIN LATERAL (SELECT s.revision FROM events s
                           WHERE s.stream_id = p_stream_id AND s.event_id = x.event_id
                           LIMIT 1) AS e;
    IF v_found_count > 0 THEN
      IF v_found_count = v_count AND v_in_place AND (
           p_expected IN ('any', 'streamExists')
           OR (p_expected = 'noStream' AND v_found_first = 0)
           OR (p_expected ~ '^-?[0-9]+$' AND v_found_first = p_expected::bigint + 1)) THEN
        SELECT e.revision, e.transaction_id, e.global_position INTO o_revision, o_transaction_id, o_global_position
          FROM events e WHERE e.stream_id = p_stream_id AND e.revision = v_found_first + v_count - 1;
        RETURN;
      END IF;
      SELECT e.revision INTO v_current FROM events e WHERE e.stream_id = p_stream_id ORDER BY e.revision DESC LIMIT 1;
      RAISE EXCEPTION USING ERRCODE = '${WRONG_REVISION_SQLSTATE}', MESSAGE = 'events already appended elsewhere',
        DETAIL = coalesce(v_current::text, 'noStream');
    END IF;
`;

// The events come as parallel arrays (type, id, schema version, data, metadata), like a hand-written
// multi-row INSERT: parsing one jsonb document of all events and picking it apart per row cost a
// third of a single append. Reservations stay jsonb, NULL when there are none.
//
// Why the advisory lock comes first: a transaction gets its xid at its first write. Taking the
// per-stream lock before any write means a later append to the same stream always gets a larger xid,
// so reading all events in (transaction id, global position) order keeps every stream in revision order.
const appendFunction = `
-- Earlier versions took the events as one jsonb document; drop them so that calls are never ambiguous.
DROP FUNCTION IF EXISTS ${APPEND_FUNCTION}(text, text, text, jsonb, jsonb, jsonb);
DROP FUNCTION IF EXISTS ${APPEND_FUNCTION}(text, text, text, jsonb, jsonb, jsonb, boolean);
CREATE OR REPLACE FUNCTION ${APPEND_FUNCTION}(
  p_stream_id text, p_stream_type text, p_expected text,
  p_types text[], p_event_ids uuid[], p_schema_versions integer[], p_data jsonb[], p_metadata jsonb[],
  p_reserve jsonb, p_release jsonb, p_probe boolean,
  OUT o_revision bigint, OUT o_transaction_id xid8, OUT o_global_position bigint)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_count integer := coalesce(cardinality(p_event_ids), 0);
  v_current bigint;
  v_found_first bigint;
  v_found_count integer;
  v_in_place boolean;
  v_holder record;
BEGIN
  PERFORM pg_advisory_xact_lock(${STREAM_LOCK_CLASS}, hashtext(p_stream_id));

  -- An idempotent repeat is looked for only when it can be one: on a retry after a duplicate event id
  -- (p_probe), or below when the revision check fails (a repeat's expected revision is stale). The
  -- common append skips the lookup.
  IF v_count > 0 AND p_probe THEN
${idempotentRepeat}  END IF;

  -- The stream's revision is its last event's: a backward probe of the primary key, no row of its own
  -- to update (that UPDATE held single appends near 0.6 of a plain INSERT). The lock above keeps the
  -- probe true until this transaction commits.
  SELECT e.revision INTO v_current FROM events e WHERE e.stream_id = p_stream_id ORDER BY e.revision DESC LIMIT 1;
  IF (p_expected = 'noStream' AND v_current IS NOT NULL) OR (p_expected = 'streamExists' AND v_current IS NULL)
     OR (p_expected ~ '^-?[0-9]+$' AND v_current IS DISTINCT FROM p_expected::bigint) THEN
    IF v_count > 0 AND NOT p_probe THEN
${idempotentRepeat}    END IF;
    RAISE EXCEPTION USING ERRCODE = '${WRONG_REVISION_SQLSTATE}', MESSAGE = 'wrong expected revision',
      DETAIL = coalesce(v_current::text, 'noStream');
  END IF;
  IF v_current IS NULL AND v_count > 0 THEN
    INSERT INTO streams (stream_id, type) VALUES (p_stream_id, p_stream_type) ON CONFLICT (stream_id) DO NOTHING;
  END IF;

  IF p_release IS NOT NULL THEN
    DELETE FROM reservations r USING jsonb_array_elements(p_release) AS x(val)
      WHERE r.scope = x.val->>'scope' AND r.key = x.val->>'key' AND r.stream_id = p_stream_id;
  END IF;
  IF p_reserve IS NOT NULL THEN
    INSERT INTO reservations (scope, key, stream_id)
      SELECT x.val->>'scope', x.val->>'key', p_stream_id FROM jsonb_array_elements(p_reserve) AS x(val)
      ON CONFLICT (scope, key) DO NOTHING;
    SELECT r.scope, r.key, r.stream_id INTO v_holder
      FROM reservations r JOIN jsonb_array_elements(p_reserve) AS x(val)
        ON r.scope = x.val->>'scope' AND r.key = x.val->>'key'
      WHERE r.stream_id <> p_stream_id LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION USING ERRCODE = '${RESERVATION_TAKEN_SQLSTATE}', MESSAGE = 'reservation taken',
        DETAIL = json_build_object('scope', v_holder.scope, 'key', v_holder.key, 'heldBy', v_holder.stream_id)::text;
    END IF;
  END IF;

  IF v_count = 0 THEN
    o_revision := coalesce(v_current, -1);
    SELECT e.transaction_id, e.global_position INTO o_transaction_id, o_global_position
      FROM events e WHERE e.stream_id = p_stream_id AND e.revision = v_current;
    o_transaction_id := coalesce(o_transaction_id, '0'::xid8);
    o_global_position := coalesce(o_global_position, 0);
    RETURN;
  END IF;

  o_revision := coalesce(v_current, -1) + v_count;
  IF v_count = 1 THEN
    -- The common case, as one plain row.
    INSERT INTO events (stream_id, revision, event_id, type, schema_version, data, metadata)
      VALUES (p_stream_id, o_revision, p_event_ids[1], p_types[1], p_schema_versions[1], p_data[1], p_metadata[1])
      RETURNING transaction_id, global_position INTO o_transaction_id, o_global_position;
    RETURN;
  END IF;
  -- Positions follow the array order (the defaults are computed row by row after the ORDER BY), so
  -- the greatest is the last event's.
  WITH inserted AS (
    INSERT INTO events (stream_id, revision, event_id, type, schema_version, data, metadata)
    SELECT p_stream_id, o_revision - v_count + x.ord, x.event_id, x.type, x.schema_version, x.data, x.metadata
      FROM unnest(p_types, p_event_ids, p_schema_versions, p_data, p_metadata)
           WITH ORDINALITY AS x(type, event_id, schema_version, data, metadata, ord)
      ORDER BY x.ord
    RETURNING events.transaction_id, events.global_position)
  SELECT max(i.transaction_id), max(i.global_position) INTO o_transaction_id, o_global_position FROM inserted i;
END
$fn$;
`;

/** Creates the tables, the append function and the read horizon function; safe to run from several processes at once. */
export const createEventStoreSchema = async (pool: Pool): Promise<void> => {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await client.query(tables);
    await client.query(appendFunction);
    await client.query(readHorizonFunction);
  });
};
