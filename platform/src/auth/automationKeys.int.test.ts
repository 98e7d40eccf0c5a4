import type { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { automationKeyStore, newAutomationKey, verifyAutomationKey, type AutomationKeyStore } from './automationKeys';

let db: TestDatabase;
let store: AutomationKeyStore;
const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);

beforeAll(async () => {
  db = await createTestDatabase('wbkeys');
  store = automationKeyStore(db.pool);
});
afterAll(() => db.drop());

describe('automation keys in the auth table', () => {
  it('keep only the hash, and answer a live key of the scope with its id', async () => {
    const key = newAutomationKey();
    await store.add({ keyID: 'k-live', key, scopes: ['credits'], expiresAt: inAnHour(), name: 'Live', system: false });
    expect(await verifyAutomationKey(db.pool, key, 'credits')).toEqual({ keyID: 'k-live' });
    expect(await verifyAutomationKey(db.pool, key, 'any')).toEqual({ keyID: 'k-live' });
    expect(await verifyAutomationKey(db.pool, key, 'exporter')).toBeNull();
    const { rows } = await db.pool.query('SELECT row_to_json(k)::text AS row FROM auth_automation_keys k');
    expect(rows.map((r: { row: string }) => r.row).join()).not.toContain(key);
  });

  it('refuse a key once it expired or was revoked, and a second record of an id keeps the first', async () => {
    const expired = newAutomationKey();
    await store.add({ keyID: 'k-old', key: expired, scopes: ['exporter'], expiresAt: new Date(Date.now() - 1000), name: 'Old', system: false });
    expect(await verifyAutomationKey(db.pool, expired, 'exporter')).toBeNull();

    const revoked = newAutomationKey();
    await store.add({ keyID: 'k-revoked', key: revoked, scopes: ['exporter'], expiresAt: inAnHour(), name: 'Revoked', system: false });
    await store.add({ keyID: 'k-revoked', key: newAutomationKey(), scopes: ['exporter'], expiresAt: inAnHour(), name: 'Again', system: false });
    expect(await verifyAutomationKey(db.pool, revoked, 'exporter')).toEqual({ keyID: 'k-revoked' });
    await store.revoke('k-revoked');
    expect(await verifyAutomationKey(db.pool, revoked, 'exporter')).toBeNull();
  });

  it('refuse anything not shaped like a key without a lookup', async () => {
    // A pool that fails any query: a refusal with it shows no query was made.
    const noQueries = {
      query: () => {
        throw new Error('looked up');
      },
    } as unknown as Pool;
    for (const key of [undefined, '', 'short', `${newAutomationKey()}=`, 'é'.repeat(43)]) expect(await verifyAutomationKey(noQueries, key, 'any')).toBeNull();
  });

  it('derive the same key from the same seed, and another from another seed', async () => {
    const first = await store.deriveKey('1|retry-key|k-1');
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await automationKeyStore(db.pool).deriveKey('1|retry-key|k-1')).toBe(first);
    expect(await store.deriveKey('1|retry-key|k-2')).not.toBe(first);
  });
});
