import type { EventPosition, RecordedEvent } from '@wb/contracts';
import { ReadAhead } from './readAhead';
import type { ProjectionBatch } from './readBatch';

const at = (n: number): EventPosition => ({ transactionId: BigInt(n), globalPosition: BigInt(n) });

/** A log of `length` events at positions 1..length, read in batches of `size`, with every read recorded. */
const fakeLog = (initialLength: number, size: number) => {
  let length = initialLength;
  const reads: number[] = [];
  const failing = new Set<number>();
  const read = async (after: EventPosition): Promise<ProjectionBatch> => {
    const from = Number(after.globalPosition);
    reads.push(from);
    if (failing.delete(from)) {
      throw new Error('connection lost');
    }
    const positions = Array.from({ length: Math.max(0, Math.min(size, length - from)) }, (_, i) => from + i + 1);
    const events = positions.map((n) => ({ position: at(n) }) as RecordedEvent);
    return { typesOnly: false, events, through: positions.length ? at(positions[positions.length - 1] ?? from) : after, filtered: false };
  };
  /** The next read from this position fails. */
  const failReadFrom = (from: number) => failing.add(from);
  /** More events arrive at the end of the log. */
  const grow = (more: number) => {
    length += more;
  };
  return { read, reads, failReadFrom, grow };
};

const positionsOf = (batch: ProjectionBatch): number[] => batch.events.map((e) => Number(e.position.globalPosition));

describe('ReadAhead', () => {
  it('reads the next batch while a full one is applied, and hands it over when asked from there', async () => {
    const log = fakeLog(5, 2);
    const reader = new ReadAhead(log.read, 2);
    expect(positionsOf(await reader.next(at(0)))).toEqual([1, 2]);
    expect(log.reads).toEqual([0, 2]);
    expect(positionsOf(await reader.next(at(2)))).toEqual([3, 4]);
    expect(log.reads).toEqual([0, 2, 4]);
    // The last batch is short: nothing more is read ahead.
    expect(positionsOf(await reader.next(at(4)))).toEqual([5]);
    expect(log.reads).toEqual([0, 2, 4]);
    expect(positionsOf(await reader.next(at(5)))).toEqual([]);
    expect(log.reads).toEqual([0, 2, 4, 5]);
  });

  it('reads again when what it read ahead was empty (events may have come since)', async () => {
    const log = fakeLog(4, 2);
    const reader = new ReadAhead(log.read, 2);
    await reader.next(at(0));
    expect(positionsOf(await reader.next(at(2)))).toEqual([3, 4]);
    // The read ahead from 4 found the log's end; two more events arrive before it is asked for.
    log.grow(2);
    expect(positionsOf(await reader.next(at(4)))).toEqual([5, 6]);
    expect(log.reads).toEqual([0, 2, 4, 4, 6]);
  });

  it('reads afresh when asked from another position than the one read ahead (the checkpoint moved elsewhere)', async () => {
    const log = fakeLog(10, 2);
    const reader = new ReadAhead(log.read, 2);
    await reader.next(at(0));
    expect(positionsOf(await reader.next(at(6)))).toEqual([7, 8]);
    expect(log.reads).toEqual([0, 2, 6, 8]);
  });

  it('drops what it read ahead when told to, and reads again', async () => {
    const log = fakeLog(10, 2);
    const reader = new ReadAhead(log.read, 2);
    await reader.next(at(0));
    reader.discard();
    expect(positionsOf(await reader.next(at(2)))).toEqual([3, 4]);
    expect(log.reads).toEqual([0, 2, 2, 4]);
  });

  it('reads again a batch whose read ahead failed, and a failing read reaches the caller', async () => {
    const log = fakeLog(10, 2);
    const reader = new ReadAhead(log.read, 2);
    log.failReadFrom(0);
    await expect(reader.next(at(0))).rejects.toThrow('connection lost');
    log.failReadFrom(2);
    expect(positionsOf(await reader.next(at(0)))).toEqual([1, 2]);
    // The read ahead from 2 failed: asked from 2, it reads again.
    expect(positionsOf(await reader.next(at(2)))).toEqual([3, 4]);
    expect(log.reads).toEqual([0, 0, 2, 2, 4]);
  });
});
