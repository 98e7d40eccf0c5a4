// Whether the content lock is on, as the contentLock read model holds it (no row: never turned on).
// Every call the lock closes asks, so the answer is kept while the projection's checkpoint stands, as
// the users' access is (users/accessCache.ts): the row changes only when a batch moves the checkpoint.
import { ReadModels } from '@wb/contracts';
import type { Pool, ProjectionRunner } from '@wb/platform';

export type LockState = () => Promise<boolean>;

export const readLocked =
  (pool: Pool): LockState =>
  async () => {
    const { rows } = await pool.query<{ locked: boolean }>('SELECT locked FROM content_lock WHERE id = 1');
    return rows[0]?.locked ?? false;
  };

/** The contentLock projection's checkpoint as the runner knows it now; null if it is not running here. */
export const lockCheckpointOf = (runner: ProjectionRunner) => (): string | null => runner.status().find((s) => s.name === ReadModels.contentLock)?.checkpoint ?? null;

export const cachedLocked = (read: LockState, checkpoint: () => string | null): LockState => {
  let kept: { readonly locked: boolean; readonly checkpoint: string } | null = null;
  return async () => {
    const before = checkpoint();
    if (before === null) return read();
    if (kept?.checkpoint === before) return kept.locked;
    // Tagged with the checkpoint seen before the read: a batch applied during it makes the next call read again.
    const locked = await read();
    kept = { locked, checkpoint: before };
    return locked;
  };
};
