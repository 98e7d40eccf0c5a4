// A batch cut into runs of consecutive events, those a guard accepts and the others, in order: a
// projection writes a run of events that set the same columns (names copied from project events, say)
// with one statement instead of one per event, and applies the events between runs as before, so that
// the order of writes is kept.
export type Run<E, T extends E> = { readonly matched: true; readonly events: T[] } | { readonly matched: false; readonly events: E[] };

export const runsOf = <E, T extends E>(events: readonly E[], guard: (event: E) => event is T): Run<E, T>[] => {
  const runs: Run<E, T>[] = [];
  let current: { matched: boolean; events: E[] } | null = null;
  for (const event of events) {
    const matched = guard(event);
    if (!current || current.matched !== matched) {
      current = { matched, events: [] };
      runs.push(current as Run<E, T>);
    }
    current.events.push(event);
  }
  return runs;
};

/** The last value given to each key, in the order keys were first given: what writing them one at a time leaves. */
export const lastValues = <E, V>(events: readonly E[], entry: (event: E) => readonly [string, V]): Map<string, V> => {
  const values = new Map<string, V>();
  for (const event of events) {
    const [key, value] = entry(event);
    values.set(key, value);
  }
  return values;
};
