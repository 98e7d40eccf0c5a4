// Probe finding 6 (issue 16): "the content lock is not enforced by the server: while locked, addKit,
// updateName, getKitFiles and getPublicKit still answer 200". While the lock is on, every call of the
// asset library answers 423 contentLocked with the moved-assets message and changes nothing, for
// everyone (root too); the lock's own calls and the rest of the product stay open; unlocked, all answer.
import { Messages } from '@wb/contracts';
import type { Answer } from '../testing/httpClient';
import { pngOf, uploadForm } from '../acceptance/uploads/uploadsWorld';
import { addKit, after, expectError, must, read, startAssetsWorld, type AssetsWorld } from '../acceptance/assets/assetsWorld';

jest.setTimeout(60_000);

let world: AssetsWorld;
let kit: Awaited<ReturnType<typeof addKit>>;
let fileID: string;
beforeAll(async () => {
  world = await startAssetsWorld();
  const png = await pngOf(12, 12);
  const upload = await uploadForm(world.editor.client, { key: 'asset', file: { name: 'Leaf.png', bytes: png } });
  if (upload.status !== 200) throw new Error(`upload: ${upload.status} ${JSON.stringify(upload.body)}`);
  kit = await addKit(world.editor, 'Lockable Leaves');
  const added = await must(world.editor, '/assets/addFilesToKit', { kitID: kit.kitID, files: [{ url: upload.body.url, name: 'Leaf.png', type: 'png', size: png.length }] });
  fileID = added.body.files[0].fileID as string;
  await must(world.editor, '/assets/updateKitVisibility', { kitID: kit.kitID, visibility: 'public-read' });
});
afterAll(async () => {
  await world?.stop();
});

/** Toggles the lock as root and answers the toggle once the query side shows the new state. */
const toggleTo = async (locked: boolean): Promise<Answer> => {
  const toggled = await world.admin.client.post('/api/admin/toggleLockContent', {});
  expect(toggled.body).toEqual({ ok: true, data: { locked } });
  expect((await world.admin.client.get('/api/getLockContentStatus', after(toggled))).body).toEqual({ data: { locked } });
  return toggled;
};

const expectLocked = (answer: Answer): void => {
  expectError(answer, 423, 'contentLocked');
  expect(answer.body.error.msg).toBe(Messages.assetsMoved);
};

const publicFile = () => fetch(`${world.app.url}/api/assets/publicKitFile?slug=${kit.slug}&fileID=${fileID}`);
const publicThumbnail = () => fetch(`${world.app.url}/api/assets/publicKitThumbnail?slug=${kit.slug}`);

describe('while the content lock is on', () => {
  let locked: Answer;
  beforeAll(async () => {
    locked = await toggleTo(true);
  });
  afterAll(async () => {
    await toggleTo(false);
  });

  it('refuses addKit and updateName with 423 and the moved-assets message, appending nothing (root too)', async () => {
    const before = await world.app.lastEventPosition();
    expectLocked(await world.editor.client.post('/api/assets/addKit', { name: 'Kit made while locked' }));
    expectLocked(await world.editor.client.post('/api/assets/updateName', { fileID, name: 'Renamed while locked.png' }));
    expectLocked(await world.admin.client.post('/api/assets/addKit', { name: 'Root kit while locked' }));
    expect(await world.app.lastEventPosition()).toEqual(before);
  });

  it('refuses the reads too: getKitFiles, getPublicKit, and the public kit page files', async () => {
    expectLocked(await read(world.viewer, '/assets/getKitFiles', { kitID: kit.kitID }, locked));
    expectLocked(await world.anonymous.post('/api/assets/getPublicKit', { slug: kit.slug }, after(locked)));
    for (const answer of [await publicFile(), await publicThumbnail()]) {
      const body = (await answer.json()) as { error: { code: string; msg: string } };
      expect({ status: answer.status, code: body.error.code, msg: body.error.msg }).toEqual({ status: 423, code: 'contentLocked', msg: Messages.assetsMoved });
    }
  });

  it('still answers who is refused first: no session 401, no grant 403, bad input 400', async () => {
    expectError(await world.anonymous.post('/api/assets/addKit', { name: 'Anonymous kit' }), 401, 'unauthenticated');
    expectError(await world.nobody.client.post('/api/assets/addKit', { name: 'Grantless kit' }), 403, 'forbidden');
    expectError(await world.editor.client.post('/api/assets/addKit', {}), 400, 'validation');
  });

  it("leaves the lock's status and the rest of the product open", async () => {
    expect((await world.viewer.client.get('/api/getLockContentStatus', after(locked))).body).toEqual({ data: { locked: true } });
    const project = await world.editor.client.post('/api/project/create', { name: 'Made while the library is locked' });
    expect(project.status).toBe(200);
  });
});

describe('once the content lock is off again', () => {
  it('answers addKit, updateName, getKitFiles, getPublicKit and the public files as before', async () => {
    const unlocked = await world.admin.client.get('/api/getLockContentStatus');
    expect(unlocked.body).toEqual({ data: { locked: false } });
    const added = await world.editor.client.post('/api/assets/addKit', { name: 'Kit made after the unlock' });
    expect(added.status).toBe(200);
    const renamed = await world.editor.client.post('/api/assets/updateName', { fileID, name: 'Leaf renamed.png' });
    expect(renamed.status).toBe(200);
    const files = await read(world.viewer, '/assets/getKitFiles', { kitID: kit.kitID }, renamed);
    expect(files.status).toBe(200);
    expect(files.body.files).toEqual([expect.objectContaining({ fileID, name: 'Leaf renamed.png' })]);
    const shown = await world.anonymous.post('/api/assets/getPublicKit', { slug: kit.slug }, after(renamed));
    expect(shown.status).toBe(200);
    const file = await publicFile();
    expect(file.status).toBe(200);
    await file.arrayBuffer();
  });
});
