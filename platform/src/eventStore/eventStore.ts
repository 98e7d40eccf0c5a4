// The EventStore port. Adapters: PostgreSQL (postgres/), EventStoreDB (eventStoreDb/). One contract
// suite (eventStore.contract.ts) runs against every adapter.
import type { DomainEvent, EventMetadata, EventPosition, RecordedEvent } from '@wb/contracts';

/** The revision a writer expects the stream to be at; a mismatch is a WrongExpectedRevisionError. */
export type ExpectedRevision = 'any' | 'noStream' | 'streamExists' | bigint;

/** A unique key (a project name, a folder name, an email) held by one stream. */
export interface Reservation {
  readonly scope: string;
  /** Already normalized by the caller (e.g. trimmed, lower-cased). */
  readonly key: string;
}

export interface AppendOptions {
  readonly expectedRevision: ExpectedRevision;
  /** Keys claimed for this stream in the same atomic write; a key held by another stream fails the append. */
  readonly reserve?: readonly Reservation[];
  /** Keys this stream gives up in the same atomic write. */
  readonly release?: readonly Reservation[];
}

export interface EventToAppend extends DomainEvent {
  readonly metadata: EventMetadata;
}

export interface AppendResult {
  /** Stream revision after the append (0-based revision of the last event). */
  readonly nextRevision: bigint;
  /** Position of the last event appended (or already present, for an idempotent repeat). */
  readonly position: EventPosition;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. */
  readonly after: EventPosition;
  readonly limit: number;
}

export interface ReadAllOfTypesOptions extends ReadAllOptions {
  /** Only events of these types are returned; the others are passed over without being sent or parsed. */
  readonly types: readonly string[];
}

export interface ReadAllOfTypesResult {
  /** Committed events of the given types, in commit order, at most `limit`. */
  readonly events: RecordedEvent[];
  /**
   * Position up to which the store has looked: every committed event after `after` up to `through` that is
   * not in `events` is of another type. Equals `after` when nothing new was readable. Obeys the same
   * commit-order guarantee as readAll, so a reader may move its checkpoint to it.
   */
  readonly through: EventPosition;
}

/** An event's type and position, without the rest of it. */
export interface TypeAtPosition {
  readonly type: string;
  readonly position: EventPosition;
}

export interface CountAfterOptions {
  /** Exclusive: events strictly after this position. */
  readonly after: EventPosition;
  /** At most this many committed events after `after` are looked at. */
  readonly scan: number;
  /** Only events of these types are counted (all when absent). */
  readonly types?: readonly string[];
}

export interface CountAfterResult {
  /** Events of the types among those looked at. */
  readonly count: number;
  /** The last position looked at (as readAllOfTypes' `through`); equals `after` when nothing new was readable. */
  readonly through: EventPosition;
}

/** Reading a set of streams as they were at one global position (the project as it was, issue 21). */
export interface ReadStreamsUpToOptions {
  readonly streamIds: readonly string[];
  /** Inclusive: only events at or below this global position. */
  readonly toGlobalPosition: bigint;
  /** Only events of these types (every type when absent). */
  readonly types?: readonly string[];
}

export interface EventStore {
  appendToStream(streamId: string, events: readonly EventToAppend[], options: AppendOptions): Promise<AppendResult>;
  /** Events of one stream in revision order; empty when the stream does not exist. */
  readStream(streamId: string, options?: { fromRevision?: bigint; maxCount?: number }): Promise<RecordedEvent[]>;
  /**
   * Committed events in commit order, strictly after `after`. Never returns an event whose position
   * could still be preceded by one from a transaction that has not committed yet.
   */
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * Optional: readAll filtered by type in the store, looking at a bounded number of events per call so
   * that a reader of rare types still moves forward in bounded steps. Readers fall back to readAll.
   */
  readAllOfTypes?(options: ReadAllOfTypesOptions): Promise<ReadAllOfTypesResult>;
  /**
   * Optional: counts committed events after a position without sending them (a projection's lag, a
   * rebuild's total), under readAll's commit-order guarantee. Readers fall back to reading the events.
   */
  countAfter?(options: CountAfterOptions): Promise<CountAfterResult>;
  /**
   * Optional: whether committed events after a position exist, readable or not yet (an older
   * transaction still open holds them back). A reader that found nothing and gets false waits for new
   * appends only; with true (or where the store cannot say) it also looks again when a transaction ends.
   */
  hasEventsAfter?(after: EventPosition): Promise<boolean>;
  /**
   * Optional: the type and position of each committed event after `after`, in commit order, at most
   * `limit`, under readAll's guarantee, and nothing else of them (for a reader that counts by type).
   */
  readTypes?(options: ReadAllOptions): Promise<TypeAtPosition[]>;
  /**
   * Optional: the committed events of the given streams at or below a global position, in global
   * position order (which is each stream's revision order), for folding them as they were then.
   * Readers fall back to readStream per stream.
   */
  readStreamsUpTo?(options: ReadStreamsUpToOptions): Promise<RecordedEvent[]>;
  /** Which stream holds a reservation, if any. */
  findReservation(reservation: Reservation): Promise<string | null>;
  /**
   * The full position of the event at a global position (X-Min-Position carries only the global
   * position); null when there is no such committed event.
   */
  positionOf(globalPosition: bigint): Promise<EventPosition | null>;
  /**
   * The global position of the last event committed and readable now; null in an empty store. A reader
   * that saw something of the log (through any read model) waits for this to know another read model
   * has seen it too.
   */
  lastGlobalPosition(): Promise<bigint | null>;
  /** Resolves on a hint that new events may be readable (LISTEN/NOTIFY or a subscription); poll anyway. */
  onAppended(listener: () => void): () => void;
  /** Whether the store answers (for /healthz). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'noStream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export class ReservationTakenError extends Error {
  constructor(
    readonly reservation: Reservation,
    readonly heldBy: string,
  ) {
    super(`${reservation.scope} '${reservation.key}' is held by ${heldBy}`);
    this.name = 'ReservationTakenError';
  }
}
