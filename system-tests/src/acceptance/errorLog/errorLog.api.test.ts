// The error log over HTTP (spec 000 sections 2, 3 and 7): server errors caught by the process's error
// handler and its unhandled rejections, client errors posted by the browser, both in
// /admin/getRecentErrors with secrets redacted; its bounds; admin.errors to read it.
import { Client } from 'pg';
import { startCast, type Person, type World } from '../shared/people';
import { after, expectError, expectFieldErrors } from '../shared/answers';

interface Entry {
  errorID: string;
  source: string;
  userID: number | null;
  userName: string | null;
  timestamp: string;
  info: { msg: string; stack?: string; e?: string; script?: string; u?: string; l?: number; c?: number };
}

let world: World & { ada: Person; nobody: Person; errorsAdmin: Person; flooder: Person };
beforeAll(async () => {
  const { add, ...cast } = await startCast();
  world = {
    ...cast,
    ada: await add({ userID: 2, givenName: 'Ada', familyName: 'Lovelace' }),
    nobody: await add({ userID: 3, givenName: 'Nina' }),
    errorsAdmin: await add({ userID: 4, givenName: 'Erin', grants: ['admin.errors'] }),
    flooder: await add({ userID: 5, givenName: 'Flo' }),
  };
}, 120_000);
afterAll(async () => {
  await world?.stop();
});

const recent = async (headers: Record<string, string> = {}, who: Person = world.admin): Promise<Entry[]> => {
  const answer = await who.client.post('/api/admin/getRecentErrors', { days: 10 }, headers);
  expect(answer.status).toBe(200);
  return answer.body.errors as Entry[];
};

/** Server entries are appended beside the request: read until one shows (the read model follows the store). */
const eventually = async (find: (entries: Entry[]) => Entry | undefined): Promise<Entry> => {
  for (let i = 0; i < 50; i += 1) {
    const hit = find(await recent());
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the entry never showed');
};

describe('client errors', () => {
  it("records what the browser posts as source 'js' with the user's id and name, newest first", async () => {
    const info = { msg: 'TypeError: cannot read "name" of undefined', stack: 'TypeError: cannot...\n    at Card (index.js:10:4)', u: 'https://app.test/assets/index.js', l: 10, c: 4 };
    const logged = await world.ada.client.post('/api/errors/logClientError', { info });
    expect({ status: logged.status, body: logged.body }).toEqual({ status: 200, body: { ok: true } });
    const entries = await recent(after(logged));
    expect(entries[0]).toEqual({ errorID: expect.any(String), source: 'js', userID: 2, userName: 'Ada Lovelace', timestamp: expect.any(String), info });
    expect(Date.now() - Date.parse(entries[0]!.timestamp)).toBeLessThan(60_000);
  });

  it('never stores a secret the report carries', async () => {
    const info = { msg: 'login failed: password=hunter2', stack: 'at fetch (Authorization: Bearer abc.def.ghi)', u: 'https://app.test/?token=s3cr3t&view=1' };
    const logged = await world.ada.client.post('/api/errors/logClientError', { info });
    const entry = (await recent(after(logged))).find((e) => e.info.msg.startsWith('login failed'));
    expect(entry?.info).toEqual({ msg: 'login failed: password=[Redacted]', stack: 'at fetch (Authorization: [Redacted] [Redacted])', u: expect.stringContaining('view=1') });
    expect(JSON.stringify(entry)).not.toMatch(/hunter2|abc\.def|s3cr3t/);
  });

  it('refuses a report without a message or over its bounds, naming the field', async () => {
    expectFieldErrors(await world.ada.client.post('/api/errors/logClientError', { info: { msg: '' } }), ['info.msg']);
    expectFieldErrors(await world.ada.client.post('/api/errors/logClientError', { info: { msg: 'x', stack: 's'.repeat(8001) } }), ['info.stack']);
    expectFieldErrors(await world.ada.client.post('/api/errors/logClientError', { info: { msg: 'x', l: -1 } }), ['info.l']);
  });

  it('records at most 10 a minute per user: the 11th is refused with 429', async () => {
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await world.flooder.client.post('/api/errors/logClientError', { info: { msg: `flood ${i}` } }));
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(200));
    expectError(answers[10]!, 429, 'rateLimited');
    expect(answers[10]!.body.error.msg).toBe('At most 10 errors a minute are recorded; try again in a minute.');
    const entries = await recent(after(answers[9]!));
    expect(entries.filter((e) => e.userID === 5)).toHaveLength(10);
  });

  it('asks for a session to report', async () => {
    expectError(await world.anonymous.post('/api/errors/logClientError', { info: { msg: 'x' } }), 401);
  });
});

describe('server errors', () => {
  it('records a call that failed (500) with the service as source, the path as script, and the caller', async () => {
    // A read model's table gone is a server fault the error handler answers 500 'Something happened'.
    const db = new Client({ connectionString: world.app.databaseUrl });
    await db.connect();
    try {
      await db.query('ALTER TABLE feedback_forms RENAME TO feedback_forms_away');
      const failed = await world.admin.client.get('/api/v0/feedback_forms');
      expect({ status: failed.status, msg: failed.body.error?.msg }).toEqual({ status: 500, msg: 'Something happened' });
    } finally {
      await db.query('ALTER TABLE feedback_forms_away RENAME TO feedback_forms');
      await db.end();
    }
    const entry = await eventually((entries) => entries.find((e) => e.info.script === '/api/v0/feedback_forms'));
    expect(entry).toMatchObject({ source: 'gateway', userID: 1, info: { msg: expect.stringContaining('feedback_forms'), stack: expect.any(String) } });
  });

  it('records an unhandled rejection of the process, redacted', async () => {
    process.emit('unhandledRejection', new Error('reconnect with password=hunter2 failed'), Promise.resolve());
    const entry = await eventually((entries) => entries.find((e) => e.info.script === 'unhandledRejection'));
    expect(entry).toMatchObject({ source: 'gateway', userID: null, info: { msg: 'reconnect with password=[Redacted] failed' } });
    expect(JSON.stringify(entry)).not.toContain('hunter2');
  });
});

describe('reading the log', () => {
  it('needs admin.errors: 403 without it, 401 without a session, 200 with only that grant', async () => {
    expectError(await world.nobody.client.post('/api/admin/getRecentErrors', { days: 10 }), 403, 'forbidden');
    expectError(await world.anonymous.post('/api/admin/getRecentErrors', { days: 10 }), 401);
    expect((await recent({}, world.errorsAdmin)).length).toBeGreaterThan(0);
  });

  it('takes 1 to 30 days', async () => {
    expectFieldErrors(await world.admin.client.post('/api/admin/getRecentErrors', { days: 0 }), ['days']);
    expectFieldErrors(await world.admin.client.post('/api/admin/getRecentErrors', { days: 31 }), ['days']);
  });
});
