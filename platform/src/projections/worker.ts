// Runs one projection. Live: while this instance holds its lock, reads the events after its checkpoint
// in batches and applies each batch in one transaction that also moves the checkpoint (compare-and-set on
// position and version); without the lock it stands by, following the checkpoint another instance
// writes. Rebuild (the stored version differs from the code's at start): fills fresh tables from the
// first event while the old ones serve, then swaps them in and goes live; the checkpoint it answers
// waitForPosition with stays the serving one until then. Standby: another version serves (a newer
// instance swapped its tables in): it follows and applies nothing.
import { comparePositions, type EventPosition } from '@wb/contracts';
import type { Pool } from 'pg';
import type { EventStore } from '../eventStore/eventStore';
import type { Logger } from '../logging/logger';
import { applyProjectionBatch, liveTableName } from './applyBatch';
import { beginBatch, formatPosition, readServing } from './checkpoint';
import { countWindowAfter } from './countEvents';
import type { ProjectionLock } from './lock';
import type { Projection } from './projection';
import { RateMeter } from './rate';
import { ReadAhead } from './readAhead';
import { readProjectionBatch, type ProjectionBatch } from './readBatch';
import { rebuildProjection, RebuildRunningError, type RebuildProgress } from './rebuild';
import { readRebuildProgress } from './rebuildProgress';
import type { Signal } from './signal';

export type WorkerMode = 'live' | 'rebuild' | 'standby';

export interface WorkerOptions {
  readonly projection: Projection;
  readonly eventStore: EventStore;
  readonly pool: Pool;
  readonly logger: Logger;
  readonly lock: ProjectionLock;
  /** Fires on append hints and on any projection's committed batch (either may make events readable), and on stop. */
  readonly wake: Signal;
  /** Fires on append hints only, and on stop. */
  readonly appended: Signal;
  readonly batchSize: number;
  readonly rebuildBatchSize: number;
  readonly pollIntervalMs: number;
  /** Called after the checkpoint moved (a batch committed, another instance's progress seen, a swap). */
  readonly onProgress: (name: string) => void;
}

/**
 * Lag is counted among at most this many events ahead, at most every 2 seconds: the count is a status
 * (admin console, /metrics), and each probe looks at that many events, which a projection catching up
 * would rather spend on applying them.
 */
const LAG_PROBE_SCAN = 5_000;
const LAG_PROBE_INTERVAL_MS = 2_000;
const RETRY_AFTER_ERROR_MS = 1_000;
/** How often an instance without a lock tries to take it (and an idle one looks for another version). */
const LOCK_RETRY_MS = 1_000;

export class ProjectionWorker {
  checkpoint: EventPosition;
  /** Version of the code that built the tables being served (null: built before versions). */
  servingVersion: number | null;
  rebuild: RebuildProgress | null = null;
  lastError: string | null = null;
  parked: number;
  lagEvents = 0;
  readonly rate = new RateMeter();
  private stopped = false;
  private running: Promise<void> | null = null;
  private lastLagProbe = 0;
  private lastLockAttempt = 0;
  private lastFollow = 0;
  private readonly reader: ReadAhead;

  constructor(
    private readonly o: WorkerOptions,
    serving: { position: EventPosition; version: number | null },
    parked: number,
    private mode: WorkerMode,
  ) {
    this.reader = new ReadAhead((after) => readProjectionBatch(o.eventStore, o.projection, after, o.batchSize), o.batchSize);
    this.checkpoint = serving.position;
    this.servingVersion = mode === 'live' ? o.projection.version : serving.version;
    this.parked = parked;
  }

  get name(): string {
    return this.o.projection.name;
  }

  get version(): number {
    return this.o.projection.version;
  }

  start(): void {
    this.running = this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.o.wake.fire();
    this.o.appended.fire();
    await this.running;
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      try {
        if (this.mode === 'rebuild') {
          await this.rebuildOrFollow();
          continue;
        }
        if (this.mode === 'standby' || !(await this.holdsLock())) {
          await this.follow();
          await this.o.wake.wait(this.o.pollIntervalMs);
          continue;
        }
        const seen = { wake: this.o.wake.generation, appended: this.o.appended.generation };
        const batch = await this.reader.next(this.checkpoint);
        if (comparePositions(batch.through, this.checkpoint) <= 0) {
          this.lagEvents = 0;
          // Idle with the lock: notice now and then whether another version's tables were swapped in.
          if (Date.now() - this.lastFollow >= LOCK_RETRY_MS) {
            this.lastFollow = Date.now();
            await this.follow();
          }
          await this.waitForEvents(seen);
          continue;
        }
        if (this.stopped) break;
        await this.applyAndCheckpoint(batch);
        await this.updateLag(batch);
      } catch (err) {
        this.reader.discard();
        this.lastError = err instanceof Error ? err.message : String(err);
        this.o.logger.error({ err, projection: this.name }, 'projection batch failed; retrying');
        await this.o.wake.wait(RETRY_AFTER_ERROR_MS);
      }
    }
  }

  /**
   * After a read that found nothing. Events committed but not readable yet (a transaction older than
   * theirs, often another projection's batch, is still open: readers see only what precedes the oldest
   * open transaction) become readable when a transaction ends, so then any committed batch wakes this
   * worker. With no event after the checkpoint only an append can bring one: other projections' batches
   * do not wake it, which spares idle projections a read per batch while others catch up. A hint that
   * came while reading ends the wait at once (its events perhaps committed after the read began).
   */
  private async waitForEvents(seen: { wake: number; appended: number }): Promise<void> {
    const heldBack = this.o.eventStore.hasEventsAfter ? await this.o.eventStore.hasEventsAfter(this.checkpoint) : true;
    if (heldBack) await this.o.wake.wait(this.o.pollIntervalMs, seen.wake);
    else await this.o.appended.wait(this.o.pollIntervalMs, seen.appended);
  }

  private async holdsLock(): Promise<boolean> {
    if (this.o.lock.holds(this.name)) return true;
    if (Date.now() - this.lastLockAttempt < LOCK_RETRY_MS) return false;
    this.lastLockAttempt = Date.now();
    if (!(await this.o.lock.tryAcquire(this.name))) return false;
    await this.follow();
    return this.mode === 'live';
  }

  /** Takes the serving checkpoint and version from the database (another instance, or another version, moves them). */
  private async follow(): Promise<void> {
    const serving = await readServing(this.o.pool, this.name);
    if (!serving) return;
    this.servingVersion = serving.version;
    if (comparePositions(serving.position, this.checkpoint) !== 0) {
      this.checkpoint = serving.position;
      this.o.onProgress(this.name);
    }
    if (serving.version === this.version && this.mode !== 'live') {
      this.o.logger.info({ projection: this.name, version: this.version }, 'tables of this version serve; going live');
      this.mode = 'live';
      this.rebuild = null;
    } else if (serving.version !== this.version && this.mode === 'live') {
      this.o.logger.warn({ projection: this.name, version: this.version, serving: serving.version }, 'tables of another version serve; standing by');
      this.mode = 'standby';
      // Their version's instances need the lock to keep them current.
      await this.o.lock.release(this.name);
    }
  }

  /** Rebuilds when this instance gets the rebuild lock; otherwise follows the serving tables and the rebuild another instance runs. */
  private async rebuildOrFollow(): Promise<void> {
    if (Date.now() - this.lastLockAttempt < LOCK_RETRY_MS) {
      await this.follow();
      if (this.mode === 'rebuild') this.rebuild = await readRebuildProgress(this.o.pool, this.name);
      await this.o.wake.wait(this.o.pollIntervalMs);
      return;
    }
    this.lastLockAttempt = Date.now();
    let rebuilding = true;
    const following = this.followServing(() => rebuilding);
    try {
      const result = await rebuildProjection({
        eventStore: this.o.eventStore,
        pool: this.o.pool,
        projection: this.o.projection,
        logger: this.o.logger,
        lock: this.o.lock,
        batchSize: this.o.rebuildBatchSize,
        resume: true,
        shouldStop: () => this.stopped,
        onProgress: (progress) => {
          this.rebuild = progress;
        },
      });
      rebuilding = false;
      await following;
      if (!result.completed) return;
      this.checkpoint = result.position;
      this.servingVersion = this.version;
      this.parked = result.parked;
      this.rebuild = null;
      this.mode = 'live';
      this.lastLockAttempt = 0;
      this.o.onProgress(this.name);
    } catch (err) {
      if (!(err instanceof RebuildRunningError)) throw err;
      this.lastLockAttempt = Date.now();
    } finally {
      rebuilding = false;
      await following;
    }
  }

  /** While this instance rebuilds, keeps the serving checkpoint current (an instance of the old version may move it). */
  private async followServing(rebuilding: () => boolean): Promise<void> {
    while (rebuilding() && !this.stopped) {
      try {
        const serving = await readServing(this.o.pool, this.name);
        if (serving && rebuilding() && comparePositions(serving.position, this.checkpoint) !== 0) {
          this.checkpoint = serving.position;
          this.o.onProgress(this.name);
        }
      } catch (err) {
        this.o.logger.warn({ err, projection: this.name }, 'reading the serving checkpoint failed');
      }
      await this.o.wake.wait(this.o.pollIntervalMs);
    }
  }

  /**
   * Applies the batch and moves the checkpoint to its `through`, which may lie past its last event (the
   * events of other types it passed over) or hold no event at all: read-your-writes waiting for an
   * event this projection ignores then sees it passed.
   */
  private async applyAndCheckpoint(batch: ProjectionBatch): Promise<void> {
    const { events, through } = batch;
    const client = await this.o.pool.connect();
    // A connection dropped mid-batch must fail this batch, not crash the process.
    const ignore = () => undefined;
    client.on('error', ignore);
    let broken: Error | undefined;
    try {
      // Not waiting for the commit's flush (see beginBatch) shortens every batch, and so every read-your-writes wait.
      if (!(await beginBatch(client, this.name, this.version, this.checkpoint, through))) {
        await client.query('ROLLBACK');
        // Someone else moved it (a rebuild swapped its tables in, a stale lease, another version): continue from there, or stand by.
        await this.follow();
        this.o.logger.warn({ projection: this.name, checkpoint: formatPosition(this.checkpoint), mode: this.mode }, 'checkpoint moved elsewhere');
        return;
      }
      const parked = events.length > 0 ? await applyProjectionBatch(client, this.o.projection, batch, liveTableName, this.name, { savepointTaken: true }) : [];
      await client.query('COMMIT');
      this.checkpoint = through;
      this.rate.record(events.length);
      const lastParked = parked[parked.length - 1];
      if (lastParked) {
        this.parked += parked.length;
        this.lastError = lastParked.error;
        for (const p of parked) {
          this.o.logger.warn({ projection: this.name, eventId: p.event.metadata.eventId, type: p.event.type, error: p.error }, 'event parked');
        }
      }
    } catch (err) {
      broken = err instanceof Error ? err : new Error(String(err));
      await client.query('ROLLBACK').catch(ignore);
      throw err;
    } finally {
      client.off('error', ignore);
      client.release(broken);
    }
    this.o.onProgress(this.name);
  }

  /**
   * A short unfiltered batch means caught up. A filtered one may have stopped at the end of its scan: the
   * probe then counts the events of its types within the next window of events (a lower bound), which
   * sends only their count where the store counts. Between probes the batch's own events are taken off
   * the last count: a probe that counted one event just appended, followed by the batch that applied
   * it, must not leave a caught-up projection showing a lag until the next probe.
   */
  private async updateLag(batch: ProjectionBatch): Promise<void> {
    if (!batch.filtered && batch.events.length < this.o.batchSize) {
      this.lagEvents = 0;
      return;
    }
    if (Date.now() - this.lastLagProbe < LAG_PROBE_INTERVAL_MS) {
      this.lagEvents = Math.max(0, this.lagEvents - batch.events.length);
      return;
    }
    this.lastLagProbe = Date.now();
    const ahead = await countWindowAfter(this.o.eventStore, this.checkpoint, LAG_PROBE_SCAN, this.o.projection.eventTypes);
    this.lagEvents = ahead.count;
  }
}
