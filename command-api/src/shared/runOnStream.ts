// Load -> decide -> append with the expected revision; on a concurrency conflict (another writer
// moved the stream, or took a reserved name first) reload and decide again, a bounded number of times.
import type { AnyEvent, RecordedEvent } from '@wb/contracts';
import {
  ApiError,
  ReservationTakenError,
  WrongExpectedRevisionError,
  type EventStore,
  type ExpectedRevision,
  type Reservation,
} from '@wb/platform';
import { fold, type Decision } from './decider';
import { isDomainError } from './domainError';
import { toApiError } from './toApiError';
import { eventIdOf, eventMetadataOf, type CommandMetadata } from './commandMetadata';

export const MAX_ATTEMPTS = 10;

/**
 * A short random pause before deciding again, growing with the attempt (at most 40 ms): writers that
 * collided then retry at different moments instead of colliding again, so even dozens of concurrent
 * commands on one stream (a user signing in on several devices at once) all get through.
 */
const pauseBeforeRetry = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(40, 2 ** attempt)));

export interface StreamCommand<S, E extends AnyEvent> {
  readonly streamId: string;
  readonly initialState: S;
  readonly evolve: (state: S, event: E) => S;
  /** Decides against the freshly loaded state; may look up other streams (name holders) on each attempt. */
  readonly decide: (state: S) => Decision<E> | Promise<Decision<E>>;
  /** Unique keys the decided events claim and give up, written atomically with them. */
  readonly reservations?: (events: readonly E[], state: S) => { reserve?: Reservation[]; release?: Reservation[] };
}

export interface Outcome<S, E> {
  /** State before the command's events. */
  readonly state: S;
  /** Events appended, or found already appended by an earlier try of the same idempotent command. */
  readonly events: readonly E[];
  /** Global position of the last of those events; with no events, of the stream's last event. */
  readonly position?: bigint;
}

export interface LoadedStream<S> {
  readonly state: S;
  readonly recorded: readonly RecordedEvent[];
  readonly expectedRevision: ExpectedRevision;
}

export const loadStream = async <S, E extends AnyEvent>(
  eventStore: EventStore,
  streamId: string,
  initialState: S,
  evolve: (state: S, event: E) => S,
): Promise<LoadedStream<S>> => {
  const recorded = await eventStore.readStream(streamId);
  const last = recorded[recorded.length - 1];
  return {
    state: fold(evolve, initialState, recorded as unknown as E[]),
    recorded,
    expectedRevision: last ? BigInt(last.revision) : 'noStream',
  };
};

export const concurrencyConflict = (): ApiError =>
  new ApiError('conflict', 'Someone else changed this at the same time. Please try again.');

/** The events an earlier try of this idempotent command already appended to the stream, if any. */
const alreadyApplied = <S, E extends AnyEvent>(loaded: LoadedStream<S>, meta: CommandMetadata, command: StreamCommand<S, E>) => {
  if (meta.idempotencyKey === null) return null;
  const index = loaded.recorded.findIndex((e) => e.metadata.causationId === meta.idempotencyKey && e.metadata.userID === meta.userID);
  if (index < 0) return null;
  const before = loaded.recorded.slice(0, index) as unknown as E[];
  const caused = loaded.recorded.slice(index).filter((e) => e.metadata.causationId === meta.idempotencyKey);
  const last = caused[caused.length - 1];
  return {
    state: fold(command.evolve, command.initialState, before),
    events: caused as unknown as E[],
    ...(last ? { position: last.position.globalPosition } : {}),
  };
};

export const runOnStream = async <S, E extends AnyEvent>(
  eventStore: EventStore,
  meta: CommandMetadata,
  command: StreamCommand<S, E>,
): Promise<Outcome<S, E>> => {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    if (attempt > 1) await pauseBeforeRetry(attempt);
    const loaded = await loadStream(eventStore, command.streamId, command.initialState, command.evolve);
    const done = alreadyApplied(loaded, meta, command);
    if (done) return done;
    const decision = await command.decide(loaded.state);
    if (isDomainError(decision)) throw toApiError(decision);
    // Nothing to append (a repeated subscribe, a rename to the same name): the answer still carries a
    // position, the stream's last, so the caller's next query reads at least the state decided on.
    if (decision.length === 0) {
      const head = loaded.recorded.at(-1);
      return { state: loaded.state, events: [], ...(head ? { position: head.position.globalPosition } : {}) };
    }
    const toAppend = decision.map((event, index) => ({
      type: event.type,
      data: event.data,
      metadata: eventMetadataOf(meta, event.type, eventIdOf(meta, command.streamId, index)),
    }));
    const reservations = command.reservations?.(decision, loaded.state) ?? {};
    try {
      const result = await eventStore.appendToStream(command.streamId, toAppend, {
        expectedRevision: loaded.expectedRevision,
        ...(reservations.reserve?.length ? { reserve: reservations.reserve } : {}),
        ...(reservations.release?.length ? { release: reservations.release } : {}),
      });
      return { state: loaded.state, events: decision, position: result.position.globalPosition };
    } catch (err) {
      if (err instanceof WrongExpectedRevisionError || err instanceof ReservationTakenError) continue;
      throw err;
    }
  }
  throw concurrencyConflict();
};

/** The greatest of several positions (a call that appended to several streams answers the last). */
export const lastPosition = (positions: readonly (bigint | undefined)[]): bigint | undefined =>
  positions.reduce<bigint | undefined>((max, p) => (p === undefined ? max : max === undefined || p > max ? p : max), undefined);

/**
 * One command on several streams (a bulk action): every stream is decided first, so a refusal on any
 * of them answers the error before anything is written; then each stream is written in turn.
 */
export const runOnStreams = async <S, E extends AnyEvent>(
  eventStore: EventStore,
  meta: CommandMetadata,
  commands: readonly StreamCommand<S, E>[],
): Promise<Outcome<S, E>[]> => {
  for (const command of commands) {
    const loaded = await loadStream(eventStore, command.streamId, command.initialState, command.evolve);
    if (alreadyApplied(loaded, meta, command)) continue;
    const decision = await command.decide(loaded.state);
    if (isDomainError(decision)) throw toApiError(decision);
  }
  const outcomes: Outcome<S, E>[] = [];
  for (const command of commands) outcomes.push(await runOnStream(eventStore, meta, command));
  return outcomes;
};
