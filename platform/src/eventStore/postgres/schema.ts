// Tables and the append function of the PostgreSQL event store (DESIGN.md section 5).
//
// The append is one PL/pgSQL function so that a whole append (expected-revision check, reservations,
// events) is one statement: one round trip and one implicit transaction. The wake-up NOTIFY is sent
// after the commit (see PostgresEventStore.announceAppend).
import type { Pool } from 'pg';
import { inTransaction } from '../../sql/sql';

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
  revision bigint NOT NULL,
  archived boolean NOT NULL DEFAULT false
);
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
      FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(val, ord)
      CROSS JOIN LATERAL (SELECT s.revision FROM events s
                           WHERE s.stream_id = p_stream_id AND s.event_id = (x.val->'metadata'->>'eventId')::uuid
                           LIMIT 1) AS e;
    IF v_found_count > 0 THEN
      IF v_found_count = v_count AND v_in_place AND (
           p_expected IN ('any', 'streamExists')
           OR (p_expected = 'noStream' AND v_found_first = 0)
           OR (p_expected ~ '^-?[0-9]+$' AND v_found_first = p_expected::bigint + 1)) THEN
        RETURN QUERY SELECT e.revision, e.transaction_id, e.global_position FROM events e
          WHERE e.stream_id = p_stream_id AND e.revision = v_found_first + v_count - 1;
        RETURN;
      END IF;
      SELECT s.revision INTO v_current FROM streams s WHERE s.stream_id = p_stream_id;
      RAISE EXCEPTION USING ERRCODE = '${WRONG_REVISION_SQLSTATE}', MESSAGE = 'events already appended elsewhere',
        DETAIL = coalesce(v_current::text, 'noStream');
    END IF;
`;

// Why the advisory lock comes first: a transaction gets its xid at its first write. Taking the
// per-stream lock before any write means a later append to the same stream always gets a larger xid,
// so reading all events in (transaction id, global position) order keeps every stream in revision order.
const appendFunction = `
-- The first version took no p_probe; drop it so that the new one is never ambiguous with it.
DROP FUNCTION IF EXISTS ${APPEND_FUNCTION}(text, text, text, jsonb, jsonb, jsonb);
CREATE OR REPLACE FUNCTION ${APPEND_FUNCTION}(
  p_stream_id text, p_stream_type text, p_expected text, p_events jsonb, p_reserve jsonb, p_release jsonb, p_probe boolean)
RETURNS TABLE (o_revision bigint, o_transaction_id xid8, o_global_position bigint)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_count integer := jsonb_array_length(p_events);
  v_last bigint;
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

  IF v_count = 0 THEN
    SELECT s.revision INTO v_last FROM streams s WHERE s.stream_id = p_stream_id;
    IF (p_expected = 'noStream' AND v_last IS NOT NULL) OR (p_expected = 'streamExists' AND v_last IS NULL)
       OR (p_expected ~ '^-?[0-9]+$' AND v_last IS DISTINCT FROM p_expected::bigint) THEN
      RAISE EXCEPTION USING ERRCODE = '${WRONG_REVISION_SQLSTATE}', MESSAGE = 'wrong expected revision',
        DETAIL = coalesce(v_last::text, 'noStream');
    END IF;
  ELSIF p_expected = 'any' THEN
    INSERT INTO streams AS s (stream_id, type, revision) VALUES (p_stream_id, p_stream_type, v_count - 1)
      ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + v_count
      RETURNING s.revision INTO v_last;
  ELSIF p_expected = 'noStream' THEN
    INSERT INTO streams (stream_id, type, revision) VALUES (p_stream_id, p_stream_type, v_count - 1)
      ON CONFLICT (stream_id) DO NOTHING
      RETURNING revision INTO v_last;
  ELSIF p_expected = 'streamExists' THEN
    UPDATE streams s SET revision = s.revision + v_count WHERE s.stream_id = p_stream_id
      RETURNING s.revision INTO v_last;
  ELSE
    UPDATE streams s SET revision = s.revision + v_count
      WHERE s.stream_id = p_stream_id AND s.revision = p_expected::bigint
      RETURNING s.revision INTO v_last;
  END IF;
  IF v_count > 0 AND v_last IS NULL THEN
    IF NOT p_probe THEN
${idempotentRepeat}    END IF;
    SELECT s.revision INTO v_current FROM streams s WHERE s.stream_id = p_stream_id;
    RAISE EXCEPTION USING ERRCODE = '${WRONG_REVISION_SQLSTATE}', MESSAGE = 'wrong expected revision',
      DETAIL = coalesce(v_current::text, 'noStream');
  END IF;

  IF jsonb_array_length(p_release) > 0 THEN
    DELETE FROM reservations r USING jsonb_array_elements(p_release) AS x(val)
      WHERE r.scope = x.val->>'scope' AND r.key = x.val->>'key' AND r.stream_id = p_stream_id;
  END IF;
  IF jsonb_array_length(p_reserve) > 0 THEN
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
    RETURN QUERY SELECT coalesce(v_last, -1), coalesce(max(e.transaction_id), '0'::xid8), coalesce(max(e.global_position), 0)
      FROM events e WHERE e.stream_id = p_stream_id AND e.revision = v_last;
    RETURN;
  END IF;

  RETURN QUERY
  WITH inserted AS (
    INSERT INTO events (stream_id, revision, event_id, type, schema_version, data, metadata)
    SELECT p_stream_id, v_last - v_count + x.ord, (x.val->'metadata'->>'eventId')::uuid, x.val->>'type',
           (x.val->'metadata'->>'schemaVersion')::integer, x.val->'data', x.val->'metadata'
      FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(val, ord)
      ORDER BY x.ord
    RETURNING events.revision, events.transaction_id, events.global_position)
  SELECT i.revision, i.transaction_id, i.global_position FROM inserted i ORDER BY i.revision DESC LIMIT 1;
END
$fn$;
`;

/** Creates the tables and the append function; safe to run from several processes at once. */
export const createEventStoreSchema = async (pool: Pool): Promise<void> => {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await client.query(tables);
    await client.query(appendFunction);
  });
};
