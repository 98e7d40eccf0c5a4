// Sessions the process has already looked up, so that a signed-in user's every call does not cost a
// round trip to auth_sessions. Safe only where every session end of the deployment passes through
// this process (the embedded mode): ends are invalidated here, by the stores that delete the rows.
// Shared by every store over one pool (the gateway's middleware and command-api's sign-out and
// deactivation each make their own), so an end by any of them reaches the lookups of all.
import type { Pool } from 'pg';

interface Entry {
  readonly userID: number;
  /** Epoch ms; a hit past it is a miss (the row's expires_at, as the SQL lookup checks it). */
  readonly expiresAt: number;
  /** Epoch ms of the session's last use as the table holds it. */
  readonly seenAt: number;
  /** Epoch ms; a hit past it is a miss too (its last use plus the idle time). */
  readonly idleEnd: number;
}

/** Bound on cached sessions: the oldest looked-up goes first (a miss is one round trip, as before). */
const MAX_ENTRIES = 10_000;

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * Bumped by every end: a lookup that began before an end may have read the row the end deleted, so
   * it stores its answer only if no end happened meanwhile.
   */
  private generation = 0;

  get(idHash: string, now = Date.now()): Entry | null {
    const entry = this.entries.get(idHash);
    if (!entry) return null;
    if (entry.expiresAt > now && entry.idleEnd > now) return entry;
    this.entries.delete(idHash);
    return null;
  }

  /** After a lookup wrote the session's last use: its idle end moves with it. */
  touch(idHash: string, seenAt: number, idleEnd: number): void {
    const entry = this.entries.get(idHash);
    if (entry) this.entries.set(idHash, { ...entry, seenAt, idleEnd });
  }

  /** Call before the round trip; pass the answer to `store`. */
  begin(): number {
    return this.generation;
  }

  store(began: number, idHash: string, entry: Entry): void {
    if (began !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(idHash, entry);
  }

  /** After the row is deleted (and before the caller is answered). */
  forget(idHash: string): void {
    this.generation += 1;
    this.entries.delete(idHash);
  }

  /** After a user's rows are deleted: deactivation signs them out everywhere at once. */
  forgetUser(userID: number): void {
    this.generation += 1;
    for (const [idHash, entry] of this.entries) if (entry.userID === userID) this.entries.delete(idHash);
  }
}

const caches = new WeakMap<Pool, SessionCache>();

export const sessionCacheOf = (pool: Pool): SessionCache => {
  let cache = caches.get(pool);
  if (!cache) {
    cache = new SessionCache();
    caches.set(pool, cache);
  }
  return cache;
};
