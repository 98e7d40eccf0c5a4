// readAllOfTypes, readTypes and countAfter of the PostgreSQL store. Readers at or ahead of the shared window (typeWindow.ts) match
// their types in memory, extend the window from its end when they reach it (one scan at a time, which
// the others then use), and fetch only the events they get. A reader behind the window (a projection
// far behind the others) reads with one statement of its own instead.
import { comparePositions, type EventPosition, type RecordedEvent } from '@wb/contracts';
import type { Pool } from 'pg';
import type { CountAfterOptions, CountAfterResult, ReadAllOfTypesOptions, ReadAllOfTypesResult, ReadAllOptions, TypeAtPosition } from '../eventStore';
import { readBound, type ReadHorizon } from './readHorizon';
import { asEventTuples, bigintTypes, EVENT_COLUMNS, toRecordedEvent, tupleToRecordedEvent, type EventRow, type EventTuple } from './rows';
import { TypeWindow, type WindowEntry } from './typeWindow';

/**
 * A read looks at up to this many events per requested one (and at most MAX_SCAN): a reader of rare
 * types then passes over thousands of others per call, in bounded steps.
 */
const SCAN_FACTOR = 8;
const MAX_SCAN = 20_000;
/** Events whose positions and types the window keeps (about 150 bytes each; nothing until a read by type). */
const WINDOW_CAPACITY = 100_000;

/**
 * The next readable events after ($1, $2) in commit order (position and type), at most the given
 * parameter's count, below the horizon given by the other parameter (learned by a statement before).
 */
const readableAfter = (limitParameter: string, horizonParameter: string): string => `SELECT transaction_id, global_position, type FROM events
  WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
    AND transaction_id < ${readBound(horizonParameter)}
  ORDER BY transaction_id, global_position
  LIMIT ${limitParameter}`;

const scanFor = (limit: number): number => Math.min(MAX_SCAN, Math.max(limit, limit * SCAN_FACTOR));
const positionOf = (row: { transaction_id: bigint; global_position: bigint }): EventPosition => ({ transactionId: row.transaction_id, globalPosition: row.global_position });
const byPosition = (a: RecordedEvent, b: RecordedEvent) => comparePositions(a.position, b.position);

export class TypedReads {
  private readonly window = new TypeWindow(WINDOW_CAPACITY);
  /** The scan extending the window, while one runs. */
  private extending: Promise<void> | null = null;

  /** Each scan below asks for a fresh horizon first (one statement more): it must see what committed before it was called. */
  constructor(
    private readonly pool: Pool,
    private readonly horizon: ReadHorizon,
  ) {}

  async read({ after, limit, types }: ReadAllOfTypesOptions): Promise<ReadAllOfTypesResult> {
    const scan = scanFor(limit);
    if (this.window.isBefore(after)) return this.readDirect(after, limit, scan, types);
    const wanted = new Set(types);
    const matched: bigint[] = [];
    let through = after;
    let looked = 0;
    while (matched.length < limit && looked < scan && (await this.reaches(through, scan))) {
      const start = this.window.indexAfter(through);
      if (start === null) break;
      for (let index = start; index < this.window.length && matched.length < limit && looked < scan; index += 1) {
        const entry = this.window.entryAt(index);
        if (!entry) break;
        looked += 1;
        through = entry.position;
        if (wanted.has(entry.type)) matched.push(entry.position.globalPosition);
      }
    }
    // The window moved past this reader while it waited (another reader started it further on).
    if (looked === 0 && this.window.isBefore(after)) return this.readDirect(after, limit, scan, types);
    // A full batch ends at its last event (`through` stopped there); else at the last event looked at.
    return { events: await this.fetch(matched), through };
  }

  /** Types and positions only, from the window (or, behind it, from a scan of this reader's own). */
  async readTypes({ after, limit }: ReadAllOptions): Promise<TypeAtPosition[]> {
    if (this.window.isBefore(after)) return this.scanAfter(after, limit);
    const read: TypeAtPosition[] = [];
    let through = after;
    while (read.length < limit && (await this.reaches(through, scanFor(limit)))) {
      const start = this.window.indexAfter(through);
      if (start === null) break;
      for (let index = start; index < this.window.length && read.length < limit; index += 1) {
        const entry = this.window.entryAt(index);
        if (!entry) break;
        read.push(entry);
        through = entry.position;
      }
    }
    if (read.length === 0 && this.window.isBefore(after)) return this.scanAfter(after, limit);
    return read;
  }

  /**
   * Whether the window holds events after `position`, scanning on from there when it ends there (or
   * starting anew there when the window lies before it). False when nothing more is readable, or when
   * the window has moved past `position` (it never moves back: the reader reads on by itself).
   */
  private async reaches(position: EventPosition, scan: number): Promise<boolean> {
    for (;;) {
      if (this.window.isBefore(position)) return false;
      const index = this.window.indexAfter(position);
      if (index !== null && index < this.window.length) return true;
      if (this.extending) {
        // Another reader's scan may be the one this reader needs: look again once it is done.
        await this.extending;
        continue;
      }
      let added = 0;
      const extending = this.scanAfter(position, scan).then((entries) => {
        added = entries.length;
        this.window.add(position, entries);
      });
      this.extending = extending
        .catch(() => undefined)
        .finally(() => {
          this.extending = null;
        });
      await extending;
      if (added === 0) return false;
    }
  }

  /** Positions and types of the next readable events after `after` (those of open transactions' age excluded). */
  private async scanAfter(after: EventPosition, scan: number): Promise<WindowEntry[]> {
    const { rows } = await this.pool.query<{ transaction_id: bigint; global_position: bigint; type: string }>({
      name: 'wb_scan_types',
      text: readableAfter('$3', '$4'),
      values: [after.transactionId.toString(), after.globalPosition.toString(), scan, await this.horizon.fresh()],
      types: bigintTypes,
    });
    return rows.map((row) => ({ position: positionOf(row), type: row.type }));
  }

  /** Counts in the database: only the count and the last position looked at come back. */
  async count({ after, scan, types }: CountAfterOptions): Promise<CountAfterResult> {
    const result = await this.pool.query<{ n: number; transaction_id: bigint | null; global_position: bigint | null }>({
      name: 'wb_count_after',
      text: `WITH scanned AS MATERIALIZED (${readableAfter('$3', '$5')})
        SELECT (SELECT count(*)::int FROM scanned WHERE $4::text[] IS NULL OR type = ANY($4::text[])) AS n, last.transaction_id, last.global_position
        FROM (SELECT 1) AS one
        LEFT JOIN LATERAL (SELECT transaction_id, global_position FROM scanned ORDER BY transaction_id DESC, global_position DESC LIMIT 1) AS last ON true`,
      values: [after.transactionId.toString(), after.globalPosition.toString(), scan, types ? [...types] : null, await this.horizon.fresh()],
      types: bigintTypes,
    });
    const row = result.rows[0];
    if (!row || row.transaction_id === null || row.global_position === null) return { count: 0, through: after };
    return { count: row.n, through: positionOf({ transaction_id: row.transaction_id, global_position: row.global_position }) };
  }

  private async fetch(globalPositions: readonly bigint[]): Promise<RecordedEvent[]> {
    if (globalPositions.length === 0) return [];
    const { rows } = await this.pool.query<EventTuple>({
      name: 'wb_read_at_positions',
      text: `SELECT ${EVENT_COLUMNS} FROM events WHERE global_position = ANY($1::bigint[])`,
      values: [globalPositions.map(String)],
      ...asEventTuples,
    });
    return rows.map(tupleToRecordedEvent).sort(byPosition);
  }

  /**
   * One statement: `scanned` takes the next events in commit order (position and type only), `matched`
   * keeps those of the wanted types, and only those are fetched whole. Both are read only as far as
   * needed: a full batch stops the scan at its last event. Only a short batch, which looked through the
   * whole window, adds a marker row with the window's last position.
   */
  private async readDirect(after: EventPosition, limit: number, scan: number, types: readonly string[]): Promise<ReadAllOfTypesResult> {
    const result = await this.pool.query<EventRow & { marker: boolean }>({
      name: 'wb_read_all_of_types',
      text: `WITH scanned AS MATERIALIZED (${readableAfter('$4', '$6')}), matched AS MATERIALIZED (
          SELECT global_position FROM scanned WHERE type = ANY($5::text[]) LIMIT $3
        )
        SELECT false AS marker, e.global_position, e.transaction_id, e.stream_id, e.revision, e.type,
            e.schema_version, e.data, e.metadata
          FROM matched JOIN events e ON e.global_position = matched.global_position
        UNION ALL
        SELECT true, last.global_position, last.transaction_id, NULL, NULL, NULL, NULL, NULL, NULL
          FROM (SELECT count(*) AS n FROM matched) AS got
          CROSS JOIN LATERAL (SELECT global_position, transaction_id FROM scanned
            ORDER BY transaction_id DESC, global_position DESC LIMIT 1) AS last
          WHERE got.n < $3`,
      values: [after.transactionId.toString(), after.globalPosition.toString(), limit, scan, [...types], await this.horizon.fresh()],
      types: bigintTypes,
    });
    const events: RecordedEvent[] = [];
    let scannedTo: EventPosition = after;
    for (const row of result.rows) {
      if (row.marker) scannedTo = positionOf(row);
      else events.push(toRecordedEvent(row));
    }
    // The rows come in the scan's order as the plan reads them; sorting them says so rather than relying on it.
    events.sort(byPosition);
    const last = events[events.length - 1];
    // A full batch ends before the scan window did: the events of the wanted types after it are still to read.
    return { events, through: last && events.length >= limit ? last.position : scannedTo };
  }
}
