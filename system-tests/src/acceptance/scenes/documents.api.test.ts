// Saving and reading scene documents (docs/decisions/scenes-backend.md): versions, the stale check and "keep
// my copy as a new version", the size limit, restore, the Versions list, concurrent saves, retries,
// and a stored document that cannot be read opening empty with the problem (spec 002 section 8).
import { Pool } from 'pg';
import { Calls } from '@wb/contracts';
import { PostgresDocumentStore } from '@wb/platform';
import { after, expectError, type ProjectsWorld } from '../projects/projectsWorld';
import { documentOf, newScene, save, sceneAfter, startScenesSuite } from './scenesWorld';

let world: ProjectsWorld;
let projectID: string;
startScenesSuite((started, project) => {
  world = started;
  projectID = project;
});

const post = (path: string, body: unknown, headers?: Record<string, string>) => world.editor.client.post(path, body, headers);
/** How many documents the store holds for the scene (the PostgreSQL adapter's table). */
const storedDocumentsOf = async (sceneID: string): Promise<number> => {
  const pool = new Pool({ connectionString: world.app.databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query<{ n: string }>("SELECT count(*) AS n FROM document_store WHERE collection = 'scenes' AND key LIKE $1", [`${sceneID}/%`]);
    return Number(rows[0]?.n);
  } finally {
    await pool.end();
  }
};
const documentAfter = (command: Parameters<typeof after>[0], sceneID: string, version?: number) =>
  post('/api/editor/getSceneDocument', { sceneID, ...(version === undefined ? {} : { version }) }, after(command));

it('opens a scene never saved as version 0 with no elements, its duration and size', async () => {
  const { scene, answer } = await newScene(world.editor, projectID);
  const opened = await documentAfter(answer, scene.sceneID);
  expect(opened.body).toEqual({ version: 0, hash: '', problem: null, document: { sceneID: scene.sceneID, duration: 30_000, dimensions: { width: 1920, height: 1080 }, elements: [] } });
});

it('saves versions 1 and 2 and reads each back, the card following the latest', async () => {
  const { scene } = await newScene(world.editor, projectID);
  const first = await save(world.editor, scene.sceneID, 0, documentOf(scene.sceneID, 2, -1, 20_000));
  expect(first.status).toBe(200);
  expect(first.body).toEqual({ version: 1, hash: expect.stringMatching(/^[0-9a-f]{64}$/), savedOn: expect.any(String) });
  expect(first.headers.get('X-Position')).toMatch(/^\d+$/);
  const second = await save(world.editor, scene.sceneID, 1, documentOf(scene.sceneID, 3, 1, 25_000));
  expect(second.body.version).toBe(2);
  const latest = await documentAfter(second, scene.sceneID);
  expect(latest.body).toMatchObject({ version: 2, hash: second.body.hash, problem: null, document: { sceneID: scene.sceneID, duration: 25_000 } });
  expect(latest.body.document.elements).toHaveLength(3);
  expect(latest.body.document.elements[1].props.translateX).toBe(999);
  expect(Calls.editor.getSceneDocument.output.safeParse(latest.body).success).toBe(true);
  expect(Calls.editor.saveSceneDocument.output.safeParse(second.body).success).toBe(true);
  const older = await documentAfter(second, scene.sceneID, 1);
  expect(older.body).toMatchObject({ version: 1, hash: first.body.hash, document: { duration: 20_000 } });
  const card = (await sceneAfter(world.editor, second, scene.sceneID)).body.scene;
  expect(card).toMatchObject({ documentVersion: 2, data: { duration: 25_000, s3Key: `${scene.sceneID}/2`, timestamp: second.body.savedOn } });
  expectError(await documentAfter(second, scene.sceneID, 7), 404, 'notFound');
});

it('refuses a save on a version that is no longer the latest with 409, unless kept as a new version', async () => {
  const { scene } = await newScene(world.editor, projectID);
  await save(world.editor, scene.sceneID, 0, documentOf(scene.sceneID, 1));
  const theirs = await save(world.editor, scene.sceneID, 1, documentOf(scene.sceneID, 2));
  const mine = await save(world.otherEditor, scene.sceneID, 1, documentOf(scene.sceneID, 5));
  expectError(mine, 409, 'staleSceneVersion');
  expect(mine.body.error.msg).toBe('This scene was saved by someone else since you opened it. Reload to see their changes, or keep yours as a new version.');
  // Nothing of the refused save shows.
  expect((await documentAfter(theirs, scene.sceneID)).body).toMatchObject({ version: 2, hash: theirs.body.hash });
  const kept = await save(world.otherEditor, scene.sceneID, 1, documentOf(scene.sceneID, 5), { asNewVersion: true });
  expect(kept.status).toBe(200);
  expect(kept.body.version).toBe(3);
  expect((await documentAfter(kept, scene.sceneID)).body.document.elements).toHaveLength(5);
});

it('saves a document of several megabytes (hand-drawn paths), above the 1 MB of other calls', async () => {
  const { scene } = await newScene(world.editor, projectID);
  const d = `M0 0${' L1 1'.repeat(300_000)}`;
  const document = { ...documentOf(scene.sceneID, 1), elements: Array.from({ length: 2 }, (_, i) => ({ id: `p${i}`, name: 'Pencil', type: 'path', d })) };
  const saved = await save(world.editor, scene.sceneID, 0, document);
  expect(saved.status).toBe(200);
  const read = await documentAfter(saved, scene.sceneID);
  expect(read.body.document.elements.map((e: { d: string }) => e.d.length)).toEqual([d.length, d.length]);
});

it('refuses a document above the size limit with 413 and its message, saving nothing', async () => {
  const { scene, answer } = await newScene(world.editor, projectID);
  const huge = documentOf(scene.sceneID, 1);
  // One path of about 1.9 MB, in nine elements: about 17 MB, over the 16 MB limit.
  const d = `M0 0${' L1 1'.repeat(380_000)}`;
  const elements = Array.from({ length: 9 }, (_, i) => ({ id: `p${i}`, name: 'Path', type: 'path', d }));
  const refused = await save(world.editor, scene.sceneID, 0, { ...huge, elements });
  expectError(refused, 413, 'sceneDocumentTooLarge');
  expect(refused.body.error.msg).toBe('This scene is too large to save (the limit is 16 MB).');
  expect((await documentAfter(answer, scene.sceneID)).body.version).toBe(0);
});

it('restores an earlier version as the newest one, and lists the versions newest first', async () => {
  const { scene } = await newScene(world.editor, projectID);
  const v1 = await save(world.editor, scene.sceneID, 0, documentOf(scene.sceneID, 1, -1, 11_000));
  await save(world.editor, scene.sceneID, 1, documentOf(scene.sceneID, 4, -1, 14_000));
  const restored = await post('/api/editor/restoreSceneVersion', { sceneID: scene.sceneID, version: 1, baseVersion: 2 });
  expect(restored.status).toBe(200);
  expect(restored.body).toMatchObject({ version: 3 });
  const document = await documentAfter(restored, scene.sceneID);
  expect(document.body).toMatchObject({ version: 3, document: { duration: 11_000 } });
  expect(document.body.document.elements).toHaveLength(1);
  const versions = await post('/api/editor/getSceneVersions', { sceneID: scene.sceneID }, after(restored));
  expect(Calls.editor.getSceneVersions.output.safeParse(versions.body).success).toBe(true);
  expect(versions.body.versions).toEqual([
    expect.objectContaining({ version: 3, restoredFrom: 1, elementCount: 1, duration: 11_000, userID: world.editor.userID, userName: 'Edith Tester' }),
    expect.objectContaining({ version: 2, restoredFrom: null, elementCount: 4, duration: 14_000 }),
    expect.objectContaining({ version: 1, restoredFrom: null, hash: v1.body.hash, elementCount: 1 }),
  ]);
  expectError(await post('/api/editor/restoreSceneVersion', { sceneID: scene.sceneID, version: 1, baseVersion: 2 }), 409, 'staleSceneVersion');
  expectError(await post('/api/editor/restoreSceneVersion', { sceneID: scene.sceneID, version: 9, baseVersion: 3 }), 404, 'notFound');
});

it('makes a stored version current by its key (addSceneKey); a key of no version is refused', async () => {
  const { scene } = await newScene(world.editor, projectID);
  const v1 = await save(world.editor, scene.sceneID, 0, documentOf(scene.sceneID, 1, -1, 11_000));
  // Version 1's key, as the card shows it before version 2 is saved.
  const firstKey = (await sceneAfter(world.editor, v1, scene.sceneID)).body.scene.data.s3Key as string;
  const v2 = await save(world.editor, scene.sceneID, 1, documentOf(scene.sceneID, 2, -1, 12_000));
  expect((await sceneAfter(world.editor, v2, scene.sceneID)).body.scene.data.s3Key).not.toBe(firstKey);
  const changed = await post('/api/editor/addSceneKey', { sceneID: scene.sceneID, s3Key: firstKey });
  expect(changed.status).toBe(200);
  expect((await sceneAfter(world.editor, changed, scene.sceneID)).body.scene).toMatchObject({ documentVersion: 1, data: { s3Key: firstKey, duration: 11_000 } });
  expect((await documentAfter(changed, scene.sceneID)).body).toMatchObject({ version: 1, hash: v1.body.hash });
  // The next save is made on the current version, and gets a number never used before.
  const next = await save(world.editor, scene.sceneID, 1, documentOf(scene.sceneID, 3));
  expect(next.body.version).toBe(3);
  const refused = await post('/api/editor/addSceneKey', { sceneID: scene.sceneID, s3Key: 'someone-else/1-abc' });
  expect(refused.status).toBe(400);
  expect(Object.keys(refused.body.error.fields)).toEqual(['s3Key']);
});

it('lets exactly one of two concurrent saves on one version win; the other gets 409', async () => {
  const { scene } = await newScene(world.editor, projectID);
  const answers = await Promise.all([save(world.editor, scene.sceneID, 0, documentOf(scene.sceneID, 2)), save(world.otherEditor, scene.sceneID, 0, documentOf(scene.sceneID, 3))]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  const won = answers.find((a) => a.status === 200);
  expect(won?.body.version).toBe(1);
  expect(answers.find((a) => a.status === 409)?.body.error.code).toBe('staleSceneVersion');
  const versions = await post('/api/editor/getSceneVersions', { sceneID: scene.sceneID }, after(won ?? answers[0]!));
  expect(versions.body.versions).toHaveLength(1);
  // The refused save's document, if it was stored, is not left behind.
  expect(await storedDocumentsOf(scene.sceneID)).toBe(1);
});

it("saves under a key of its own when the version's key is taken by a document never recorded", async () => {
  const { scene } = await newScene(world.editor, projectID);
  // What a save that crashed between storing and recording leaves behind.
  const pool = new Pool({ connectionString: world.app.databaseUrl, max: 1 });
  try {
    await new PostgresDocumentStore(pool).create('scenes', `${scene.sceneID}/1`, JSON.stringify({ sceneID: scene.sceneID, duration: 1, elements: [] }));
  } finally {
    await pool.end();
  }
  const saved = await save(world.editor, scene.sceneID, 0, documentOf(scene.sceneID, 2, -1, 22_000));
  expect(saved.body.version).toBe(1);
  expect((await sceneAfter(world.editor, saved, scene.sceneID)).body.scene.data.s3Key).toMatch(new RegExp(`^${scene.sceneID}/1-[0-9a-f]+$`));
  expect((await documentAfter(saved, scene.sceneID)).body).toMatchObject({ version: 1, hash: saved.body.hash, document: { duration: 22_000 } });
});

it('saves one version for a request retried with its Idempotency-Key', async () => {
  const { scene } = await newScene(world.editor, projectID);
  const key = { 'Idempotency-Key': `save ${scene.sceneID}` };
  const first = await save(world.editor, scene.sceneID, 0, documentOf(scene.sceneID, 2), {}, key);
  const again = await save(world.editor, scene.sceneID, 0, documentOf(scene.sceneID, 2), {}, key);
  expect(again.status).toBe(200);
  expect(again.body).toEqual(first.body);
  const versions = await post('/api/editor/getSceneVersions', { sceneID: scene.sceneID }, after(again));
  expect(versions.body.versions.map((v: { version: number }) => v.version)).toEqual([1]);
});

it('opens a stored document that cannot be read with no elements, duration 0 and the problem', async () => {
  const { scene } = await newScene(world.editor, projectID);
  const saved = await save(world.editor, scene.sceneID, 0, documentOf(scene.sceneID, 2));
  const { s3Key } = (await sceneAfter(world.editor, saved, scene.sceneID)).body.scene.data as { s3Key: string };
  const pool = new Pool({ connectionString: world.app.databaseUrl, max: 1 });
  try {
    await new PostgresDocumentStore(pool).put('scenes', s3Key, JSON.stringify({ sceneID: scene.sceneID, elements: 'not a list' }));
  } finally {
    await pool.end();
  }
  const opened = await documentAfter(saved, scene.sceneID);
  expect(opened.status).toBe(200);
  expect(opened.body).toEqual({
    version: 1,
    hash: saved.body.hash,
    document: { sceneID: scene.sceneID, duration: 0, elements: [] },
    problem: 'The saved scene could not be read: it was opened with no elements and a duration of 0.',
  });
});
