import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { createIdempotencyStore, type IdempotencyStore } from './idempotencyStore';

let db: TestDatabase;
let store: IdempotencyStore;
const scope = (key: string) => ({ key, userID: 7, callPath: '/admin/addGrants' });
const answer = { body: { ok: true }, position: 42n };

beforeAll(async () => {
  db = await createTestDatabase('wbidem');
  store = await createIdempotencyStore(db.pool);
});
afterAll(() => db.drop());

describe('the idempotency store', () => {
  it('lets the first request with a key run, then answers its first answer to the same request', async () => {
    expect(await store.claim(scope('k1'), 'hash-a')).toEqual({ kind: 'run' });
    expect(await store.save(scope('k1'), 'hash-a', answer)).toEqual(answer);
    expect(await store.claim(scope('k1'), 'hash-a')).toEqual({ kind: 'answered', answer });
  });

  it('tells a different request under a used key apart, answered or still running', async () => {
    await store.claim(scope('k2'), 'hash-a');
    expect(await store.claim(scope('k2'), 'hash-b')).toEqual({ kind: 'otherRequest' });
    await store.save(scope('k2'), 'hash-a', answer);
    expect(await store.claim(scope('k2'), 'hash-b')).toEqual({ kind: 'otherRequest' });
  });

  it('lets the same request run again while its first try has no answer yet (racing identical tries)', async () => {
    await store.claim(scope('k3'), 'hash-a');
    expect(await store.claim(scope('k3'), 'hash-a')).toEqual({ kind: 'run' });
  });

  it('keeps the first answer when two identical tries both save', async () => {
    await store.claim(scope('k4'), 'hash-a');
    await store.save(scope('k4'), 'hash-a', answer);
    expect(await store.save(scope('k4'), 'hash-a', { body: { ok: false }, position: 43n })).toEqual(answer);
  });

  it('forgets a released claim, so that a refused request may be sent again with another input', async () => {
    await store.claim(scope('k5'), 'hash-a');
    await store.release(scope('k5'), 'hash-a');
    expect(await store.claim(scope('k5'), 'hash-b')).toEqual({ kind: 'run' });
  });

  it('never releases an answered key', async () => {
    await store.claim(scope('k6'), 'hash-a');
    await store.save(scope('k6'), 'hash-a', answer);
    await store.release(scope('k6'), 'hash-a');
    expect(await store.claim(scope('k6'), 'hash-a')).toEqual({ kind: 'answered', answer });
  });

  it('keeps keys apart per user and per call', async () => {
    await store.claim(scope('k7'), 'hash-a');
    expect(await store.claim({ ...scope('k7'), userID: 8 }, 'hash-b')).toEqual({ kind: 'run' });
    expect(await store.claim({ ...scope('k7'), callPath: '/admin/revokeGrants' }, 'hash-b')).toEqual({ kind: 'run' });
  });

  it('upgrades a store of the first schema, whose answers have no hash and are taken as the same request', async () => {
    const old = await createTestDatabase('wbidem');
    try {
      await old.pool.query(`CREATE TABLE idempotency_keys (key text NOT NULL, user_id integer NOT NULL, call_path text NOT NULL,
        response jsonb NOT NULL, position text, created_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (user_id, key, call_path))`);
      await old.pool.query(`INSERT INTO idempotency_keys (key, user_id, call_path, response, position) VALUES ('old', 7, '/admin/addGrants', '{"ok":true}', '42')`);
      const upgraded = await createIdempotencyStore(old.pool);
      expect(await upgraded.claim(scope('old'), 'hash-x')).toEqual({ kind: 'answered', answer });
      expect(await upgraded.claim(scope('new'), 'hash-x')).toEqual({ kind: 'run' });
    } finally {
      await old.drop();
    }
  });
});
