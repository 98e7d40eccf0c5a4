// A ProjectionRunner for a process that serves queries but does not run the projections (the query
// API of the distributed mode): it follows the checkpoints the projectors store, so read-your-writes
// waiting, live-update notifications and projection status work the same as in one process.
import { comparePositions, type EventPosition } from '@wb/contracts';
import {
  countWindowAfter,
  readAllRebuildProgress,
  readCheckpointsOf,
  readParkedSummaries,
  type EventStore,
  type Pool,
  type ProjectionRunner,
  type ProjectionStatus,
  type RebuildProgress,
} from '@wb/platform';

const POLL_MS = 25;
const STATUS_EVERY_MS = 2000;
const LAG_CAP = 10_000;

interface Followed {
  checkpoint: EventPosition;
  /** Version of the serving tables (0: built before versions). */
  version: number;
  rebuild: RebuildProgress | null;
  lagEvents: number;
  eventsPerSecond: number;
  lastError: string | null;
  parked: number;
}

const format = (p: EventPosition) => `${p.transactionId}/${p.globalPosition}`;

export const followCheckpoints = async (options: { pool: Pool; eventStore: EventStore; projections: readonly { name: string; version: number }[] }): Promise<ProjectionRunner> => {
  const { pool, eventStore, projections } = options;
  const names = projections.map((p) => p.name);
  const followed = new Map<string, Followed>(
    projections.map((p) => [
      p.name,
      {
        checkpoint: { transactionId: 0n, globalPosition: 0n },
        version: p.version,
        rebuild: null,
        lagEvents: 0,
        eventsPerSecond: 0,
        lastError: null,
        parked: 0,
      },
    ]),
  );
  const listeners = new Set<(names: string[]) => void>();
  const waiters = new Set<() => void>();
  let stopped = false;
  let lastStatusAt = 0;

  const readCheckpoints = async () => {
    const stored = await readCheckpointsOf(pool, names);
    const changed: string[] = [];
    for (const [name, { position, version }] of stored) {
      const entry = followed.get(name);
      if (!entry) continue;
      entry.version = version ?? 0;
      if (comparePositions(position, entry.checkpoint) !== 0) {
        changed.push(name);
        entry.checkpoint = position;
      }
    }
    return changed;
  };

  const readStatus = async (elapsedMs: number) => {
    const [parked, rebuilds] = await Promise.all([readParkedSummaries(pool, names), readAllRebuildProgress(pool, names)]);
    for (const [name, entry] of followed) {
      entry.parked = parked.get(name)?.parked ?? 0;
      entry.lastError = parked.get(name)?.lastError ?? null;
      entry.rebuild = rebuilds.get(name) ?? null;
      const before = entry.lagEvents;
      entry.lagEvents = (await countWindowAfter(eventStore, entry.checkpoint, LAG_CAP)).count;
      entry.eventsPerSecond = Math.max(0, Math.round(((before - entry.lagEvents) * 1000) / Math.max(elapsedMs, 1)));
    }
  };

  const tick = async () => {
    const changed = await readCheckpoints();
    if (changed.length) {
      for (const wake of [...waiters]) wake();
      for (const listener of listeners) listener(changed);
    }
    const now = Date.now();
    if (now - lastStatusAt >= STATUS_EVERY_MS) {
      await readStatus(lastStatusAt ? now - lastStatusAt : STATUS_EVERY_MS);
      lastStatusAt = now;
    }
  };

  await tick();
  const loop = (async () => {
    while (!stopped) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      // A database hiccup must not end the loop: the next tick retries.
      await tick().catch(() => undefined);
    }
  })();

  const passed = (target: EventPosition, only?: readonly string[]) => [...followed].every(([name, f]) => (only !== undefined && !only.includes(name)) || comparePositions(f.checkpoint, target) >= 0);
  const nextChange = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      waiters.add(wake);
    });

  return {
    async waitForPosition(globalPosition, timeoutMs, only) {
      if (only !== undefined && only.length === 0) return true;
      const deadline = Date.now() + timeoutMs;
      let target = await eventStore.positionOf(globalPosition);
      while (!target || !passed(target, only)) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await nextChange(Math.min(left, POLL_MS));
        target ??= await eventStore.positionOf(globalPosition);
      }
      return true;
    },
    status: (): ProjectionStatus[] =>
      [...followed].map(([name, f]) => ({
        name,
        version: f.version,
        rebuild: f.rebuild,
        checkpoint: format(f.checkpoint),
        lagEvents: f.lagEvents,
        eventsPerSecond: f.eventsPerSecond,
        lastError: f.lastError,
        parked: f.parked,
      })),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      stopped = true;
      await loop;
      listeners.clear();
    },
  };
};
