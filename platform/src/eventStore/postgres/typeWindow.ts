// The positions and types of a stretch of the log, in commit order, kept in memory by one store
// instance. Every projection of a process reads through one store, most of them a few rare types: each
// once scanned the whole log for them. With the window, the log's positions and types are scanned once
// and each reader matches its types in memory; only the events it gets are fetched.
// A stretch stays true for good: it holds every event after its start up to its end that was readable
// when scanned, and an event that becomes readable later comes from a transaction newer than all of
// those, so it lies after the end (readers see only what precedes the read horizon, readHorizon.ts).
import { comparePositions, type EventPosition } from '@wb/contracts';
import type { TypeAtPosition } from '../eventStore';

export type WindowEntry = TypeAtPosition;

export class TypeWindow {
  private entries: WindowEntry[] = [];
  /** Exclusive: the entries are the events right after this position. Null: empty window. */
  private start: EventPosition | null = null;

  constructor(private readonly capacity: number) {}

  /** The last position the window knows, or null when empty. */
  get end(): EventPosition | null {
    return this.entries[this.entries.length - 1]?.position ?? this.start;
  }

  /** Index of the first entry after `after`, when the window reaches there (after its start, up to its end); else null. */
  indexAfter(after: EventPosition): number | null {
    if (this.start === null) return null;
    if (comparePositions(after, this.start) === 0) return 0;
    let low = 0;
    let high = this.entries.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const entry = this.entries[middle];
      if (!entry) return null;
      const order = comparePositions(entry.position, after);
      if (order === 0) return middle + 1;
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return null;
  }

  /** Whether `after` lies before the window (a reader behind it reads the store itself). */
  isBefore(after: EventPosition): boolean {
    return this.start !== null && comparePositions(after, this.start) < 0;
  }

  entryAt(index: number): WindowEntry | undefined {
    return this.entries[index];
  }

  get length(): number {
    return this.entries.length;
  }

  /**
   * The events the store scanned right after `after`: they extend the window when it ends there, and
   * start a new one otherwise. The oldest entries go past the capacity.
   */
  add(after: EventPosition, scanned: readonly WindowEntry[]): void {
    const end = this.end;
    if (end !== null && comparePositions(after, end) === 0) this.entries.push(...scanned);
    else {
      this.start = after;
      this.entries = [...scanned];
    }
    const excess = this.entries.length - this.capacity;
    if (excess > 0) {
      this.start = this.entries[excess - 1]?.position ?? this.start;
      this.entries = this.entries.slice(excess);
    }
  }
}
