// An in-memory EventStore with the PostgreSQL store's semantics, for pure tests of other parts.
// Appends are modelled as transactions (openAppend -> commit) with increasing transaction ids, and
// readAll stops before the oldest open one, exactly as the PostgreSQL reader stops at the snapshot xmin.
import { comparePositions, upcast, type EventPosition, type RecordedEvent } from '@wb/contracts';
import {
  ReservationTakenError,
  WrongExpectedRevisionError,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type ReadAllOptions,
  type Reservation,
} from '../eventStore';

export interface OpenAppend {
  readonly result: AppendResult;
  commit(): void;
  rollback(): void;
}

export interface InMemoryEventStore extends EventStore {
  /** Validates and stages an append that stays invisible to readAll, and blocks readers after it, until commit. */
  openAppend(streamId: string, events: readonly EventToAppend[], options: AppendOptions): OpenAppend;
}

const reservationKey = ({ scope, key }: Reservation): string => `${scope}\u0000${key}`;

const expectationHolds = (expected: ExpectedRevision, actual: bigint | 'noStream'): boolean => {
  if (expected === 'any') return true;
  if (expected === 'noStream') return actual === 'noStream';
  if (expected === 'streamExists') return actual !== 'noStream';
  return actual === expected;
};

export const createInMemoryEventStore = (): InMemoryEventStore => {
  const streams = new Map<string, RecordedEvent[]>();
  const all: RecordedEvent[] = [];
  const reservations = new Map<string, string>();
  /** Streams and keys locked by an open append, as the PostgreSQL store's row and advisory locks do. */
  const lockedStreams = new Set<string>();
  const openTransactions = new Set<bigint>();
  const listeners = new Set<() => void>();
  let nextTransactionId = 1n;
  let nextGlobalPosition = 1n;

  const currentRevision = (streamId: string): bigint | 'noStream' => {
    const events = streams.get(streamId);
    return events && events.length > 0 ? BigInt(events.length - 1) : 'noStream';
  };

  const idempotentRepeat = (streamId: string, events: readonly EventToAppend[], expected: ExpectedRevision): AppendResult | null => {
    const stored = streams.get(streamId) ?? [];
    const ids = events.map((e) => e.metadata.eventId);
    const first = stored.findIndex((e) => ids.includes(e.metadata.eventId));
    if (first < 0) return null;
    const inPlace = ids.every((id, i) => stored[first + i]?.metadata.eventId === id);
    const expectedFits = expected === 'any' || expected === 'streamExists' || (expected === 'noStream' ? first === 0 : BigInt(first) === expected + 1n);
    const last = stored[first + ids.length - 1];
    if (!inPlace || !expectedFits || !last) {
      throw new WrongExpectedRevisionError(streamId, expected, currentRevision(streamId));
    }
    return { nextRevision: BigInt(last.revision), position: last.position };
  };

  const openAppend = (streamId: string, events: readonly EventToAppend[], options: AppendOptions): OpenAppend => {
    if (lockedStreams.has(streamId)) throw new Error(`in-memory store: ${streamId} has an open append`);
    const repeat = events.length > 0 ? idempotentRepeat(streamId, events, options.expectedRevision) : null;
    if (repeat) return { result: repeat, commit: () => undefined, rollback: () => undefined };

    const actual = currentRevision(streamId);
    if (!expectationHolds(options.expectedRevision, actual)) {
      throw new WrongExpectedRevisionError(streamId, options.expectedRevision, actual);
    }
    for (const reservation of options.reserve ?? []) {
      const holder = reservations.get(reservationKey(reservation));
      if (holder !== undefined && holder !== streamId) throw new ReservationTakenError(reservation, holder);
    }

    const transactionId = nextTransactionId++;
    const base = actual === 'noStream' ? 0 : Number(actual) + 1;
    const recorded: RecordedEvent[] = events.map((event, i) => ({
      type: event.type,
      data: upcast(event.type, event.metadata.schemaVersion, structuredClone(event.data)),
      metadata: structuredClone(event.metadata),
      streamId,
      revision: base + i,
      position: { transactionId, globalPosition: nextGlobalPosition++ },
    }));
    const last = recorded[recorded.length - 1];
    const result: AppendResult = {
      nextRevision: BigInt(base + events.length - 1),
      position: last?.position ?? streams.get(streamId)?.at(-1)?.position ?? { transactionId: 0n, globalPosition: 0n },
    };
    if (recorded.length === 0) return { result, commit: () => undefined, rollback: () => undefined };

    lockedStreams.add(streamId);
    openTransactions.add(transactionId);
    let done = false;
    const finish = (): void => {
      if (done) throw new Error('in-memory store: append already finished');
      done = true;
      lockedStreams.delete(streamId);
      openTransactions.delete(transactionId);
    };
    return {
      result,
      commit: () => {
        finish();
        for (const reservation of options.release ?? []) {
          if (reservations.get(reservationKey(reservation)) === streamId) reservations.delete(reservationKey(reservation));
        }
        for (const reservation of options.reserve ?? []) reservations.set(reservationKey(reservation), streamId);
        streams.set(streamId, [...(streams.get(streamId) ?? []), ...recorded]);
        const tail = all.at(-1);
        all.push(...recorded);
        // Only an append committed after a later-opened one lands out of order.
        if (tail && recorded[0] && comparePositions(tail.position, recorded[0].position) > 0) {
          all.sort((a, b) => comparePositions(a.position, b.position));
        }
        for (const listener of listeners) listener();
      },
      rollback: finish,
    };
  };

  /** Readers stop before the oldest open transaction, as at the PostgreSQL snapshot xmin. */
  const readableBefore = (): bigint => [...openTransactions].reduce((min, id) => (id < min ? id : min), nextTransactionId);

  /** Index of the first event strictly after a position (binary search; `all` is kept in order). */
  const firstAfter = (after: EventPosition): number => {
    let low = 0;
    let high = all.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (comparePositions(all[mid]!.position, after) > 0) high = mid;
      else low = mid + 1;
    }
    return low;
  };

  return {
    openAppend,

    async appendToStream(streamId, events, options) {
      const open = openAppend(streamId, events, options);
      open.commit();
      return open.result;
    },

    async readStream(streamId, options = {}) {
      const from = Number(options.fromRevision ?? 0n);
      const events = (streams.get(streamId) ?? []).filter((e) => e.revision >= from);
      return options.maxCount === undefined ? events : events.slice(0, options.maxCount);
    },

    async readAll({ after, limit }: ReadAllOptions) {
      const horizon = readableBefore();
      const result: RecordedEvent[] = [];
      for (let i = firstAfter(after); i < all.length && result.length < limit; i += 1) {
        const event = all[i]!;
        if (event.position.transactionId >= horizon) break;
        result.push(event);
      }
      return result;
    },

    async readStreamsUpTo({ streamIds, toGlobalPosition, types }) {
      const wanted = new Set(streamIds);
      const ofType = types ? new Set(types) : null;
      // `all` holds committed events only, in commit order; the answer is in global position order.
      return all
        .filter((e) => wanted.has(e.streamId) && e.position.globalPosition <= toGlobalPosition && (ofType === null || ofType.has(e.type)))
        .sort((a, b) => (a.position.globalPosition < b.position.globalPosition ? -1 : 1));
    },

    async findReservation(reservation) {
      return reservations.get(reservationKey(reservation)) ?? null;
    },

    async positionOf(globalPosition): Promise<EventPosition | null> {
      return all.find((e) => e.position.globalPosition === globalPosition)?.position ?? null;
    },

    async lastGlobalPosition() {
      return all.at(-1)?.position.globalPosition ?? null;
    },

    onAppended(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    async ping() {
      return true;
    },

    async close() {
      listeners.clear();
    },
  };
};
