import type { AutomationKeyStore, NewKeyRecord } from '@wb/platform';
import { issueSystemKey } from './systemKeys';

const recordingStore = () => {
  const added: NewKeyRecord[] = [];
  const store: AutomationKeyStore = {
    add: async (record) => {
      added.push(record);
    },
    revoke: async () => undefined,
    remove: async () => undefined,
    deriveKey: async () => 'unused',
  };
  return { store, added };
};

describe("the server's own keys", () => {
  it('are random keys of one scope, recorded as the system', async () => {
    const { store, added } = recordingStore();
    const issued = await issueSystemKey(store, { scope: 'credits', ttlMs: 5 * 60_000, name: 'credits.png of project p1' });
    expect(issued.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(added).toEqual([{ keyID: issued.keyID, key: issued.key, expiresAt: issued.expiresAt, scopes: ['credits'], name: 'credits.png of project p1', system: true }]);
    expect(issued.expiresAt.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    expect((await issueSystemKey(store, { scope: 'credits', ttlMs: 1, name: 'x' })).key).not.toBe(issued.key);
  });

  it('live an hour at most, whatever is asked', async () => {
    const { store } = recordingStore();
    const issued = await issueSystemKey(store, { scope: 'exporter', ttlMs: 24 * 60 * 60_000, name: 'long' });
    expect(issued.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  });
});
