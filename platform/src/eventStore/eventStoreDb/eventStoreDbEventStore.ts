// The EventStore port over EventStoreDB (distributed mode). A position is the event's $all position:
// transactionId = commit position, globalPosition = prepare position. For an ordinary append the two
// are equal; keeping both orders events of one multi-event write, which share a commit position.
import type { AllStreamRecordedEvent, AllStreamResolvedEvent, AppendExpectedRevision, EventStoreDBClient, JSONType, NO_STREAM, ReadPosition } from '@eventstore/db-client';
import { esdb } from './library';
import { comparePositions, upcast, type EventMetadata, type EventPosition, type RecordedEvent } from '@wb/contracts';
import { WrongExpectedRevisionError, type AppendOptions, type AppendResult, type EventStore, type EventToAppend, type ExpectedRevision, type ReadAllOptions, type Reservation } from '../eventStore';
import { claimAll, findHolder, releaseAll, RESERVATION_STREAM_PREFIX } from './reservations';

/** Events of one multi-event write sit within this many records before the commit position. */
const POSITION_LOOKBACK = 200;

const toEsdbRevision = (expected: ExpectedRevision): AppendExpectedRevision =>
  expected === 'any' ? esdb().ANY : expected === 'noStream' ? esdb().NO_STREAM : expected === 'streamExists' ? esdb().STREAM_EXISTS : expected;

const isWrongExpectedVersion = (err: unknown): err is { actualVersion: bigint | typeof NO_STREAM } => (err as { type?: string }).type === 'wrong-expected-version';
const isStreamNotFound = (err: unknown): boolean => (err as { type?: string }).type === 'stream-not-found';

/** Our events only: not EventStoreDB's own ($-types, $-streams), not the reservation streams. */
const isDomainEvent = (event: { type: string; streamId: string }): boolean => !event.type.startsWith('$') && !event.streamId.startsWith('$') && !event.streamId.startsWith(RESERVATION_STREAM_PREFIX);

const toRecorded = (event: AllStreamRecordedEvent | (Omit<AllStreamRecordedEvent, 'position'> & { position?: AllStreamRecordedEvent['position'] })): RecordedEvent => {
  const metadata = event.metadata as EventMetadata;
  return {
    type: event.type,
    data: upcast(event.type, metadata.schemaVersion, event.data),
    streamId: event.streamId,
    revision: Number(event.revision),
    metadata,
    position: event.position ? { transactionId: event.position.commit, globalPosition: event.position.prepare } : { transactionId: 0n, globalPosition: 0n },
  };
};

export class EventStoreDbEventStore implements EventStore {
  private readonly listeners = new Set<() => void>();
  private subscription: ReturnType<EventStoreDBClient['subscribeToAll']> | null = null;

  private constructor(private readonly client: EventStoreDBClient) {}

  /** Connects with an EventStoreDB connection string (esdb://host:2113?tls=false). */
  static async connect(url: string): Promise<EventStoreDbEventStore> {
    const store = new EventStoreDbEventStore(esdb().EventStoreDBClient.connectionString(url));
    if (!(await store.ping())) throw new Error(`EventStoreDB at ${url} does not answer`);
    return store;
  }

  async appendToStream(streamId: string, events: readonly EventToAppend[], options: AppendOptions): Promise<AppendResult> {
    const claimed = await claimAll(this.client, streamId, options.reserve ?? []);
    let result;
    try {
      result = await this.client.appendToStream(
        streamId,
        events.map((event) => esdb().jsonEvent({ id: event.metadata.eventId, type: event.type, data: event.data as JSONType, metadata: event.metadata })),
        { expectedRevision: toEsdbRevision(options.expectedRevision) },
      );
    } catch (err) {
      await releaseAll(this.client, streamId, claimed);
      if (isWrongExpectedVersion(err)) {
        throw new WrongExpectedRevisionError(streamId, options.expectedRevision, err.actualVersion === esdb().NO_STREAM ? 'noStream' : err.actualVersion);
      }
      throw err;
    }
    await releaseAll(this.client, streamId, options.release ?? []);
    this.notify();
    const position = result.position
      ? { transactionId: result.position.commit, globalPosition: result.position.prepare }
      : ((await this.readStream(streamId, { fromRevision: result.nextExpectedRevision, maxCount: 1 }))[0]?.position ?? {
          transactionId: 0n,
          globalPosition: 0n,
        });
    return { nextRevision: result.nextExpectedRevision, position };
  }

  async readStream(streamId: string, options: { fromRevision?: bigint; maxCount?: number } = {}): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        direction: esdb().FORWARDS,
        fromRevision: options.fromRevision ?? esdb().START,
        ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
      })) {
        if (resolved.event) out.push(toRecorded(resolved.event as AllStreamRecordedEvent));
      }
    } catch (err) {
      if (!isStreamNotFound(err)) throw err;
    }
    return out;
  }

  async readAll({ after, limit }: ReadAllOptions): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    let from: ReadPosition = after.transactionId === 0n && after.globalPosition === 0n ? esdb().START : { commit: after.transactionId, prepare: after.globalPosition };
    // $all holds system and reservation events too; read pages until `limit` of ours or the end. A
    // page starts at (and includes) the last position read, so `seen` skips what was read already.
    let seen: EventPosition = after;
    for (;;) {
      let read = 0;
      for await (const resolved of this.client.readAll({ direction: esdb().FORWARDS, fromPosition: from, maxCount: limit + 1 })) {
        read += 1;
        const event = resolved.event;
        if (!event) continue;
        const recorded = toRecorded(event);
        if (comparePositions(recorded.position, seen) <= 0) continue;
        seen = recorded.position;
        if (!isDomainEvent(event)) continue;
        out.push(recorded);
        if (out.length >= limit) return out;
      }
      if (read < limit + 1) return out;
      from = { commit: seen.transactionId, prepare: seen.globalPosition };
    }
  }

  async findReservation(reservation: Reservation): Promise<string | null> {
    return findHolder(this.client, reservation);
  }

  async positionOf(globalPosition: bigint): Promise<EventPosition | null> {
    const around: ReadPosition = { commit: globalPosition, prepare: globalPosition };
    for (const [direction, maxCount] of [
      [esdb().FORWARDS, 1],
      [esdb().BACKWARDS, POSITION_LOOKBACK],
    ] as const) {
      for await (const resolved of this.client.readAll({ direction, fromPosition: around, maxCount })) {
        const position = resolved.event?.position;
        if (position?.prepare === globalPosition) return { transactionId: position.commit, globalPosition };
      }
    }
    return null;
  }

  async lastGlobalPosition(): Promise<bigint | null> {
    // Backwards from the end past the server's own and the reservations' records, a page at a time.
    let from: ReadPosition = esdb().END;
    for (;;) {
      let last: { commit: bigint; prepare: bigint } | null = null;
      const page = this.client.readAll({ direction: esdb().BACKWARDS, fromPosition: from, maxCount: POSITION_LOOKBACK });
      for await (const resolved of page as AsyncIterable<AllStreamResolvedEvent>) {
        const { event } = resolved;
        if (!event?.position) continue;
        if (isDomainEvent(event)) return event.position.prepare;
        last = event.position;
      }
      // Nothing older, or a page that ended where it began: no domain event at all.
      if (last === null || (typeof from === 'object' && from.commit === last.commit && from.prepare === last.prepare)) return null;
      from = last;
    }
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    if (!this.subscription) {
      const subscription = this.client.subscribeToAll({ fromPosition: esdb().END, filter: esdb().excludeSystemEvents() });
      subscription.on('data', () => this.notify());
      subscription.on('error', () => {
        // A hint only: readers poll anyway. Subscribe again on the next listener.
        this.subscription = null;
      });
      this.subscription = subscription;
    }
    return () => {
      this.listeners.delete(listener);
    };
  }

  async ping(): Promise<boolean> {
    try {
      for await (const _ of this.client.readAll({ direction: esdb().BACKWARDS, fromPosition: esdb().END, maxCount: 1 })) break;
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.subscription?.unsubscribe().catch(() => undefined);
    this.subscription = null;
    await this.client.dispose();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
