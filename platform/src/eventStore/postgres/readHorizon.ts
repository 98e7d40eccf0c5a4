// The readable end of the log: readers of all events take only events of transactions older than the
// horizon, so that an event committed out of order (a later transaction id committing first) is never
// passed over. DESIGN.md section 5; docs/decisions/visibility-horizon.md.
//
// pg_snapshot_xmin(pg_current_snapshot()) would do, but it is the oldest transaction open on the whole
// server: a transaction held open in another database (another test suite, a long report) would hold
// back every reader here. The horizon below counts only transactions of this database.
//
// Why it never skips an event. Statement A (in the function below) takes its snapshot S, then, later,
// during its execution, looks up (L) which transactions of S's in-progress list (xip) belong to a
// session of this database or are prepared in it; H is the oldest of those, or S's xmax when there
// are none. A statement B that starts after A has ended reads `transaction_id < H`. An event with a transaction
// id below H comes from a transaction that either
//   - was not in progress at S (below S's xmax and not in xip): it had ended before S, so B sees it;
//   - was in progress at S but belongs to another database: it cannot have written to this table;
//   - was in progress at S, belongs to this database and was no longer running at L: it ended before
//     L, so B's snapshot, taken later, sees its events (or it rolled back and has none).
// A transaction of this database still running at L is found by L, so H is at most its id. Events
// of transactions from S's xmax on are all at or above H.
// The lookup matches the low 32 bits (pg_stat_activity shows 32-bit xids): the transactions in
// progress at once are less than 2^31 apart, so a match is never ambiguous, and a false match could
// only lower H. pg_stat_activity shows every session's datid and backend_xid to any role (checked on
// PostgreSQL 15; they are among the columns not hidden from roles without pg_read_all_stats).
// Prepared transactions have no session: pg_prepared_xacts lists them, read after pg_stat_activity (a
// PREPARE shows in pg_prepared_xacts before it leaves its session). B must have a snapshot of its own,
// later than A's lookup: the store reads only in autocommit statements (in a REPEATABLE READ
// transaction a later statement would share an earlier snapshot).
//
// Any horizon learned earlier stays a safe bound for any later statement, and a later horizon is
// never lower than an earlier one (a transaction of this database below it had ended). So a reader
// may use the highest one learned so far, or the server-wide xmin of its own snapshot, whichever is
// higher, and needs a fresh lookup only when that leaves its read short.
import type { Pool } from 'pg';

export const READ_HORIZON_FUNCTION = 'wb_read_horizon';

/**
 * A function, so that the lookup is planned once per session (written into each read, it made the
 * read's planning take half as long as reading a page of 1,000 events). VOLATILE: its statement takes a snapshot of its own, after the calling
 * statement's; any later statement may use what it returns.
 */
export const readHorizonFunction = `
CREATE OR REPLACE FUNCTION ${READ_HORIZON_FUNCTION}() RETURNS xid8 LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  v_horizon xid8;
BEGIN
  -- pg_stat_activity is otherwise read once per transaction: each call needs a lookup of its own.
  PERFORM pg_stat_clear_snapshot();
  SELECT COALESCE(
      (SELECT min(xip) FROM pg_snapshot_xip(s) AS xip
        WHERE xid(xip) IN (
          SELECT a.backend_xid FROM pg_stat_get_activity(NULL) AS a
            WHERE a.datid = (SELECT oid FROM pg_database WHERE datname = current_database())
          UNION ALL
          SELECT p.transaction FROM pg_prepared_xact() AS p
            WHERE p.dbid = (SELECT oid FROM pg_database WHERE datname = current_database()))),
      pg_snapshot_xmax(s))
    INTO v_horizon
    FROM pg_current_snapshot() AS s;
  RETURN v_horizon;
END
$fn$;
`;

/**
 * The bound of a read, safe by either reason: the horizon learned before (parameter `known`) or the
 * oldest transaction open on the server as of this statement's snapshot.
 */
export const readBound = (known: string): string => `GREATEST(${known}::xid8, pg_snapshot_xmin(pg_current_snapshot()))`;

/** The highest horizon one store has learned, shared by all its readers. */
export class ReadHorizon {
  private latest = 0n;

  constructor(private readonly pool: Pool) {}

  /** As a query parameter (text of an xid8); '0' before any was learned. */
  get known(): string {
    return this.latest.toString();
  }

  /** Keeps `horizon` (xid8 text) when it is higher than the one known. */
  learn(horizon: string): bigint {
    const value = BigInt(horizon);
    if (value > this.latest) this.latest = value;
    return this.latest;
  }

  /** Statement A: a horizon of its own, for statements sent after it returns. */
  async fresh(): Promise<string> {
    const { rows } = await this.pool.query<{ horizon: string }>({
      name: 'wb_read_horizon',
      text: `SELECT ${READ_HORIZON_FUNCTION}()::text AS horizon`,
    });
    const horizon = rows[0]?.horizon;
    if (horizon === undefined) throw new Error('the read horizon query returned no row');
    this.learn(horizon);
    return this.known;
  }
}
