import { createHarness, type Harness } from '../testing/harness';
import { automationKeysProjection } from './projection';

describe('automation keys projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given keys made and revoked, expect their rows with their maker, and nothing secret', async () => {
    await h.append('user-4', { type: 'UserAdded', data: { userID: 4, email: 'ada@example.org', givenName: 'Ada', familyName: 'Admin' } });
    const made = (keyID: string, name: string) => ({
      type: 'AutomationKeyCreated' as const,
      data: { keyID, name, scopes: ['exporter' as const, 'credits' as const], createdOn: '2026-11-01T00:00:00.000Z', expiresOn: '2026-12-01T00:00:00.000Z', userID: 4 },
    });
    await h.append('automationkey-a', made('a', 'Render farm'));
    await h.append('automationkey-b', made('b', 'Old bot'));
    const last = await h.append('automationkey-b', { type: 'AutomationKeyRevoked', data: { keyID: 'b', userID: 4 } }, { time: '2026-11-02T00:00:00.000Z' });
    const runner = await h.run([automationKeysProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(await h.rows('SELECT k.*, m.name AS maker FROM automation_keys k LEFT JOIN automation_key_makers m ON m.user_id = k.created_by ORDER BY key_id')).toEqual([
      {
        key_id: 'a',
        name: 'Render farm',
        scopes: ['exporter', 'credits'],
        created_on: new Date('2026-11-01T00:00:00.000Z'),
        expires_on: new Date('2026-12-01T00:00:00.000Z'),
        revoked_on: null,
        created_by: 4,
        maker: 'Ada Admin',
      },
      {
        key_id: 'b',
        name: 'Old bot',
        scopes: ['exporter', 'credits'],
        created_on: new Date('2026-11-01T00:00:00.000Z'),
        expires_on: new Date('2026-12-01T00:00:00.000Z'),
        revoked_on: new Date('2026-11-02T00:00:00.000Z'),
        created_by: 4,
        maker: 'Ada Admin',
      },
    ]);
    await runner.stop();
  });
});
