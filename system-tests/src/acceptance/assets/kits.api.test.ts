// Kits (spec 001 sections 2, 3, 5, 6, 7 and 9): create with a unique URL name, list, read, settings,
// delete, the fixed move-to kits, the public kit page by slug, and who may do what.
import { addFiles, addKit, after, expectError, expectFieldErrors, must, read, startAssetsWorld, type AssetsWorld } from './assetsWorld';
import { uploadedFile } from './storedUploads';

let world: AssetsWorld;
beforeAll(async () => {
  world = await startAssetsWorld();
});
afterAll(async () => {
  await world?.stop();
});

describe('creating a kit', () => {
  it('answers the kit with a numeric id and its URL name (spaces as dashes), and getKits shows it', async () => {
    const created = await world.editor.client.post('/api/assets/addKit', { name: 'Cell Biology Set' });
    expect(created.status).toBe(200);
    expect(created.body.kit).toEqual({ kitID: expect.stringMatching(/^\d+$/), name: 'Cell Biology Set', slug: 'Cell-Biology-Set', directoryID: expect.any(String) });
    const kits = await read(world.viewer, '/assets/getKits', {}, created);
    expect(kits.status).toBe(200);
    expect(kits.body.kits).toContainEqual({
      kitID: created.body.kit.kitID,
      name: 'Cell Biology Set',
      slug: 'Cell-Biology-Set',
      directoryID: created.body.kit.directoryID,
      files: 0,
      createdOn: expect.any(String),
      data: { thumbnail: null, visibility: 'internal', url: '/kit/Cell-Biology-Set' },
    });
  });

  it('refuses a URL name another kit holds, in any case, with 409', async () => {
    await addKit(world.editor, 'Genetics Pack');
    const again = await world.editor.client.post('/api/assets/addKit', { name: 'genetics pack' });
    expectError(again, 409, 'kitNameTaken');
    expect(again.body.error.msg).toBe('A kit with that name already exists.');
  });

  it('needs a name: empty, invisible, path-like or 201 characters answer 400 naming the field', async () => {
    for (const name of ['', '   ', '\u200B', '../etc', 'a/b', 'x'.repeat(201), 'bad\u0007name']) {
      expectFieldErrors(await world.editor.client.post('/api/assets/addKit', { name }), ['name']);
    }
    // Past the call's bound (a few KB) the body is refused before it is read, naming no field.
    expectError(await world.editor.client.post('/api/assets/addKit', { name: 'x'.repeat(10_000) }), 413, 'bodyTooLarge');
  });

  it('answers a retry with the same Idempotency-Key with the same kit, creating one', async () => {
    const headers = { 'Idempotency-Key': 'kit-retry-1' };
    const first = await world.editor.client.post('/api/assets/addKit', { name: 'Retry Kit' }, headers);
    const second = await world.editor.client.post('/api/assets/addKit', { name: 'Retry Kit' }, headers);
    expect(second.body).toEqual(first.body);
    const kits = await read(world.viewer, '/assets/getKits', {}, second);
    expect((kits.body.kits as { name: string }[]).filter((k) => k.name === 'Retry Kit')).toHaveLength(1);
  });
});

describe('the fixed move-to kits', () => {
  it('exist from the first start with the ids and names of section 9', async () => {
    const kits = await read(world.viewer, '/assets/getKits', {});
    const byID = Object.fromEntries((kits.body.kits as { kitID: string; name: string }[]).map((k) => [k.kitID, k.name]));
    expect(byID).toMatchObject({
      72: '1_Gumbies',
      73: '2_Gumby Update',
      74: '3_Approved Assets',
      75: '4_Needs Update',
      76: '5_No Tags',
      77: '6_Quarantine',
      78: '7_Ready for Review',
    });
    const one = await read(world.viewer, '/assets/getKit', { kitID: 72 });
    expect(one.body.kit).toMatchObject({ kitID: '72', name: '1_Gumbies' });
  });

  it('cannot be deleted', async () => {
    expectError(await world.editor.client.post('/api/assets/deleteKit', { kitID: '78' }), 409, 'invalidState');
  });
});

describe('kit settings', () => {
  it('sets the visibility and the thumbnail, and getKit shows them', async () => {
    const { kitID } = await addKit(world.editor);
    await must(world.editor, '/assets/updateKitVisibility', { kitID, visibility: 'public-read' });
    const { url: thumbnail } = await uploadedFile(world.editor, 't.png', 'kitThumbnail');
    const thumb = await must(world.editor, '/assets/updateKitThumbnail', { kitID, thumbnail });
    const kit = await read(world.viewer, '/assets/getKit', { kitID }, thumb);
    expect(kit.body.kit.data).toMatchObject({ visibility: 'public-read', thumbnail });
  });

  it("refuses a visibility other than 'internal' or 'public-read', and a thumbnail that is not an uploaded file's address", async () => {
    const { kitID } = await addKit(world.editor);
    expectFieldErrors(await world.editor.client.post('/api/assets/updateKitVisibility', { kitID, visibility: 'everyone' }), ['visibility']);
    for (const thumbnail of ['https://evil.example/x.png', 'javascript:alert(1)', '/api/v1/blobs/../secrets', '/etc/passwd']) {
      expectFieldErrors(await world.editor.client.post('/api/assets/updateKitThumbnail', { kitID, thumbnail }), ['thumbnail']);
    }
  });

  it('deletes a kit: it leaves the list, getKit answers 404 and its name is free again', async () => {
    const { kitID, name } = await addKit(world.editor, 'Short Lived');
    const deleted = await must(world.editor, '/assets/deleteKit', { kitID });
    const kits = await read(world.viewer, '/assets/getKits', {}, deleted);
    expect((kits.body.kits as { kitID: string }[]).map((k) => k.kitID)).not.toContain(kitID);
    expectError(await read(world.viewer, '/assets/getKit', { kitID }, deleted), 404, 'notFound');
    expect((await world.editor.client.post('/api/assets/addKit', { name })).status).toBe(200);
  });

  it('answers 404 for an unknown kit', async () => {
    expectError(await world.editor.client.post('/api/assets/deleteKit', { kitID: '999999' }), 404, 'notFound');
    expectError(await world.viewer.client.post('/api/assets/getKit', { kitID: '999999' }), 404, 'notFound');
  });
});

describe('the public kit page', () => {
  it('shows a public-read kit and its files to a visitor without a session, by slug in any case', async () => {
    const { kitID, slug } = await addKit(world.editor, 'Open Science Kit');
    await addFiles(world.editor, kitID, ['leaf.png', 'root.svg']);
    const opened = await must(world.editor, '/assets/updateKitVisibility', { kitID, visibility: 'public-read' });
    const page = await world.anonymous.post('/api/assets/getPublicKit', { slug: slug.toLowerCase() }, after(opened));
    expect(page.status).toBe(200);
    expect(page.body.kit).toMatchObject({ kitID, name: 'Open Science Kit', slug, total: 2, data: { visibility: 'public-read', url: '/kit/Open-Science-Kit' } });
    expect(page.body.kit.files.map((f: { name: string }) => f.name)).toEqual(['leaf.png', 'root.svg']);
    // Nothing about the people behind the files.
    expect(JSON.stringify(page.body)).not.toContain('Edith');
  });

  it('answers an internal kit exactly like a missing one', async () => {
    const { slug, answer } = await addKit(world.editor, 'Internal Only Kit');
    const internal = await world.anonymous.post('/api/assets/getPublicKit', { slug }, after(answer));
    const missing = await world.anonymous.post('/api/assets/getPublicKit', { slug: 'No-Such-Kit' });
    expectError(internal, 404, 'notFound');
    expect(internal.body).toEqual(missing.body);
  });

  it('reaches no other call without a session', async () => {
    for (const path of ['/api/assets/getKits', '/api/assets/addKit', '/api/assets/getKitFiles', '/api/assets/deleteFile']) {
      expect((await world.anonymous.post(path, {})).status).toBe(401);
    }
  });
});

describe('who may do what', () => {
  it('lets a viewer read but not write, and a user without grants do neither', async () => {
    const { kitID, answer } = await addKit(world.editor);
    expect((await read(world.viewer, '/assets/getKit', { kitID }, answer)).status).toBe(200);
    expectError(await world.viewer.client.post('/api/assets/addKit', { name: 'Viewer Kit' }), 403, 'forbidden');
    expectError(await world.viewer.client.post('/api/assets/deleteKit', { kitID }), 403, 'forbidden');
    expectError(await world.nobody.client.post('/api/assets/getKits', {}), 403, 'forbidden');
  });
});
