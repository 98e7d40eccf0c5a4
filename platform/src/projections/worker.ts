// Runs one projection: while this instance holds its lock, reads the events after its checkpoint in
// batches and applies each batch in one transaction that also moves the checkpoint (compare-and-set).
// Without the lock it stands by, following the checkpoint another instance writes.
import { comparePositions, type EventPosition, type RecordedEvent } from '@wb/contracts';
import type { Pool } from 'pg';
import type { EventStore } from '../eventStore/eventStore';
import type { Logger } from '../logging/logger';
import { applyBatch, liveTableName } from './applyBatch';
import { compareAndSetCheckpoint, formatPosition, readCheckpoint } from './checkpoint';
import type { ProjectionLock } from './lock';
import type { Projection } from './projection';
import { RateMeter } from './rate';
import type { Signal } from './signal';

export interface WorkerOptions {
  readonly projection: Projection;
  readonly eventStore: EventStore;
  readonly pool: Pool;
  readonly logger: Logger;
  readonly lock: ProjectionLock;
  readonly wake: Signal;
  readonly batchSize: number;
  readonly pollIntervalMs: number;
  /** Called after the checkpoint moved (a batch committed, or another instance's progress seen). */
  readonly onProgress: (name: string) => void;
}

/** Lag is counted by reading ahead, at most this many events and at most once a second. */
const LAG_PROBE_CAP = 5_000;
const LAG_PROBE_INTERVAL_MS = 1_000;
const RETRY_AFTER_ERROR_MS = 1_000;
const LOCK_RETRY_MS = 5_000;

export class ProjectionWorker {
  checkpoint: EventPosition;
  lastError: string | null = null;
  parked: number;
  lagEvents = 0;
  readonly rate = new RateMeter();
  private stopped = false;
  private running: Promise<void> | null = null;
  private lastLagProbe = 0;
  private lastLockAttempt = 0;

  constructor(private readonly o: WorkerOptions, checkpoint: EventPosition, parked: number) {
    this.checkpoint = checkpoint;
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
    await this.running;
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      try {
        if (!(await this.holdsLock())) {
          await this.followOtherInstance();
          await this.o.wake.wait(this.o.pollIntervalMs);
          continue;
        }
        const seen = this.o.wake.generation;
        const events = await this.o.eventStore.readAll({ after: this.checkpoint, limit: this.o.batchSize });
        if (events.length === 0) {
          this.lagEvents = 0;
          // A hint that came while reading (its events perhaps committed after the read began) ends the wait at once.
          await this.o.wake.wait(this.o.pollIntervalMs, seen);
          continue;
        }
        if (this.stopped) break;
        await this.applyAndCheckpoint(events);
        await this.updateLag(events.length);
      } catch (err) {
        this.lastError = err instanceof Error ? err.message : String(err);
        this.o.logger.error({ err, projection: this.name }, 'projection batch failed; retrying');
        await this.o.wake.wait(RETRY_AFTER_ERROR_MS);
      }
    }
  }

  private async holdsLock(): Promise<boolean> {
    if (this.o.lock.holds(this.name)) return true;
    if (Date.now() - this.lastLockAttempt < LOCK_RETRY_MS) return false;
    this.lastLockAttempt = Date.now();
    const acquired = await this.o.lock.tryAcquire(this.name);
    if (acquired) this.checkpoint = await readCheckpoint(this.o.pool, this.name);
    return acquired;
  }

  private async followOtherInstance(): Promise<void> {
    const seen = await readCheckpoint(this.o.pool, this.name);
    if (comparePositions(seen, this.checkpoint) !== 0) {
      this.checkpoint = seen;
      this.o.onProgress(this.name);
    }
  }

  private async applyAndCheckpoint(events: readonly RecordedEvent[]): Promise<void> {
    const last = events[events.length - 1]!.position;
    const client = await this.o.pool.connect();
    // A connection dropped mid-batch must fail this batch, not crash the process.
    const ignore = () => undefined;
    client.on('error', ignore);
    let broken: Error | undefined;
    try {
      // The batch need not wait for its commit to reach the disk: its rows and checkpoint are lost or
      // kept together, and a batch lost to a crash is applied again from the events, which are durable.
      // Not waiting for the flush shortens every batch, and so every read-your-writes wait.
      await client.query('BEGIN; SET LOCAL synchronous_commit TO off');
      if (!(await compareAndSetCheckpoint(client, this.name, this.checkpoint, last))) {
        await client.query('ROLLBACK');
        // Someone else moved it (a rebuild swapped its tables in, or a stale lease): continue from there.
        this.checkpoint = await readCheckpoint(client, this.name);
        this.o.logger.warn({ projection: this.name, checkpoint: formatPosition(this.checkpoint) }, 'checkpoint moved elsewhere; continuing from it');
        return;
      }
      const parked = await applyBatch(client, this.o.projection, events, liveTableName);
      await client.query('COMMIT');
      this.checkpoint = last;
      this.rate.record(events.length);
      if (parked.length) {
        this.parked += parked.length;
        this.lastError = parked[parked.length - 1]!.error;
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

  private async updateLag(batchLength: number): Promise<void> {
    if (batchLength < this.o.batchSize) {
      this.lagEvents = 0;
      return;
    }
    if (Date.now() - this.lastLagProbe < LAG_PROBE_INTERVAL_MS) return;
    this.lastLagProbe = Date.now();
    const ahead = await this.o.eventStore.readAll({ after: this.checkpoint, limit: LAG_PROBE_CAP });
    this.lagEvents = ahead.length;
  }
}
