// What the screen-recording exporter reads with an automation key and no session (spec 002 sections 2
// and 6: /exporter is "open to a signed-in user or to a holder of a valid automation access key given
// in the query parameter key"): the chosen scenes' names in the order asked, each scene's document as
// the editor reads it, the files as /files/getByIDs answers them, and the pictures they show (the blob
// read takes ?key=). Any other key, or none, gets the one refusal; a session alone does not open them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { HttpClient, type Answer } from '../testing/httpClient';
import { startTestApp, type TestApp } from '../testing/startTestApp';
import { afterLatest, expectError, expectFieldErrors } from '../acceptance/shared/answers';
import { addPerson, type Person } from '../acceptance/shared/people';
import { pngOf, sessionHeaders, uploadForm } from '../acceptance/uploads/uploadsWorld';

jest.setTimeout(120_000);

const SCENES = '/api/exporter/getExporterScenes';
const DOCUMENT = '/api/exporter/getExporterSceneDocument';
const FILES = '/api/exporter/getExporterFiles';
const REFUSED = 'This page needs a valid access key.';

const logFile = path.join(os.tmpdir(), `wb-exporter-reads-log-${process.pid}-${Date.now()}.ndjson`);
let app: TestApp;
let admin: HttpClient;
let editor: Person;
let nobody: Person;
const anonymous = () => new HttpClient(app.url);
/** Every setup command: reads wait (X-Min-Position) until the read models include them all. */
const answers: Answer[] = [];
const seen = () => afterLatest(answers);

const must = async (who: HttpClient, url: string, body: unknown): Promise<Answer> => {
  const answer = await who.post(url, body);
  if (answer.status !== 200) throw new Error(`setup ${url}: ${answer.status} ${answer.text}`);
  answers.push(answer);
  return answer;
};
const upload = async (who: HttpClient, purpose: string, name: string, bytes: Buffer): Promise<string> => {
  const answer = await uploadForm(who, { key: purpose, file: { name, bytes } });
  if (answer.status !== 200) throw new Error(`upload ${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.url as string;
};

const world = { projectID: '', pictured: '', empty: '', fileID: '', picture: '', loose: '' };
const keys = { live: '', credits: '', expired: '', revoked: '' };

const keyOf = async (name: string, scopes: string[]) => (await must(admin, '/api/admin/createAutomationKey', { name, scopes, expiresInDays: 1 })).body as { keyID: string; key: string };

beforeAll(async () => {
  app = await startTestApp({ logFile });
  admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  editor = await addPerson(app, admin, { userID: 2, givenName: 'Edith', grants: ['content.projects-edit', 'content.assets-edit'] });
  nobody = await addPerson(app, admin, { userID: 3, givenName: 'Nina' });
  world.projectID = (await must(editor.client, '/api/project/create', { name: 'Recorded with a key', groups: [] })).body.project.projectID;

  // A scene imported from an SVG with a picture in it (stored as a file of its own), and an empty scene.
  const pixel = (await pngOf(4, 4)).toString('base64');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><g id="Scene"><g id="image_a"><image id="Photo" width="40" height="40" href="data:image/png;base64,${pixel}"/></g></g><g id="Animation"><g id="image_a"/></g></svg>`;
  const drawing = await upload(editor.client, 'svg', 'pictured.svg', Buffer.from(svg));
  world.pictured = (await must(editor.client, '/api/scene/importScene', { projectID: world.projectID, url: drawing, fileName: 'Pictured.svg' })).body.scene.sceneID;
  world.empty = (await must(editor.client, '/api/scene/createProjectScene', { projectID: world.projectID, name: 'Empty' })).body.scene.sceneID;
  const document = await editor.client.post('/api/editor/getSceneDocument', { sceneID: world.pictured }, seen());
  world.picture = /\/api\/v1\/blobs\/sceneImage\/[A-Za-z0-9/._-]+/.exec(document.text)?.[0] ?? '';
  if (!world.picture) throw new Error(`no stored picture in the imported scene: ${document.text.slice(0, 300)}`);
  // The same drawing as a project file (v=1), and an upload nothing holds (a key does not open it).
  world.fileID = (await must(editor.client, '/api/project/addFile', { projectID: world.projectID, name: 'Pictured.svg', type: 'svg', size: svg.length, data: { url: drawing } })).body.file.fileID;
  world.loose = await upload(editor.client, 'asset', 'loose.png', await pngOf(3, 3));

  keys.live = (await keyOf('Recorder', ['exporter'])).key;
  keys.credits = (await keyOf('Credits only', ['credits'])).key;
  const expired = await keyOf('Expired', ['exporter']);
  keys.expired = expired.key;
  const db = new Client({ connectionString: app.databaseUrl });
  await db.connect();
  // A day passing, as the clock would have it.
  await db.query("UPDATE auth_automation_keys SET expires_at = now() - interval '1 second' WHERE key_id = $1", [expired.keyID]);
  await db.end();
  const revoked = await keyOf('Revoked', ['exporter']);
  keys.revoked = revoked.key;
  await must(admin, '/api/admin/revokeAutomationKey', { keyID: revoked.keyID });
});
afterAll(async () => {
  await app?.stop();
  fs.rmSync(logFile, { force: true });
});

/** A GET of a stored file: its status and bytes. */
const blob = async (url: string, who: HttpClient | null = null) => {
  const res = await fetch(`${app.url}${url}`, { headers: { ...(who ? sessionHeaders(who) : {}), ...seen() } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
};
const withKey = (url: string, key: string) => `${url}?key=${encodeURIComponent(key)}`;

describe('a live key of scope exporter, without a session', () => {
  it("answers the chosen scenes' names in the order asked, each once, leaving out ids of no scene", async () => {
    const answer = await anonymous().post(SCENES, { key: keys.live, sceneIDs: [world.empty, 'no-such-scene', world.pictured, world.empty] }, seen());
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 200,
      body: {
        scenes: [
          { sceneID: world.empty, name: 'Empty' },
          { sceneID: world.pictured, name: 'Pictured' },
        ],
      },
    });
  });

  it("answers each scene's document as the editor reads it, the empty scene's too", async () => {
    for (const sceneID of [world.pictured, world.empty]) {
      const byKey = await anonymous().post(DOCUMENT, { key: keys.live, sceneID }, seen());
      const editorRead = await editor.client.post('/api/editor/getSceneDocument', { sceneID }, seen());
      expect(byKey.status).toBe(200);
      expect(byKey.body).toEqual({ document: editorRead.body.document, problem: editorRead.body.problem });
    }
    const pictured = await anonymous().post(DOCUMENT, { key: keys.live, sceneID: world.pictured }, seen());
    expect(pictured.text).toContain(world.picture);
    expectError(await anonymous().post(DOCUMENT, { key: keys.live, sceneID: 'no-such-scene' }, seen()), 404, 'notFound');
  });

  it('answers the files as /files/getByIDs answers them', async () => {
    const ids = [world.fileID, 'no-such-file'];
    const byKey = await anonymous().post(FILES, { key: keys.live, fileIDs: ids }, seen());
    const editorRead = await editor.client.post('/api/files/getByIDs', { fileIDs: ids }, seen());
    expect(byKey.status).toBe(200);
    expect(byKey.body.files.map((f: { name: string }) => f.name)).toEqual(['Pictured.svg']);
    expect(byKey.body).toEqual(editorRead.body);
  });

  it("reads the pictures a scene or a file shows with ?key=, and nothing a project's viewer could not", async () => {
    const bySession = await blob(world.picture, editor.client);
    expect(bySession.status).toBe(200);
    const byKey = await blob(withKey(world.picture, keys.live));
    expect({ status: byKey.status, same: byKey.bytes.equals(bySession.bytes) }).toEqual({ status: 200, same: true });
    const file = (await anonymous().post(FILES, { key: keys.live, fileIDs: [world.fileID] }, seen())).body.files[0];
    expect((await blob(withKey(file.url, keys.live))).status).toBe(200);
    // A signed-in user who may not view projects reads it with the key, not without.
    expect((await blob(world.picture, nobody.client)).status).toBe(403);
    expect((await blob(withKey(world.picture, keys.live), nobody.client)).status).toBe(200);
    // An upload nothing holds is its uploader's alone, key or not.
    expect((await blob(withKey(world.loose, keys.live))).status).toBe(401);
  });
});

describe('any other key, or none', () => {
  const bodies = () => [{ key: keys.credits }, { key: keys.expired }, { key: keys.revoked }, { key: 'A'.repeat(43) }, { key: '' }, {}];

  it('is one and the same refusal (403) on every call', async () => {
    const refusals = [];
    for (const key of bodies()) {
      for (const [url, body] of [
        [SCENES, { sceneIDs: [world.pictured] }],
        [DOCUMENT, { sceneID: world.pictured }],
        [FILES, { fileIDs: [world.fileID] }],
      ] as const) {
        const answer = await anonymous().post(url, { ...key, ...body }, seen());
        refusals.push({ status: answer.status, body: answer.body });
      }
    }
    expect(refusals[0]).toEqual({ status: 403, body: { error: expect.objectContaining({ msg: REFUSED, code: 'forbidden' }) } });
    for (const refusal of refusals) expect(refusal).toEqual(refusals[0]);
  });

  it('reads no picture: the same answer as no key at all', async () => {
    expect((await blob(world.picture)).status).toBe(401);
    for (const key of [keys.credits, keys.expired, keys.revoked, 'A'.repeat(43)]) expect((await blob(withKey(world.picture, key))).status).toBe(401);
  });

  it('is refused to a signed-in user as well: the session opens the session calls, not these (orSignedIn false)', async () => {
    const answer = await editor.client.post(SCENES, { sceneIDs: [world.pictured] }, seen());
    expectError(answer, 403, 'forbidden');
    expect(answer.body.error.msg).toBe(REFUSED);
    expect((await editor.client.post(SCENES, { key: keys.live, sceneIDs: [world.pictured] }, seen())).status).toBe(200);
  });
});

it('refuses bad input with the field and the reason, the key checked after the input', async () => {
  expectFieldErrors(await anonymous().post(SCENES, { key: keys.live, sceneIDs: [] }), ['sceneIDs']);
  expectFieldErrors(await anonymous().post(SCENES, { key: keys.live, sceneIDs: Array.from({ length: 101 }, (_, i) => `s${i}`) }), ['sceneIDs']);
  expectFieldErrors(await anonymous().post(FILES, { key: keys.live, fileIDs: ['bad id'] }), ['fileIDs.0']);
  expectFieldErrors(await anonymous().post(DOCUMENT, { key: 'k'.repeat(129), sceneID: world.pictured }), ['key']);
  // The most ids a call takes, of the longest kind, fit a request without a session.
  const longest = await anonymous().post(FILES, { key: keys.live, fileIDs: Array.from({ length: 100 }, (_, i) => `${i}`.padStart(64, 'f')) });
  expect({ status: longest.status, files: longest.body.files }).toEqual({ status: 200, files: [] });
});

it('leaves no key in the log, sent in a body or in a stored file address', async () => {
  await anonymous().post(SCENES, { key: keys.live, sceneIDs: [world.pictured] });
  await blob(withKey(world.picture, keys.live));
  await app.stop();
  const log = fs.readFileSync(logFile, 'utf8');
  expect(log).toContain('"url":"/api/v1/blobs/sceneImage/');
  expect([keys.live, keys.credits, keys.expired, keys.revoked].filter((key) => log.includes(key))).toEqual([]);
});
