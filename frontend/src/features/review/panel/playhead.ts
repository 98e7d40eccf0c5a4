// The playhead as the panel hands it down: a small store instead of a prop, because it moves on every
// animation frame while a scene plays. Only what shows it (the composer's time line) subscribes, and
// re-renders when the text it shows changes; Save reads the time when pressed. The panel and its list
// do not re-render per frame (bench review_frame_p95).
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

export interface Playhead {
  /** ms for scenes, a frame for videos; null: stills and the project (no time). */
  get(): number | null;
  subscribe(listener: () => void): () => void;
}

const createPlayhead = (initial: number | null) => {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: number | null) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** One store for the component's life, following `value`. */
export const usePlayheadStore = (value: number | null): Playhead => {
  const [store] = useState(() => createPlayhead(value));
  useLayoutEffect(() => store.set(value), [store, value]);
  return store;
};

const noPlayhead: Playhead = { get: () => null, subscribe: () => () => undefined };

/** What the playhead reads as (`label` of its time), re-rendering only when that text changes. */
export const usePlayheadLabel = (playhead: Playhead | undefined, label: ((time: number) => string) | undefined): string | undefined => {
  const store = playhead ?? noPlayhead;
  return useSyncExternalStore(store.subscribe, () => {
    const time = store.get();
    return time === null || !label ? undefined : label(time);
  });
};
