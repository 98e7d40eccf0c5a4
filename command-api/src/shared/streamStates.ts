// The folded state of the streams commands ran on lately, so that the next command on a stream reads
// only the events appended since, not the whole stream again: a scene saved 5,000 times is one stream
// of 5,000 events, and reading and folding all of them for every save made each save slower than the
// one before (about 170 ms a command under load). Kept per process: another process's appends are
// the tail the next load reads, and the append's expected revision still refuses a stale decision.
import type { AnyEvent, RecordedEvent } from '@wb/contracts';
import type { EventStore, ExpectedRevision } from '@wb/platform';
import { CausationHashes, causationHash } from './causationHashes';
import { fold } from './domain/decider';

/** What folding a stream needs of an aggregate. */
export interface Loadable<S, E> {
  readonly initialState: S;
  readonly evolve: (state: S, event: E) => S;
}

/** A stream as a command decides on it. */
export interface StreamState<S> {
  readonly state: S;
  readonly expectedRevision: ExpectedRevision;
  /** Global position of the stream's last event (none for a stream that does not exist). */
  readonly head?: bigint;
}

/** An idempotent command: its events carry its key as their causation id. */
export interface IdempotentCommand {
  readonly userID: number | null;
  readonly idempotencyKey: string;
}

export interface LoadedState<S> extends StreamState<S> {
  /**
   * Whether an event of the stream may have been caused by the idempotent command given to load: never
   * false when one was; rarely true when none was (a shared hash), and the caller then looks itself.
   */
  readonly causedBefore: boolean;
}

interface Entry {
  /** The aggregate's evolve the state was folded by: another aggregate's load of the same id misses. */
  readonly evolve: unknown;
  readonly state: unknown;
  readonly revision: number;
  /** The last folded event's id: a tail that does not start with it belongs to another history (a reset store). */
  readonly lastEventId: string;
  readonly head: bigint;
  /** The hash of `userID|causationId` of every folded event: whether a retried idempotent command may have run here. */
  readonly causations: CausationHashes;
}

/**
 * At most this many events are held in all; least recently used streams go first, and a stream longer
 * than this is read whole each time, as before. What an event costs is its causation's 4 to 8 bytes
 * and what its aggregate's state keeps of it: nothing for a counter (an upload space), about 120 bytes
 * for a scene's saved version, about 400 for a comment with its text. So 100,000 events hold from under
 * 1 MB to about 40 MB, reached after hours of saving (docs/decisions/soakHeap.md).
 */
export const CACHED_EVENTS_BUDGET = 100_000;

export class StreamStates {
  /** In use order, least recent first (a Map iterates in insertion order; a hit is moved to the end). */
  private readonly entries = new Map<string, Entry>();
  private cachedEvents = 0;

  constructor(
    private readonly eventStore: EventStore,
    private readonly budget = CACHED_EVENTS_BUDGET,
  ) {}

  /**
   * The stream's state, reading only what was appended since it was last loaded. Given an idempotent
   * command's key, says too whether an event of the stream was caused by it (the caller then reads the
   * stream whole to answer what that earlier try appended).
   */
  async load<S, E extends AnyEvent>(aggregate: Loadable<S, E>, streamId: string, retry?: IdempotentCommand): Promise<LoadedState<S>> {
    const cached = this.take(streamId, aggregate.evolve);
    const read = await this.eventStore.readStream(streamId, cached ? { fromRevision: BigInt(cached.revision) } : {});
    const continues = cached !== undefined && read[0]?.metadata.eventId === cached.lastEventId;
    const tail = continues ? read.slice(1) : cached ? await this.eventStore.readStream(streamId) : read;
    const entry = this.folded(aggregate, continues ? cached : undefined, tail);
    if (!entry) return { state: aggregate.initialState, expectedRevision: 'noStream', causedBefore: false };
    this.keep(streamId, entry);
    const causedBefore = retry !== undefined && entry.causations.mayHave(causationHash(retry.userID, retry.idempotencyKey));
    return { state: entry.state as S, expectedRevision: BigInt(entry.revision), head: entry.head, causedBefore };
  }

  /** Cached streams and the events they hold (for tests). */
  size(): { streams: number; events: number } {
    return { streams: this.entries.size, events: this.cachedEvents };
  }

  private folded<S, E>(aggregate: Loadable<S, E>, base: Entry | undefined, tail: readonly RecordedEvent[]): Entry | undefined {
    const last = tail.at(-1);
    if (!last) return base;
    const causations = (base?.causations ?? CausationHashes.empty()).with(tail.map((event) => causationHash(event.metadata.userID, event.metadata.causationId)));
    return {
      evolve: aggregate.evolve,
      state: fold(aggregate.evolve, base ? (base.state as S) : aggregate.initialState, tail as unknown as E[]),
      revision: last.revision,
      lastEventId: last.metadata.eventId,
      head: last.position.globalPosition,
      causations,
    };
  }

  private take(streamId: string, evolve: unknown): Entry | undefined {
    const entry = this.entries.get(streamId);
    if (!entry || entry.evolve !== evolve) return undefined;
    return entry;
  }

  private keep(streamId: string, entry: Entry): void {
    const previous = this.entries.get(streamId);
    // Two loads of one stream at once: the one that read further wins.
    if (previous && previous.evolve === entry.evolve && previous.revision > entry.revision) return;
    this.forget(streamId);
    if (entry.causations.length > this.budget) return;
    this.entries.set(streamId, entry);
    this.cachedEvents += entry.causations.length;
    for (const [oldest] of this.entries) {
      if (this.cachedEvents <= this.budget) break;
      this.forget(oldest);
    }
  }

  private forget(streamId: string): void {
    const entry = this.entries.get(streamId);
    if (!entry) return;
    this.entries.delete(streamId);
    this.cachedEvents -= entry.causations.length;
  }
}

const perStore = new WeakMap<EventStore, StreamStates>();

/** The one cache of an event store, shared by every handler of every aggregate in this process. */
export const streamStatesOf = (eventStore: EventStore): StreamStates => {
  let states = perStore.get(eventStore);
  if (!states) perStore.set(eventStore, (states = new StreamStates(eventStore)));
  return states;
};
