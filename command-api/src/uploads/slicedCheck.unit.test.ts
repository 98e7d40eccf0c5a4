// A whole-file check is fed in slices, so that other work queued meanwhile runs between them.
import { CHECK_SLICE_BYTES, readInSlices } from './slicedCheck';

describe('a whole-file check', () => {
  it('reads a chunk in slices, letting work queued meanwhile run between them', async () => {
    const events: string[] = [];
    const check = { write: (slice: Buffer) => events.push(`slice ${slice.length}`), end: () => undefined };
    // Queued before the chunk arrives: without a yield it would wait until the whole chunk is read.
    setImmediate(() => events.push('other work'));
    await readInSlices(check, Buffer.alloc(CHECK_SLICE_BYTES * 2 + 10));
    expect(events).toEqual([`slice ${CHECK_SLICE_BYTES}`, 'other work', `slice ${CHECK_SLICE_BYTES}`, 'slice 10']);
  });
});
