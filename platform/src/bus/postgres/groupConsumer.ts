// One subscription of the PostgreSQL Bus: a loop that finds the partitions of its topic where its group
// has messages to handle, claims one at a time (claim.ts), hands it a bounded batch, one message after
// the other, and records each as handled once its handler resolved. A handler that throws leaves the
// message unhandled: the partition waits out a back-off (doubling, capped) and then that message is
// tried again, by whichever subscriber of the group claims the partition; the group's later messages of
// the partition (so of the key) wait. The loop looks again when woken (a NOTIFY, a publish of this
// process), after a back-off, or every poll interval however it is woken.
import type { Pool } from 'pg';
import type { BusHandler } from '../bus';
import { PartitionClaim } from './claim';
import { duePartitions } from './positions';

export interface ConsumerSettings {
  /** How often an idle subscriber looks for messages without being woken. */
  readonly pollMs: number;
  /** Messages handled per claim of a partition, before the claim is given up for others to take. */
  readonly batchSize: number;
  /** The back-off after a first failed handling, doubled at each failure after it... */
  readonly retryBaseMs: number;
  /** ...up to this. */
  readonly retryMaxMs: number;
  /** A failed handling or a database error: the subscription goes on. */
  readonly onError: (err: unknown, context: Record<string, unknown>) => void;
}

/** Past the retry time the loop wakes this much later, so the server's clock has passed it too. */
const WAKE_MARGIN_MS = 20;

export class GroupConsumer {
  private closed = false;
  private woken = false;
  private wake: (() => void) | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running: Promise<void>;

  constructor(
    private readonly pool: Pool,
    private readonly topic: string,
    private readonly group: string,
    private readonly handler: BusHandler,
    private readonly settings: ConsumerSettings,
  ) {
    this.running = this.loop();
  }

  /** Looks for messages now (or right after the batch under way). */
  nudge(): void {
    this.woken = true;
    this.wake?.();
  }

  /** Stops looking; the message being handled finishes (and is recorded) first. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.nudge();
    await this.running;
  }

  private async loop(): Promise<void> {
    while (!this.closed) {
      this.woken = false;
      let worked = false;
      try {
        worked = await this.round();
      } catch (err) {
        this.settings.onError(err, { topic: this.topic, group: this.group, during: 'looking for messages' });
      }
      if (!worked && !this.woken && !this.closed) await this.sleep(this.settings.pollMs);
    }
  }

  /** Handles a batch of each due partition it can claim; answers whether anything was tried. */
  private async round(): Promise<boolean> {
    let worked = false;
    for (const partition of await duePartitions(this.pool, this.topic, this.group)) {
      if (this.closed) break;
      const claim = await PartitionClaim.take(this.pool, this.topic, this.group, partition);
      if (claim === null) continue;
      try {
        worked = (await this.drain(claim, partition)) || worked;
      } finally {
        await claim.release();
      }
    }
    return worked;
  }

  private async drain(claim: PartitionClaim, partition: number): Promise<boolean> {
    const { messages, failures } = await claim.next(this.settings.batchSize);
    for (const { seq, message } of messages) {
      if (this.closed) break;
      try {
        await this.handler(message);
      } catch (err) {
        const delayMs = Math.min(this.settings.retryBaseMs * 2 ** Math.min(failures, 30), this.settings.retryMaxMs);
        await claim.failed(delayMs);
        this.settings.onError(err, { topic: this.topic, group: this.group, partition, messageId: message.id, failures: failures + 1, retryInMs: delayMs });
        this.wakeAfter(delayMs + WAKE_MARGIN_MS);
        return true;
      }
      await claim.advance(seq);
    }
    return messages.length > 0;
  }

  private wakeAfter(ms: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.nudge();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}
