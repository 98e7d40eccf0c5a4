// Whole-file checks (an SVG's markup, a zip's directory) read every byte of an upload as it passes:
// fed in slices, so that a large chunk never holds the event loop for long.
/** A check that reads the whole file as it passes and judges it at its end. */
export interface WholeFileCheck {
  write(chunk: Buffer): void;
  end(): void;
}

/**
 * How much of a chunk a whole-file check reads before letting other work run: parsing 64 KB of SVG
 * markup holds the event loop tens of milliseconds on a busy machine, a slice of 8 KB a few.
 */
export const CHECK_SLICE_BYTES = 8 * 1024;

const otherWorkFirst = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Feeds a chunk to a whole-file check a slice at a time, letting other work run between slices. */
export const readInSlices = async (check: WholeFileCheck, chunk: Buffer): Promise<void> => {
  for (let at = 0; at < chunk.length; at += CHECK_SLICE_BYTES) {
    if (at > 0) await otherWorkFirst();
    check.write(chunk.subarray(at, at + CHECK_SLICE_BYTES));
  }
};
