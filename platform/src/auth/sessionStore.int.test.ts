// Sessions kept in memory (the embedded mode) must end as at once as the rows do: a sign-out or a
// deactivation through any store over the same pool is seen by the very next lookup, an expired
// session is refused, and a lookup racing an end does not bring the ended session back.
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { sessionCacheOf } from './sessionCache';
import { createSessionTable, postgresSessionStore } from './sessionStore';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await createSessionTable(db.pool);
});
afterAll(async () => {
  await db.drop();
});

/** How many times the pool's clients ran a lookup of auth_sessions (counting round trips). */
const countLookups = () => {
  let lookups = 0;
  const query = db.pool.query.bind(db.pool) as (...args: unknown[]) => Promise<unknown>;
  const spy = jest.spyOn(db.pool, 'query').mockImplementation(((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('SELECT user_id')) lookups += 1;
    return query(...args);
  }) as never);
  return {
    get lookups() {
      return lookups;
    },
    restore: () => spy.mockRestore(),
  };
};

describe('a cached session store', () => {
  it('answers a live session from memory after its first lookup', async () => {
    const sessions = postgresSessionStore(db.pool, { cached: true });
    const id = await sessions.create(11);
    const counter = countLookups();
    try {
      expect(await sessions.userOf(id)).toBe(11);
      expect(await sessions.userOf(id)).toBe(11);
      expect(await sessions.userOf(id)).toBe(11);
      expect(counter.lookups).toBe(1);
    } finally {
      counter.restore();
    }
  });

  it('forgets a session signed out through another store over the same pool', async () => {
    const cached = postgresSessionStore(db.pool, { cached: true });
    const signOut = postgresSessionStore(db.pool);
    const id = await cached.create(12);
    expect(await cached.userOf(id)).toBe(12);
    await signOut.end(id);
    expect(await cached.userOf(id)).toBeNull();
  });

  it('forgets every session of a deactivated user, and only theirs', async () => {
    const cached = postgresSessionStore(db.pool, { cached: true });
    const deactivation = postgresSessionStore(db.pool);
    const [first, second, other] = [await cached.create(13), await cached.create(13), await cached.create(14)];
    for (const id of [first, second, other]) expect(await cached.userOf(id)).not.toBeNull();
    await deactivation.endAllOf(13);
    expect(await cached.userOf(first)).toBeNull();
    expect(await cached.userOf(second)).toBeNull();
    expect(await cached.userOf(other)).toBe(14);
  });

  it('ends every other session of a user and keeps the one named (a password change)', async () => {
    const cached = postgresSessionStore(db.pool, { cached: true });
    const change = postgresSessionStore(db.pool);
    const [kept, ended, other] = [await cached.create(16), await cached.create(16), await cached.create(17)];
    for (const id of [kept, ended, other]) expect(await cached.userOf(id)).not.toBeNull();
    await change.endAllOf(16, kept);
    expect(await cached.userOf(kept)).toBe(16);
    expect(await cached.userOf(ended)).toBeNull();
    expect(await cached.userOf(other)).toBe(17);
  });

  it('refuses a session once it has expired, although it was cached', async () => {
    const cached = postgresSessionStore(db.pool, { cached: true });
    const id = await cached.create(15);
    await db.pool.query("UPDATE auth_sessions SET expires_at = now() + interval '300 milliseconds' WHERE user_id = 15");
    expect(await cached.userOf(id)).toBe(15);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const counter = countLookups();
    try {
      expect(await cached.userOf(id)).toBeNull();
      // Refused by its expiry in memory, then confirmed by the database (which alone says it is gone).
      expect(counter.lookups).toBe(1);
    } finally {
      counter.restore();
    }
  });

  it('refuses a session unused for longer than the idle time, cached or not, and keeps one in use alive', async () => {
    const cached = postgresSessionStore(db.pool, { cached: true });
    const uncached = postgresSessionStore(db.pool);
    const idle = await cached.create(17);
    const used = await cached.create(18);
    expect(await cached.userOf(idle)).toBe(17);
    await db.pool.query("UPDATE auth_sessions SET last_seen_at = now() - interval '8 days' WHERE user_id = 17");
    await db.pool.query("UPDATE auth_sessions SET last_seen_at = now() - interval '2 hours' WHERE user_id = 18");
    expect(await uncached.userOf(idle)).toBeNull();
    // A fresh cache (another process) reads the row; the idle session is gone, the used one is written as seen now.
    const otherProcess = postgresSessionStore(db.pool, { cached: true });
    sessionCacheOf(db.pool).forgetUser(17);
    expect(await otherProcess.userOf(idle)).toBeNull();
    expect(await uncached.userOf(used)).toBe(18);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { rows } = await db.pool.query<{ fresh: boolean }>("SELECT last_seen_at > now() - interval '1 minute' AS fresh FROM auth_sessions WHERE user_id = 18");
    expect(rows[0]?.fresh).toBe(true);
  });

  it('does not keep what a lookup read before the session was ended', async () => {
    const cached = postgresSessionStore(db.pool, { cached: true });
    const id = await cached.create(16);
    // The lookup reads the row, then its answer is held back until the sign-out has deleted the row
    // and answered: the session read before must not come back into memory.
    let ended: Promise<void> = Promise.resolve();
    const query = db.pool.query.bind(db.pool) as (...args: unknown[]) => Promise<unknown>;
    const spy = jest.spyOn(db.pool, 'query').mockImplementation(((...args: unknown[]) => {
      const answer = query(...args);
      if (typeof args[0] !== 'string' || !args[0].startsWith('SELECT user_id')) return answer;
      ended = cached.end(id);
      return answer.then(async (rows) => {
        await ended;
        return rows;
      });
    }) as never);
    let during: number | null;
    try {
      during = await cached.userOf(id);
    } finally {
      spy.mockRestore();
    }
    await ended;
    expect(during).toBe(16);
    expect(await cached.userOf(id)).toBeNull();
  });

  it('answers no user for an unknown session', async () => {
    const cached = postgresSessionStore(db.pool, { cached: true });
    expect(await cached.userOf('not-a-session')).toBeNull();
    const id = await cached.create(17);
    expect(await cached.userOf(id)).toBe(17);
  });
});

describe('an uncached session store', () => {
  it('asks the database on every call', async () => {
    const sessions = postgresSessionStore(db.pool);
    const id = await sessions.create(21);
    const counter = countLookups();
    try {
      await sessions.userOf(id);
      await sessions.userOf(id);
      expect(counter.lookups).toBe(2);
    } finally {
      counter.restore();
    }
  });
});
