// Runs one reactor. While this instance holds the reactor's lock it reads the events of the reactor's
// types after its checkpoint and hands them to react() one at a time; each outcome (handled, or parked
// with its error) is recorded in the statement that moves the checkpoint to that event. Parked events
// whose next attempt is due are tried again before each batch. Without the lock it stands by and
// follows the checkpoint another instance moves.
import { comparePositions, type AnyRecordedEvent, type EventPosition, type RecordedEvent } from '@wb/contracts';
import type { Pool } from 'pg';
import type { EventStore } from '../eventStore/eventStore';
import type { Logger } from '../logging/logger';
import { formatPosition } from '../projections/checkpoint';
import { countWindowAfter } from '../projections/countEvents';
import type { ProjectionLock } from '../projections/lock';
import { RateMeter } from '../projections/rate';
import type { Signal } from '../projections/signal';
import type { Reactor } from './reactor';
import { readReactorBatch, type ReactorBatch } from './readBatch';
import { nextRetryDelay, type RetryPolicy } from './retryPolicy';
import { dueParked, handledAmong, moveCheckpoint, parkedSummaries, readReactorCheckpoint, recordHandled, recordParked, recordRetryFailed, recordRetryHandled, type DueParked } from './store';

export interface ReactorWorkerOptions {
  readonly reactor: Reactor;
  readonly eventStore: EventStore;
  readonly pool: Pool;
  readonly logger: Logger;
  readonly lock: ProjectionLock;
  /** Fires on append hints and on stop. */
  readonly wake: Signal;
  readonly batchSize: number;
  readonly pollIntervalMs: number;
  readonly retryPolicy: RetryPolicy;
  /** Called after the checkpoint moved. */
  readonly onProgress: () => void;
}

/** Lag is counted among at most this many events ahead, at most every 2 seconds (as a projection's). */
const LAG_PROBE_SCAN = 5_000;
const LAG_PROBE_INTERVAL_MS = 2_000;
const RETRY_AFTER_ERROR_MS = 1_000;
const LOCK_RETRY_MS = 1_000;
/** Parked events tried again per round, before the next batch. */
const RETRIES_PER_ROUND = 20;

const describe = (err: unknown): string => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

export class ReactorWorker {
  checkpoint: EventPosition;
  lastError: string | null;
  parked: number;
  lagEvents = 0;
  readonly rate = new RateMeter();
  private stopped = false;
  private running: Promise<void> | null = null;
  private lastLagProbe = 0;
  private lastLockAttempt = 0;

  constructor(
    private readonly o: ReactorWorkerOptions,
    checkpoint: EventPosition,
    parked: { parked: number; lastError: string | null },
  ) {
    this.checkpoint = checkpoint;
    this.parked = parked.parked;
    this.lastError = parked.lastError;
  }

  get name(): string {
    return this.o.reactor.name;
  }

  /** The reactor's lock among the projections' (one lease table): a reactor and a projection may share a name. */
  private get lockName(): string {
    return `reactor:${this.name}`;
  }

  start(): void {
    this.running = this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.o.wake.fire();
    // An effect under way is let finish and recorded: a stop does not cut a mail in half.
    await this.running;
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      try {
        if (!(await this.holdsLock())) {
          await this.follow();
          await this.o.wake.wait(this.o.pollIntervalMs);
          continue;
        }
        const seen = this.o.wake.generation;
        await this.retryDue();
        const batch = await readReactorBatch(this.o.eventStore, this.o.reactor.eventTypes, this.checkpoint, this.o.batchSize);
        if (comparePositions(batch.through, this.checkpoint) <= 0) {
          this.lagEvents = 0;
          await this.o.wake.wait(this.o.pollIntervalMs, seen);
          continue;
        }
        await this.handleBatch(batch);
        await this.updateLag(batch);
      } catch (err) {
        this.lastError = describe(err);
        this.o.logger.error({ err, reactor: this.name }, 'reactor batch failed; retrying');
        // Where it really is: a failure may have come after a record was written.
        await this.follow().catch(() => undefined);
        await this.o.wake.wait(RETRY_AFTER_ERROR_MS);
      }
    }
  }

  private async holdsLock(): Promise<boolean> {
    if (this.o.lock.holds(this.lockName)) return true;
    if (Date.now() - this.lastLockAttempt < LOCK_RETRY_MS) return false;
    this.lastLockAttempt = Date.now();
    if (!(await this.o.lock.tryAcquire(this.lockName))) return false;
    await this.follow();
    return true;
  }

  /** Takes the checkpoint and the parked events from the database (another instance moves them). */
  private async follow(): Promise<void> {
    const stored = await readReactorCheckpoint(this.o.pool, this.name);
    if (comparePositions(stored, this.checkpoint) !== 0) {
      this.checkpoint = stored;
      this.o.onProgress();
    }
    await this.refreshParked();
  }

  private async refreshParked(): Promise<void> {
    const summary = (await parkedSummaries(this.o.pool, [this.name])).get(this.name);
    this.parked = summary?.parked ?? 0;
    if (summary?.lastError) this.lastError = summary.lastError;
  }

  /**
   * Reacts to each event of the batch in order and records it with the checkpoint's move. An event
   * recorded handled already (the checkpoint was moved back) is passed over. A stop between two events
   * leaves the checkpoint at the last one recorded.
   */
  private async handleBatch(batch: ReactorBatch): Promise<void> {
    const { pool, logger } = this.o;
    const done = await handledAmong(
      pool,
      this.name,
      batch.events.map((e) => e.metadata.eventId),
    );
    for (const event of batch.events) {
      if (this.stopped) return;
      let moved: boolean;
      if (done.has(event.metadata.eventId)) {
        moved = await moveCheckpoint(pool, this.name, this.checkpoint, event.position);
      } else {
        const failure = await this.react(event, 1);
        if (failure === null) {
          moved = await recordHandled(pool, this.name, this.checkpoint, event);
        } else {
          moved = await recordParked(pool, this.name, this.checkpoint, event, failure, nextRetryDelay(this.o.retryPolicy, 1));
          if (moved) {
            this.parked += 1;
            this.lastError = failure;
            logger.warn({ reactor: this.name, eventId: event.metadata.eventId, type: event.type, error: failure }, 'event parked');
          }
        }
      }
      if (!moved) {
        logger.warn({ reactor: this.name, checkpoint: formatPosition(this.checkpoint) }, 'reactor checkpoint moved elsewhere');
        await this.follow();
        return;
      }
      this.checkpoint = event.position;
      this.rate.record(1);
      this.o.onProgress();
    }
    // Past the events of other types the read looked through.
    if (comparePositions(batch.through, this.checkpoint) > 0) {
      if (await moveCheckpoint(pool, this.name, this.checkpoint, batch.through)) {
        this.checkpoint = batch.through;
        this.o.onProgress();
      } else {
        await this.follow();
      }
    }
  }

  /** Runs react(); the error's text when it threw, else null. */
  private async react(event: RecordedEvent, attempt: number): Promise<string | null> {
    try {
      await this.o.reactor.react(event as AnyRecordedEvent, { eventId: event.metadata.eventId, attempt, logger: this.o.logger });
      return null;
    } catch (err) {
      return describe(err);
    }
  }

  /** Tries the parked events whose time has come again; each outcome is recorded on its parked row. */
  private async retryDue(): Promise<void> {
    const due = await dueParked(this.o.pool, this.name, RETRIES_PER_ROUND);
    for (const parked of due) {
      if (this.stopped) return;
      await this.retry(parked);
    }
    if (due.length > 0) await this.refreshParked();
  }

  private async retry(parked: DueParked): Promise<void> {
    const { pool, eventStore, retryPolicy, logger } = this.o;
    const attempt = parked.attempts + 1;
    const [event] = await eventStore.readStream(parked.streamId, { fromRevision: parked.revision, maxCount: 1 });
    if (!event || event.metadata.eventId !== parked.eventId) {
      await recordRetryFailed(pool, this.name, parked.eventId, attempt, `event ${parked.eventId} is no longer at ${parked.streamId}@${parked.revision}`, null);
      return;
    }
    const failure = await this.react(event, attempt);
    if (failure === null) {
      await recordRetryHandled(pool, this.name, parked.eventId);
      logger.info({ reactor: this.name, eventId: parked.eventId, attempt }, 'parked event handled on retry');
      return;
    }
    const retryIn = nextRetryDelay(retryPolicy, attempt);
    await recordRetryFailed(pool, this.name, parked.eventId, attempt, failure, retryIn);
    logger.warn({ reactor: this.name, eventId: parked.eventId, attempt, error: failure, retryIn }, retryIn === null ? 'parked event failed its last attempt' : 'parked event failed again');
  }

  /** As a projection's lag: a batch that read to the end means caught up; otherwise the events of its types ahead are counted now and then. */
  private async updateLag(batch: ReactorBatch): Promise<void> {
    if (!batch.maybeMore) {
      this.lagEvents = 0;
      return;
    }
    if (Date.now() - this.lastLagProbe < LAG_PROBE_INTERVAL_MS) {
      this.lagEvents = Math.max(0, this.lagEvents - batch.events.length);
      return;
    }
    this.lastLagProbe = Date.now();
    this.lagEvents = (await countWindowAfter(this.o.eventStore, this.checkpoint, LAG_PROBE_SCAN, this.o.reactor.eventTypes)).count;
  }
}
