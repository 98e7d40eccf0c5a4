// Reads a projection's batches one ahead while it is behind: the next batch is read while the current
// one is applied, so the event store's read (the query, and parsing its rows here) overlaps with the
// apply (PostgreSQL's work) instead of following it. Only after a full batch, which says more is
// waiting: at the live tail a batch is short and nothing is read ahead, so an idle projection costs
// no extra reads.
// A batch read ahead stays valid: the store reads only committed events in commit order, so what it
// returned after a position is a prefix of what a later read after that position returns.
import { comparePositions, type EventPosition } from '@wb/contracts';
import type { ProjectionBatch } from './readBatch';

export type ReadBatch = (after: EventPosition) => Promise<ProjectionBatch>;

export class ReadAhead {
  private pending: { readonly after: EventPosition; readonly batch: Promise<ProjectionBatch | null> } | null = null;

  constructor(
    private readonly read: ReadBatch,
    private readonly batchSize: number,
  ) {}

  /** The batch after `after`: the one read ahead when it was read from there and found events, else read now; then reads on when it was full. */
  async next(after: EventPosition): Promise<ProjectionBatch> {
    const pending = this.pending;
    this.pending = null;
    const ahead = pending && comparePositions(pending.after, after) === 0 ? await pending.batch : null;
    // One that found nothing is read again: it may predate appends whose hint the caller has already seen.
    const batch = ahead && comparePositions(ahead.through, after) > 0 ? ahead : await this.read(after);
    if (batch.events.length >= this.batchSize && comparePositions(batch.through, after) > 0) {
      // A failed read ahead is read again by the next call (null), where its error reaches the caller.
      this.pending = { after: batch.through, batch: this.read(batch.through).catch(() => null) };
    }
    return batch;
  }

  /** Drops the batch read ahead (its position will not be asked for: the checkpoint moved elsewhere). */
  discard(): void {
    this.pending = null;
  }
}
