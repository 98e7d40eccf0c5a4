// The one load -> decide -> append of every aggregate: load its stream, fold the state, decide, and
// append with the expected revision and the decided events' claims. On a concurrency conflict (another
// writer moved the stream, or took a reserved key first) reload and decide again, a bounded number of
// times. The command is built again on every attempt, so what it carries (name holders, other
// aggregates' states) is as fresh as the stream it is decided against.
import type { AnyEvent, RecordedEvent } from '@wb/contracts';
import { ApiError, ReservationTakenError, WrongExpectedRevisionError, type EventStore, type ExpectedRevision } from '@wb/platform';
import type { Aggregate } from './domain/aggregate';
import { fold } from './domain/decider';
import { isDomainError } from './domain/domainError';
import { streamStatesOf, type Loadable, type StreamState } from './streamStates';
import { toApiError } from './toApiError';
import { eventIdOf, eventMetadataOf, type CommandMetadata } from './commandMetadata';

// Twenty tries with pauses of up to 100 ms: two dozen writers on one stream on a busy 2-core machine
// (each try slower, so more collide) all get through; a stream that hot is rare, the wait is short.
export const MAX_ATTEMPTS = 20;

/**
 * A short random pause before deciding again, growing with the attempt (at most 100 ms): writers that
 * collided then retry at different moments instead of colliding again, so even dozens of concurrent
 * commands on one stream (a user signing in on several devices at once) all get through.
 */
const pauseBeforeRetry = (attempt: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 2 ** attempt)));

/** Builds the command against the freshly loaded state; may look up other streams (name holders). */
export type CommandOf<C, S> = (state: S) => C | Promise<C>;

export interface Outcome<S, E> {
  /** State before the command's events. */
  readonly state: S;
  /** Events appended, or found already appended by an earlier try of the same idempotent command. */
  readonly events: readonly E[];
  /** Global position of the last of those events; with no events, of the stream's last event. */
  readonly position?: bigint;
}

interface LoadedStream<S> {
  readonly state: S;
  readonly recorded: readonly RecordedEvent[];
  readonly expectedRevision: ExpectedRevision;
}

/** The whole stream, folded: what answering an idempotent retry needs (the events before its own). */
const loadWholeStream = async <S, E extends AnyEvent>(eventStore: EventStore, aggregate: Loadable<S, E>, streamId: string): Promise<LoadedStream<S>> => {
  const recorded = await eventStore.readStream(streamId);
  const last = recorded[recorded.length - 1];
  return {
    state: fold(aggregate.evolve, aggregate.initialState, recorded as unknown as E[]),
    recorded,
    expectedRevision: last ? BigInt(last.revision) : 'noStream',
  };
};

export const concurrencyConflict = (): ApiError => new ApiError('conflict', 'Someone else changed this at the same time. Please try again.');

/** The events an earlier try of this idempotent command already appended to the stream, if any. */
const alreadyApplied = <S, E extends AnyEvent>(loaded: LoadedStream<S>, meta: CommandMetadata, aggregate: Loadable<S, E>): Outcome<S, E> | null => {
  if (meta.idempotencyKey === null) return null;
  const index = loaded.recorded.findIndex((e) => e.metadata.causationId === meta.idempotencyKey && e.metadata.userID === meta.userID);
  if (index < 0) return null;
  const before = loaded.recorded.slice(0, index) as unknown as E[];
  const caused = loaded.recorded.slice(index).filter((e) => e.metadata.causationId === meta.idempotencyKey);
  const last = caused[caused.length - 1];
  return {
    state: fold(aggregate.evolve, aggregate.initialState, before),
    events: caused as unknown as E[],
    ...(last ? { position: last.position.globalPosition } : {}),
  };
};

/**
 * The stream's state to decide on (read through the process's cache of stream states), or, when an
 * earlier try of this idempotent command already appended to it, that try's outcome.
 */
const loadForCommand = async <S, E extends AnyEvent>(
  eventStore: EventStore,
  aggregate: Loadable<S, E>,
  streamId: string,
  meta: CommandMetadata,
): Promise<{ readonly stream: StreamState<S> } | { readonly done: Outcome<S, E> }> => {
  const { idempotencyKey, userID } = meta;
  const stream = await streamStatesOf(eventStore).load(aggregate, streamId, idempotencyKey === null ? undefined : { userID, idempotencyKey });
  if (!stream.causedBefore) return { stream };
  const loaded = await loadWholeStream(eventStore, aggregate, streamId);
  const done = alreadyApplied(loaded, meta, aggregate);
  if (done) return { done };
  const head = loaded.recorded.at(-1)?.position.globalPosition;
  return { stream: { state: loaded.state, expectedRevision: loaded.expectedRevision, ...(head === undefined ? {} : { head }) } };
};

/** Runs one command on the stream `streamId` of `aggregate`; throws the domain error it decides, as an ApiError. */
const runOnStream = async <T extends string, Id, C, E extends AnyEvent, S, K extends string>(
  eventStore: EventStore,
  meta: CommandMetadata,
  aggregate: Aggregate<T, Id, C, E, S, K>,
  streamId: string,
  commandOf: CommandOf<C, S>,
): Promise<Outcome<S, E>> => {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    if (attempt > 1) await pauseBeforeRetry(attempt);
    const loaded = await loadForCommand(eventStore, aggregate, streamId, meta);
    if ('done' in loaded) return loaded.done;
    const { stream } = loaded;
    const command = await commandOf(stream.state);
    const decision = aggregate.decide(command, stream.state);
    if (isDomainError(decision)) throw toApiError(decision);
    // Nothing to append (a repeated subscribe, a rename to the same name): the answer still carries a
    // position, the stream's last, so the caller's next query reads at least the state decided on.
    if (decision.length === 0) return { state: stream.state, events: [], ...(stream.head === undefined ? {} : { position: stream.head }) };
    const toAppend = decision.map((event, index) => ({
      type: event.type,
      data: event.data,
      metadata: eventMetadataOf(meta, event.type, eventIdOf(meta, streamId, index)),
    }));
    const claims = aggregate.claimsOf(decision, stream.state, command);
    try {
      const result = await eventStore.appendToStream(streamId, toAppend, {
        expectedRevision: stream.expectedRevision,
        ...(claims.reserve?.length ? { reserve: claims.reserve } : {}),
        ...(claims.release?.length ? { release: claims.release } : {}),
      });
      return { state: stream.state, events: decision, position: result.position.globalPosition };
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

/** Commands on the aggregates of one definition (bound first, so a command literal is checked against its union). */
export interface AggregateHandler<Id, C, E, S> {
  /** One command on the aggregate `id`. */
  handle(meta: CommandMetadata, id: Id, commandOf: CommandOf<C, S>): Promise<Outcome<S, E>>;
  /** One command on a stream found by its id (the holder of a reservation). */
  handleOnStream(meta: CommandMetadata, streamId: string, commandOf: CommandOf<C, S>): Promise<Outcome<S, E>>;
  /**
   * One command on several aggregates (a bulk action): every one is decided first, so a refusal on any
   * of them answers the error before anything is written; then each is written in turn.
   */
  handleEach(meta: CommandMetadata, targets: readonly { readonly id: Id; readonly commandOf: CommandOf<C, S> }[]): Promise<Outcome<S, E>[]>;
}

export const handlerOf = <T extends string, Id, C, E extends AnyEvent, S, K extends string>(eventStore: EventStore, aggregate: Aggregate<T, Id, C, E, S, K>): AggregateHandler<Id, C, E, S> => {
  const handle = (meta: CommandMetadata, id: Id, commandOf: CommandOf<C, S>) => runOnStream(eventStore, meta, aggregate, aggregate.streamId(id), commandOf);
  return {
    handle,
    handleOnStream: (meta, streamId, commandOf) => runOnStream(eventStore, meta, aggregate, streamId, commandOf),
    async handleEach(meta, targets) {
      // A single target needs no first pass (it would only be decided twice).
      if (targets.length > 1) {
        for (const target of targets) {
          const loaded = await loadForCommand(eventStore, aggregate, aggregate.streamId(target.id), meta);
          if ('done' in loaded) continue;
          const { state } = loaded.stream;
          const decision = aggregate.decide(await target.commandOf(state), state);
          if (isDomainError(decision)) throw toApiError(decision);
        }
      }
      const outcomes: Outcome<S, E>[] = [];
      for (const target of targets) outcomes.push(await handle(meta, target.id, target.commandOf));
      return outcomes;
    },
  };
};
