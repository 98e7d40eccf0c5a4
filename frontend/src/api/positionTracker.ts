// Read your writes: command answers carry X-Position (a decimal global position); queries send back the
// highest one seen so the query side waits until its projections have passed it.

const parse = (value: string): bigint | null => {
  try {
    return /^\d+$/.test(value) ? BigInt(value) : null;
  } catch {
    return null;
  }
};

export interface PositionTracker {
  observe(position: string | null): void;
  current(): string | null;
}

export const createPositionTracker = (): PositionTracker => {
  let highest: bigint | null = null;
  return {
    observe(position) {
      if (position === null) return;
      const next = parse(position.trim());
      if (next !== null && (highest === null || next > highest)) highest = next;
    },
    current: () => (highest === null ? null : highest.toString()),
  };
};
