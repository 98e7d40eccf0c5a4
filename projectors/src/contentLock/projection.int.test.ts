import { createHarness, type Harness } from '../testing/harness';
import { contentLockProjection } from './projection';

describe('content lock projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given no toggle, expect no row (unlocked); given toggles, expect the last state', async () => {
    const runner = await h.run([contentLockProjection]);
    expect(await h.rows('SELECT locked FROM content_lock')).toEqual([]);
    await h.append('contentlock-global', { type: 'ContentLockToggled', data: { locked: true } });
    const locked = await h.append('contentlock-global', { type: 'ContentLockToggled', data: { locked: false } });
    expect(await runner.waitForPosition(locked, 5000)).toBe(true);
    expect(await h.rows('SELECT locked FROM content_lock')).toEqual([{ locked: false }]);
    const relocked = await h.append('contentlock-global', { type: 'ContentLockToggled', data: { locked: true } }, { time: '2024-03-01T00:00:00.000Z' });
    expect(await runner.waitForPosition(relocked, 5000)).toBe(true);
    expect(await h.rows('SELECT id, locked, changed_on FROM content_lock')).toEqual([{ id: 1, locked: true, changed_on: new Date('2024-03-01T00:00:00.000Z') }]);
    await runner.stop();
  });
});
