// Keyframe interpolation (docs/decisions/scenes-player.md, "Keyframe semantics"): before a group's first
// keyframe its value holds, between two keyframes it is interpolated with the element's easing, after
// the last it holds. A group with no keyframes leaves the base props alone.
import type { Easing } from '@wb/contracts';
import { ease } from './easing';

/** Keyframes of one group as the document stores them: any order, values by field name. */
type AnyKeyframe = { readonly id: string; readonly time: number } & Readonly<Record<string, number | string>>;

/** Where a time falls among sorted keyframes: the two around it and the eased fraction between them. */
export interface Bracket {
  from: AnyKeyframe;
  to: AnyKeyframe;
  /** 0 at `from`, 1 at `to`, eased. */
  fraction: number;
}

const sortedCache = new WeakMap<readonly AnyKeyframe[], readonly AnyKeyframe[]>();

/**
 * The keyframes by time. Documents are immutable values (Redux state, stored JSON), so the sorted copy
 * is cached per array: a 500-element scene at 60 fps sorts each group once, not every frame.
 */
const sortedByTime = (keyframes: readonly AnyKeyframe[]): readonly AnyKeyframe[] => {
  const cached = sortedCache.get(keyframes);
  if (cached) return cached;
  const sorted = keyframes.length < 2 || isSorted(keyframes) ? keyframes : [...keyframes].sort((a, b) => a.time - b.time);
  sortedCache.set(keyframes, sorted);
  return sorted;
};

const isSorted = (keyframes: readonly AnyKeyframe[]): boolean => {
  for (let i = 1; i < keyframes.length; i += 1) {
    const previous = keyframes[i - 1];
    const current = keyframes[i];
    if (previous && current && previous.time > current.time) return false;
  }
  return true;
};

/** The keyframes around `time`, or null when the group has none. Before the first and after the last, both ends are that keyframe. */
export const bracketAt = (keyframes: readonly AnyKeyframe[] | undefined, time: number, easing: Easing | undefined): Bracket | null => {
  if (!keyframes || keyframes.length === 0) return null;
  const sorted = sortedByTime(keyframes);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return null;
  if (time <= first.time) return { from: first, to: first, fraction: 0 };
  if (time >= last.time) return { from: last, to: last, fraction: 0 };
  // Binary search for the last keyframe at or before `time`: groups can hold many keyframes.
  let low = 0;
  let high = sorted.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    const keyframe = sorted[middle];
    if (keyframe && keyframe.time <= time) low = middle;
    else high = middle;
  }
  const from = sorted[low] ?? first;
  const to = sorted[high] ?? last;
  const span = to.time - from.time;
  return { from, to, fraction: span > 0 ? ease(easing, (time - from.time) / span) : 1 };
};

export type { AnyKeyframe };
