// The PostgreSQL event store (DESIGN.md section 5): correct by construction for readers of all events,
// which only ever see transactions older than every transaction of this database still running
// (readHorizon.ts).
import type { EventPosition, RecordedEvent } from '@wb/contracts';
import type { Pool } from 'pg';
import {
  ReservationTakenError,
  WrongExpectedRevisionError,
  type AppendOptions,
  type AppendResult,
  type CountAfterOptions,
  type CountAfterResult,
  type EventStore,
  type EventToAppend,
  type ReadAllOfTypesOptions,
  type ReadAllOfTypesResult,
  type ReadAllOptions,
  type ReadStreamsUpToOptions,
  type Reservation,
  type TypeAtPosition,
} from '../eventStore';
import { answers, watchCheckedOut } from '../../sql/sql';
import { AppendedListener } from './appendedListener';
import { fastAppendStatement } from './fastAppend';
import { READ_HORIZON_FUNCTION, ReadHorizon, readBound } from './readHorizon';
import { asEventTuples, bigintTypes, EVENT_COLUMNS, tupleToRecordedEvent, type EventTuple } from './rows';
import { TypedReads } from './typedReads';
import { APPEND_FUNCTION, APPENDED_CHANNEL, createEventStoreSchema, RESERVATION_TAKEN_SQLSTATE, WRONG_REVISION_SQLSTATE } from './schema';

const UNIQUE_VIOLATION = '23505';
/** How long a NOTIFY waits for more appends to announce with it (readers of other processes poll anyway). */
const NOTIFY_COALESCE_MS = 5;
/** Two writers racing to append the same event ids with 'any': the loser retries and finds them stored. */
const MAX_DUPLICATE_RETRIES = 3;

/** The aggregate type of a stream: the part of its id before the first '-' (`project-<id>` -> project). */
const streamType = (streamId: string): string => streamId.split('-', 1)[0] ?? streamId;

const sortedReservations = (reservations: readonly Reservation[] = []): Reservation[] =>
  // One lock order for every writer, so that two appends claiming the same keys cannot deadlock.
  [...reservations].map(({ scope, key }) => ({ scope, key })).sort((a, b) => (a.scope === b.scope ? (a.key < b.key ? -1 : 1) : a.scope < b.scope ? -1 : 1));

/** Reservations as the append function takes them: NULL when there are none. */
const reservationsParameter = (reservations: readonly Reservation[] | undefined): string | null => (reservations && reservations.length > 0 ? JSON.stringify(sortedReservations(reservations)) : null);

/** The SQL call of one append; also used by tests that hold an append transaction open. */
export const appendStatement = (streamId: string, events: readonly EventToAppend[], options: AppendOptions, probeForRepeat = false): { name: string; text: string; values: unknown[] } => ({
  name: 'wb_append_to_stream',
  text: `SELECT o_revision, o_transaction_id, o_global_position
    FROM ${APPEND_FUNCTION}($1, $2, $3, $4::text[], $5::uuid[], $6::integer[], $7::jsonb[], $8::jsonb[], $9::jsonb, $10::jsonb, $11)`,
  values: [
    streamId,
    streamType(streamId),
    typeof options.expectedRevision === 'bigint' ? options.expectedRevision.toString() : options.expectedRevision,
    events.map((e) => e.type),
    events.map((e) => e.metadata.eventId),
    events.map((e) => e.metadata.schemaVersion),
    events.map((e) => JSON.stringify(e.data)),
    events.map((e) => JSON.stringify(e.metadata)),
    reservationsParameter(options.reserve),
    reservationsParameter(options.release),
    probeForRepeat,
  ],
});

/** A row of a read of all events: an event, and on the last event's row the horizon looked up, if one was. */
type PageTuple = [...EventTuple, horizon: string | null];
/** The last row of a read of all events: the bound used (text of an xid8) and the horizon looked up, if one was. */
type HorizonTuple = [null, null, null, null, bound: string, null, null, null, horizon: string | null];

interface PgError {
  code?: string;
  detail?: string;
  constraint?: string;
}

const toPortError = (err: unknown, streamId: string, options: AppendOptions): unknown => {
  const { code, detail } = err as PgError;
  if (code === WRONG_REVISION_SQLSTATE) {
    const actual = detail === undefined || detail === 'noStream' ? 'noStream' : BigInt(detail);
    return new WrongExpectedRevisionError(streamId, options.expectedRevision, actual);
  }
  if (code === RESERVATION_TAKEN_SQLSTATE && detail) {
    const taken = JSON.parse(detail) as { scope: string; key: string; heldBy: string };
    return new ReservationTakenError({ scope: taken.scope, key: taken.key }, taken.heldBy);
  }
  return err;
};

interface AppendRow {
  o_revision: bigint;
  o_transaction_id: bigint;
  o_global_position: bigint;
}

export class PostgresEventStore implements EventStore {
  private readonly appended: AppendedListener;
  /** The NOTIFY waiting to be sent for appends committed meanwhile, and the ones being sent. */
  private notifyTimer: NodeJS.Timeout | null = null;
  private notifying: Promise<void> | null = null;

  /**
   * Made at the first read by type: a store that never reads by type (a command process) keeps no
   * window. Made in the constructor, it also slowed readAll by about a quarter in the read_all bench
   * (0.65-0.75 of a plain keyset read against 0.85-0.95), for reasons not found.
   */
  private typedReadsMade: TypedReads | null = null;

  private get typedReads(): TypedReads {
    this.typedReadsMade ??= new TypedReads(this.pool, this.horizon);
    return this.typedReadsMade;
  }

  private readonly horizon: ReadHorizon;

  private constructor(private readonly pool: Pool) {
    this.appended = new AppendedListener(pool);
    this.horizon = new ReadHorizon(pool);
  }

  /** Creates the store's tables and function if missing. */
  static async create(pool: Pool): Promise<PostgresEventStore> {
    await createEventStoreSchema(pool);
    return new PostgresEventStore(pool);
  }

  async appendToStream(streamId: string, events: readonly EventToAppend[], options: AppendOptions): Promise<AppendResult> {
    const fast = fastAppendStatement(streamId, streamType(streamId), events, options);
    if (fast) {
      try {
        const rows = await this.runAppend({ ...fast, types: bigintTypes });
        const last = rows[rows.length - 1];
        if (last) return this.appendedAt(last);
      } catch (err) {
        // A conflict or an idempotent repeat: the append function below tells which.
        if ((err as PgError).code !== UNIQUE_VIOLATION) throw err;
      }
    }
    for (let attempt = 0; ; attempt += 1) {
      try {
        // After the fast path, or a duplicate event id, look for an idempotent repeat before writing anything.
        const [row] = await this.runAppend({ ...appendStatement(streamId, events, options, attempt > 0 || fast !== null), types: bigintTypes });
        if (!row) throw new Error(`append to ${streamId} returned no position`);
        return events.length > 0 ? this.appendedAt(row) : this.resultOf(row);
      } catch (err) {
        const { code, constraint } = err as PgError;
        // A duplicate event id (two writers racing with the same ids), or a revision taken by a fast
        // append that committed meanwhile: decide again, now seeing it.
        const retry = code === UNIQUE_VIOLATION && (constraint === 'events_stream_id_event_id_key' || constraint === 'events_pkey');
        if (retry && attempt < MAX_DUPLICATE_RETRIES) continue;
        throw toPortError(err, streamId, options);
      }
    }
  }

  private appendedAt(row: AppendRow): AppendResult {
    this.announceAppend();
    return this.resultOf(row);
  }

  private resultOf(row: AppendRow): AppendResult {
    return { nextRevision: row.o_revision, position: { transactionId: row.o_transaction_id, globalPosition: row.o_global_position } };
  }

  /**
   * pool.query() discards the connection on any error; a refused append (conflict, reservation) is an
   * ordinary answer, so the connection goes back to the pool and the next append needs no new session.
   */
  private async runAppend(statement: ReturnType<typeof appendStatement> & { types: typeof bigintTypes }): Promise<AppendRow[]> {
    const client = await this.pool.connect();
    const watch = watchCheckedOut(client);
    let result;
    try {
      result = await client.query<AppendRow>(statement);
    } catch (err) {
      const { code } = err as PgError;
      const refused = code === WRONG_REVISION_SQLSTATE || code === RESERVATION_TAKEN_SQLSTATE || code === UNIQUE_VIOLATION;
      watch.stop();
      client.release(refused ? watch.lost() : err instanceof Error ? err : true);
      throw err;
    }
    watch.stop();
    client.release(watch.lost());
    return result.rows;
  }

  async readStream(streamId: string, options: { fromRevision?: bigint; maxCount?: number } = {}): Promise<RecordedEvent[]> {
    const result = await this.pool.query<EventTuple>({
      name: 'wb_read_stream',
      text: `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND revision >= $2 ORDER BY revision LIMIT $3`,
      values: [streamId, (options.fromRevision ?? 0n).toString(), options.maxCount ?? null],
      ...asEventTuples,
    });
    return result.rows.map(tupleToRecordedEvent);
  }

  /**
   * At most two statements: the first reads below the highest horizon known (or the server's oldest
   * open transaction, if higher) and, when it reaches the end of what that bound lets it read, learns a
   * fresh horizon on the way; only when that read comes back short while the fresh horizon lies beyond
   * its bound does a second read take the rest below it.
   */
  async readAll({ after, limit }: ReadAllOptions): Promise<RecordedEvent[]> {
    const first = await this.readAllBelow(after, limit, this.horizon.known);
    if (first.events.length >= limit || first.next === null || first.next <= first.bound) return first.events;
    // Every event below the first bound was readable to the first read (readHorizon.ts), so the rest
    // lies after its last event.
    const rest = await this.readAllBelow(first.events.at(-1)?.position ?? after, limit - first.events.length, first.next.toString());
    return first.events.concat(rest.events);
  }

  /**
   * One statement: the events after `after` below the bound, and a last row (stream_id NULL) with the
   * bound it used (in the `type` column, as text). A fresh horizon (the `horizon` column) is looked up
   * only by a read that reaches the last event below its bound, or finds none: on the last event's row,
   * else on the last row. A full page that stops short of that end needs none (the lookup cost as much
   * server time as reading a third of a page, more with more sessions on the server).
   */
  private async readAllBelow(after: EventPosition, limit: number, known: string): Promise<{ events: RecordedEvent[]; bound: bigint; next: bigint | null }> {
    const result = await this.pool.query<PageTuple | HorizonTuple>({
      name: 'wb_read_all',
      // The bound written three times is one value: all are of this statement's snapshot.
      text: `WITH readable_end AS MATERIALIZED (
          SELECT transaction_id, global_position FROM events WHERE transaction_id < ${readBound('$4')}
          ORDER BY transaction_id DESC, global_position DESC LIMIT 1)
        (SELECT ${EVENT_COLUMNS},
            CASE WHEN global_position = (SELECT global_position FROM readable_end) THEN ${READ_HORIZON_FUNCTION}() END
          FROM events
          WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND transaction_id < ${readBound('$4')}
          ORDER BY transaction_id, global_position
          LIMIT $3)
        UNION ALL
        SELECT NULL, NULL, NULL, NULL, (${readBound('$4')})::text, NULL, NULL, NULL,
          CASE WHEN NOT EXISTS (SELECT FROM readable_end WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint))
            THEN ${READ_HORIZON_FUNCTION}() END`,
      values: [after.transactionId.toString(), after.globalPosition.toString(), limit, known],
      ...asEventTuples,
    });
    const { rows } = result;
    const last = rows.length - 1;
    const boundRow = rows[last] as HorizonTuple | undefined;
    if (!boundRow) throw new Error('the read of all events returned no bound row');
    const events: RecordedEvent[] = [];
    for (let i = 0; i < last; i += 1) events.push(tupleToRecordedEvent(rows[i] as PageTuple));
    // The horizon, when looked up, is on the last event's row or on the bound row.
    const horizon = boundRow[8] ?? (rows[last - 1] as PageTuple | undefined)?.[8] ?? null;
    return { events, bound: BigInt(boundRow[4]), next: horizon === null ? null : this.horizon.learn(horizon) };
  }

  /** Through the window of positions and types this store keeps (typedReads.ts). */
  readAllOfTypes(options: ReadAllOfTypesOptions): Promise<ReadAllOfTypesResult> {
    return this.typedReads.read(options);
  }

  async hasEventsAfter(after: EventPosition): Promise<boolean> {
    const result = await this.pool.query<{ found: boolean }>({
      name: 'wb_has_events_after',
      // Ordered as the index is and not inside EXISTS: a generic plan then probes the index (under EXISTS it scans the table).
      text: `SELECT true AS found FROM events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
        ORDER BY transaction_id, global_position LIMIT 1`,
      values: [after.transactionId.toString(), after.globalPosition.toString()],
    });
    return result.rows[0]?.found === true;
  }

  readTypes(options: ReadAllOptions): Promise<TypeAtPosition[]> {
    return this.typedReads.readTypes(options);
  }

  countAfter(options: CountAfterOptions): Promise<CountAfterResult> {
    return this.typedReads.count(options);
  }

  /** One statement over the primary key (stream_id, revision): each stream's events are one index range. */
  async readStreamsUpTo({ streamIds, toGlobalPosition, types }: ReadStreamsUpToOptions): Promise<RecordedEvent[]> {
    const result = await this.pool.query<EventTuple>({
      name: 'wb_read_streams_up_to',
      text: `SELECT ${EVENT_COLUMNS} FROM events
        WHERE stream_id = ANY($1::text[]) AND global_position <= $2::bigint AND ($3::text[] IS NULL OR type = ANY($3::text[]))
        ORDER BY global_position`,
      values: [streamIds, toGlobalPosition.toString(), types ?? null],
      ...asEventTuples,
    });
    return result.rows.map(tupleToRecordedEvent);
  }

  async findReservation({ scope, key }: Reservation): Promise<string | null> {
    const result = await this.pool.query<{ stream_id: string }>('SELECT stream_id FROM reservations WHERE scope = $1 AND key = $2', [scope, key]);
    return result.rows[0]?.stream_id ?? null;
  }

  async positionOf(globalPosition: bigint): Promise<EventPosition | null> {
    const result = await this.pool.query<{ transaction_id: bigint; global_position: bigint }>({
      name: 'wb_position_of',
      text: 'SELECT transaction_id, global_position FROM events WHERE global_position = $1',
      values: [globalPosition.toString()],
      types: bigintTypes,
    });
    const row = result.rows[0];
    return row ? { transactionId: row.transaction_id, globalPosition: row.global_position } : null;
  }

  async lastGlobalPosition(): Promise<bigint | null> {
    const result = await this.pool.query<{ global_position: bigint }>({
      name: 'wb_last_global_position',
      // Last in commit order, the order of the index readAll walks: one probe from its end.
      text: 'SELECT global_position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1',
      types: bigintTypes,
    });
    return result.rows[0]?.global_position ?? null;
  }

  onAppended(listener: () => void): () => void {
    return this.appended.subscribe(listener);
  }

  ping(): Promise<boolean> {
    return answers(this.pool);
  }

  /** Stops listening; the pool belongs to the caller. */
  async close(): Promise<void> {
    if (this.notifyTimer) clearTimeout(this.notifyTimer);
    this.notifyTimer = null;
    await this.notifying;
    await this.appended.close();
  }

  /**
   * Wakes readers: at once in this process, and in other processes by a NOTIFY sent after the commit.
   * Not inside the append transaction: a NOTIFY takes a database-wide lock until its transaction's
   * commit is flushed, which made concurrent appends commit one by one (bench: 860 instead of 5,000
   * appends/s with 16 writers). And not one per append either: appends committed within
   * NOTIFY_COALESCE_MS share one, since each NOTIFY is a transaction of its own that every listening
   * session is woken for (one per append cost a quarter of the single-append throughput).
   */
  private announceAppend(): void {
    this.appended.notifyLocal();
    if (this.notifyTimer) return;
    this.notifyTimer = setTimeout(() => {
      this.notifyTimer = null;
      this.notifying = (this.notifying ?? Promise.resolve()).then(() => this.sendNotify());
    }, NOTIFY_COALESCE_MS);
    this.notifyTimer.unref();
  }

  private async sendNotify(): Promise<void> {
    try {
      // A hint need not wait for its commit to reach the disk.
      await this.pool.query(`BEGIN; SET LOCAL synchronous_commit TO off; NOTIFY ${APPENDED_CHANNEL}; COMMIT`);
    } catch {
      // a hint only: readers poll anyway
    }
  }
}
