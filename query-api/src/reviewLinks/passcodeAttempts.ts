// Wrong passcodes per link and minute, in this process: bounds how fast one link's passcode can be
// guessed (each check is an argon2 hash). The table is bounded too, so a flood of links cannot grow it.
const WINDOW_MS = 60_000;
const MAX_TRACKED = 10_000;

export const passcodeAttempts = (perMinute: number, now: () => number) => {
  const failures = new Map<string, { since: number; count: number }>();
  const current = (key: string) => {
    const entry = failures.get(key);
    if (entry === undefined || now() - entry.since >= WINDOW_MS) return null;
    return entry;
  };
  return {
    allowed: (key: string): boolean => (current(key)?.count ?? 0) < perMinute,
    failed: (key: string): void => {
      const entry = current(key);
      if (entry !== null) {
        entry.count += 1;
        return;
      }
      if (failures.size >= MAX_TRACKED) failures.clear();
      failures.set(key, { since: now(), count: 1 });
    },
  };
};
