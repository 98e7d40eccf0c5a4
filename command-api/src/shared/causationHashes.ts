// The causations of a cached stream's events, as 32-bit hashes of `userID|causationId` in one growing
// Int32Array: 4 to 8 bytes an event where a Set of the strings held about 140 (the heap snapshots of
// docs/decisions/soakHeap.md), and a load that extends a stream appends its tail in place instead of
// copying every earlier causation. A hash can only err one way: two causations that share a hash make
// `has` answer true for a command that never ran, and the caller then reads the stream whole and looks
// for the causation itself; a causation that was folded is never missed.

/** The buffer, shared by the successive (immutable) views of one stream's history. */
interface Shared {
  buffer: Int32Array;
  /** How much of the buffer a view has claimed: a view that ends before it was extended by another. */
  used: number;
}

const FIRST_CAPACITY = 8;

/** FNV-1a over the UTF-16 code units: spreads uuids and user ids alike over the 32 bits. */
export const causationHash = (userID: number | null, causationId: string): number => {
  const text = `${userID ?? 'system'}|${causationId}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash | 0;
};

export class CausationHashes {
  private constructor(
    private readonly shared: Shared,
    /** How many causations this view holds (the budget of cached events counts these). */
    readonly length: number,
  ) {}

  static empty(): CausationHashes {
    return new CausationHashes({ buffer: new Int32Array(FIRST_CAPACITY), used: 0 }, 0);
  }

  /** This view and `hashes` after it. Appended in place when no other view extended the buffer past this one. */
  with(hashes: readonly number[]): CausationHashes {
    const length = this.length + hashes.length;
    let shared = this.shared;
    if (shared.used !== this.length || shared.buffer.length < length) {
      // Another load of the stream extended it first (it keeps its own tail), or the buffer is full.
      const buffer = new Int32Array(Math.max(FIRST_CAPACITY, 2 * length));
      buffer.set(shared.buffer.subarray(0, this.length));
      shared = { buffer, used: this.length };
    }
    shared.buffer.set(hashes, this.length);
    shared.used = length;
    return new CausationHashes(shared, length);
  }

  /** Whether a folded event may have had this causation: never false for one that had. */
  mayHave(hash: number): boolean {
    return this.shared.buffer.subarray(0, this.length).includes(hash);
  }
}
