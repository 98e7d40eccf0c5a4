import { ErrorLogLimits } from '@wb/contracts';
import { createHarness, type Harness } from '../testing/harness';
import { errorLogProjection } from './projection';

describe('error log projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given client and server errors and their users, expect one row each with the source, user and info', async () => {
    await h.append('user-7', { type: 'UserAdded', data: { userID: 7, email: 'ada@example.com', givenName: 'Ada', familyName: 'Lovelace' } });
    await h.append('errorlog-7', {
      type: 'ClientErrorLogged',
      data: { errorID: 'c1', userID: 7, timestamp: '2026-03-01T10:00:00.000Z', info: { msg: 'x is undefined', u: 'https://app.test/a.js', l: 3, c: 4 } },
    });
    const last = await h.append(
      'servererrors-gateway',
      { type: 'ServerErrorLogged', data: { errorID: 's1', source: 'gateway', userID: null, info: { msg: 'db down', stack: 'Error: db down', script: '/api/x' }, suppressed: 2 } },
      { time: '2026-03-01T11:00:00.000Z' },
    );
    const runner = await h.run([errorLogProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(await h.rows('SELECT error_id, source, user_id, logged_at, info, suppressed FROM error_log ORDER BY error_id')).toEqual([
      { error_id: 'c1', source: 'js', user_id: 7, logged_at: new Date('2026-03-01T10:00:00.000Z'), info: { msg: 'x is undefined', u: 'https://app.test/a.js', l: 3, c: 4 }, suppressed: 0 },
      { error_id: 's1', source: 'gateway', user_id: null, logged_at: new Date('2026-03-01T11:00:00.000Z'), info: { msg: 'db down', stack: 'Error: db down', script: '/api/x' }, suppressed: 2 },
    ]);
    expect(await h.rows('SELECT user_id, name FROM error_log_people')).toEqual([{ user_id: 7, name: 'Ada Lovelace' }]);

    // An entry past the retention window of a newer one is removed when the newer one comes in.
    const later = new Date(Date.parse('2026-03-01T10:30:00.000Z') + (ErrorLogLimits.retentionDays + 1) * 86_400_000).toISOString();
    const newest = await h.append('errorlog-7', { type: 'ClientErrorLogged', data: { errorID: 'c2', userID: 7, timestamp: later, info: { msg: 'later' } } });
    expect(await runner.waitForPosition(newest, 5000)).toBe(true);
    expect(await h.rows('SELECT error_id FROM error_log ORDER BY error_id')).toEqual([{ error_id: 'c2' }]);
    await runner.stop();
  });
});
