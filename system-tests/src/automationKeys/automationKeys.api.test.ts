// Automation access keys over HTTP (spec 002 sections 2 and 6; DESIGN.md section 7): an admin of
// exports makes a key for a scope; the key opens its scope's checks and nothing else; an expired,
// revoked, wrongly scoped, made-up or missing key is refused exactly alike; the key is in no list, no
// event, no stored answer and no log line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { HttpClient } from '../testing/httpClient';
import { startTestApp, type TestApp } from '../testing/startTestApp';
import { after, expectError, expectFieldErrors } from '../acceptance/shared/answers';
import { addPerson, type Person } from '../acceptance/shared/people';

const CREATE = '/api/admin/createAutomationKey';
const REVOKE = '/api/admin/revokeAutomationKey';
const LIST = '/api/admin/getAutomationKeys';
const CHECK = '/api/checkPuppeteerAccess';
const GLOBALS = '/api/getGlobalVariables';

const logFile = path.join(os.tmpdir(), `wb-keys-log-${process.pid}-${Date.now()}.ndjson`);
let app: TestApp;
let admin: HttpClient;
let exportsAdmin: Person;
let editor: Person;
let nobody: Person;
let db: Client | null = null;
const anonymous = () => new HttpClient(app.url);
/** Every key handed out in this suite: none of them may be found in the log or the stored data. */
const handedOut: string[] = [];

const makeKey = async (who: HttpClient, body: { name: string; scopes: string[]; expiresInDays: number }, headers?: Record<string, string>) => {
  const answer = await who.post(CREATE, body, headers);
  expect(answer.status).toBe(200);
  handedOut.push(answer.body.key);
  return answer;
};

beforeAll(async () => {
  app = await startTestApp({ logFile });
  admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  exportsAdmin = await addPerson(app, admin, { userID: 2, givenName: 'Xena', familyName: 'Exports', grants: ['admin.exports'] });
  editor = await addPerson(app, admin, { userID: 3, givenName: 'Edith', grants: ['content.projects-edit'] });
  nobody = await addPerson(app, admin, { userID: 4, givenName: 'Nina' });
  db = new Client({ connectionString: app.databaseUrl });
  await db.connect();
}, 120_000);
afterAll(async () => {
  await closeDb();
  await app?.stop();
  fs.rmSync(logFile, { force: true });
});

/** The test database, read and written as an operator would (the clock's passing, what is stored). */
const database = (): Client => {
  if (db === null) throw new Error('The database connection is closed');
  return db;
};
const closeDb = async () => {
  const open = db;
  db = null;
  await open?.end();
};

describe('a key made by an admin of exports', () => {
  it('opens the checks of its scope to a visitor, and answers the page globals', async () => {
    const made = await makeKey(exportsAdmin.client, { name: 'Credits renderer', scopes: ['credits'], expiresInDays: 30 });
    expect(made.body).toEqual({ keyID: expect.stringMatching(/^[0-9a-f-]{36}$/), key: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresOn: expect.any(String) });
    const days = (Date.parse(made.body.expiresOn) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const { key } = made.body;
    const visitor = anonymous();
    expect((await visitor.post(CHECK, { key, scope: 'credits' })).body).toEqual({ access: true });
    expect((await visitor.post(CHECK, { key })).body).toEqual({ access: true });
    const globals = await visitor.post(GLOBALS, { key, scope: 'credits' });
    expect(globals.status).toBe(200);
    expect(globals.body.variables).toEqual({ PRODUCT_NAME: 'Whiteboard Studio', API_PATH: '/api', MEDIA_PATH: '/api/v1/blobs/' });
  });

  it('is refused alike when it is of another scope, expired, revoked, made up, malformed, empty or missing', async () => {
    const credits = (await makeKey(admin, { name: 'Credits only', scopes: ['credits'], expiresInDays: 5 })).body;
    const expired = (await makeKey(admin, { name: 'Expired', scopes: ['exporter'], expiresInDays: 1 })).body;
    // A day passing, as the clock would have it.
    await database().query("UPDATE auth_automation_keys SET expires_at = now() - interval '1 second' WHERE key_id = $1", [expired.keyID]);
    const revoked = (await makeKey(admin, { name: 'Revoked', scopes: ['exporter'], expiresInDays: 5 })).body;
    expect((await anonymous().post(CHECK, { key: revoked.key, scope: 'exporter' })).body).toEqual({ access: true });
    expect((await admin.post(REVOKE, { keyID: revoked.keyID })).status).toBe(200);

    const refusedBodies = [
      { key: credits.key, scope: 'exporter' },
      { key: expired.key, scope: 'exporter' },
      { key: revoked.key, scope: 'exporter' },
      { key: 'A'.repeat(43), scope: 'exporter' },
      { key: 'not a key', scope: 'exporter' },
      { key: '', scope: 'exporter' },
      { scope: 'exporter' },
      {},
    ];
    const visitor = anonymous();
    const answers = [];
    for (const body of refusedBodies) {
      expect((await visitor.post(CHECK, body)).body).toEqual({ access: false });
      const refused = await visitor.post(GLOBALS, body);
      answers.push({ status: refused.status, body: refused.body });
    }
    expect(answers[0]).toMatchObject({ status: 403, body: { error: { msg: 'This page needs a valid access key.', code: 'forbidden' } } });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('is not needed by a signed-in user, whose session opens the pages', async () => {
    expect((await nobody.client.post(CHECK, {})).body).toEqual({ access: true });
    expect((await nobody.client.post(GLOBALS, { scope: 'exporter' })).status).toBe(200);
  });
});

describe('the admin calls', () => {
  it('refuse a user without admin.exports (403) and a visitor (401)', async () => {
    const made = await makeKey(admin, { name: 'Target', scopes: ['exporter'], expiresInDays: 2 });
    for (const who of [editor.client, nobody.client]) {
      expectError(await who.post(CREATE, { name: 'Mine', scopes: ['exporter'], expiresInDays: 2 }), 403, 'forbidden');
      expectError(await who.post(REVOKE, { keyID: made.body.keyID }), 403, 'forbidden');
      expectError(await who.post(LIST, {}), 403, 'forbidden');
    }
    expectError(await anonymous().post(LIST, {}), 401);
    expect((await anonymous().post(CHECK, { key: made.body.key, scope: 'exporter' })).body).toEqual({ access: true });
  });

  it('refuse bad input with the field and the reason', async () => {
    expectFieldErrors(await admin.post(CREATE, { name: 'Zero', scopes: ['exporter'], expiresInDays: 0 }), ['expiresInDays']);
    expectFieldErrors(await admin.post(CREATE, { name: 'Too long', scopes: ['exporter'], expiresInDays: 366 }), ['expiresInDays']);
    expectFieldErrors(await admin.post(CREATE, { name: 'None', scopes: [], expiresInDays: 5 }), ['scopes']);
    expectFieldErrors(await admin.post(CREATE, { name: 'Odd', scopes: ['admin'], expiresInDays: 5 }), ['scopes.0']);
    expectFieldErrors(await admin.post(CREATE, { name: ' ', scopes: ['credits'], expiresInDays: 5 }), ['name']);
    expectFieldErrors(await anonymous().post(GLOBALS, { key: 'k'.repeat(129) }), ['key']);
    expectError(await admin.post(REVOKE, { keyID: '0f8fad5b-d9cb-469f-a165-70867728950e' }), 404, 'notFound');
  });

  it('list the keys newest first with their scopes, dates and maker, never the key or its hash', async () => {
    const made = await makeKey(exportsAdmin.client, { name: 'Listed', scopes: ['exporter', 'credits'], expiresInDays: 7 });
    const revoked = await admin.post(REVOKE, { keyID: made.body.keyID });
    const list = await exportsAdmin.client.post(LIST, {}, after(revoked));
    expect(list.status).toBe(200);
    expect(list.body.keys[0]).toEqual({
      keyID: made.body.keyID,
      name: 'Listed',
      scopes: ['exporter', 'credits'],
      createdOn: expect.any(String),
      expiresOn: made.body.expiresOn,
      revokedOn: expect.any(String),
      createdBy: 'Xena Exports',
    });
    const { rows } = await database().query<{ secret_hash: string }>('SELECT secret_hash FROM auth_automation_keys');
    for (const secret of [...handedOut, ...rows.map((r) => r.secret_hash)]) expect(list.text).not.toContain(secret);
  });

  it('answer a retry with the same Idempotency-Key with the same key, kept nowhere but as a hash', async () => {
    const headers = { 'Idempotency-Key': `keys-retry-${Date.now()}` };
    const body = { name: 'Retried', scopes: ['exporter'], expiresInDays: 3 };
    const first = await makeKey(admin, body, headers);
    const again = await admin.post(CREATE, body, headers);
    expect({ status: again.status, body: again.body, position: again.headers.get('X-Position') }).toEqual({ status: 200, body: first.body, position: first.headers.get('X-Position') });
    expectError(await admin.post(CREATE, { ...body, name: 'Other' }, headers), 422, 'requestKeyReused');
    expect((await anonymous().post(CHECK, { key: first.body.key, scope: 'exporter' })).body).toEqual({ access: true });

    const stored = await database().query<{ text: string }>(
      `SELECT data::text || metadata::text AS text FROM events
       UNION ALL SELECT coalesce(response::text, '') FROM idempotency_keys
       UNION ALL SELECT row_to_json(k)::text FROM auth_automation_keys k`,
    );
    const everything = stored.rows.map((r) => r.text).join('\n');
    expect(everything).toContain(first.body.keyID);
    for (const key of handedOut) expect(everything).not.toContain(key);
  });
});

it('leaves no key in the log, sent in a body or in an address', async () => {
  const { key } = (await makeKey(admin, { name: 'Logged', scopes: ['exporter'], expiresInDays: 1 })).body;
  const visitor = anonymous();
  await visitor.post(CHECK, { key, scope: 'exporter' });
  await visitor.post(GLOBALS, { key: `${key}x` });
  await visitor.get(`${CHECK}?key=${key}&scope=exporter`);
  await closeDb();
  await app.stop();
  const log = fs.readFileSync(logFile, 'utf8');
  expect(log).toContain(`"url":"${CHECK}?key=`);
  expect(log).toContain(`"url":"${GLOBALS}"`);
  expect(handedOut.filter((k) => log.includes(k))).toEqual([]);
});
