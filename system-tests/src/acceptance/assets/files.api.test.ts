// Files (spec 001 sections 3-7): recorded in a kit (never the All kit), listed in kit order, renamed,
// versioned, deleted (one or many, staying in history), linked to and moved between kits, found by id
// and uuid; and bad input.
import { addFiles, addKit, expectError, expectFieldErrors, kitFileIDs, must, read, startAssetsWorld, type AssetsWorld } from './assetsWorld';
import { pngOf } from '../uploads/uploadsWorld';
import { uploadedFile } from './storedUploads';

let world: AssetsWorld;
beforeAll(async () => {
  world = await startAssetsWorld();
});
afterAll(async () => {
  await world?.stop();
});

const fileOf = async (fileID: string, since?: Parameters<typeof read>[3]) => {
  const answer = await read(world.viewer, '/assets/getFilesByIDs', { fileIDs: [fileID] }, since);
  expect(answer.status).toBe(200);
  return answer.body.files[0];
};

describe('adding files to a kit', () => {
  it('records them with the uploader and one version, lists them in kit order and counts them', async () => {
    const { kitID } = await addKit(world.editor);
    const { fileIDs, files, answer } = await addFiles(world.editor, kitID, ['Cell_01.png', 'cell-02.svg', 'Notes 3.pdf']);
    const svg = files[1];
    const listed = await read(world.viewer, '/assets/getKitFiles', { kitID }, answer);
    expect(listed.body.total).toBe(3);
    expect(listed.body.files.map((f: { fileID: string }) => f.fileID)).toEqual(fileIDs);
    expect(listed.body.files[1]).toMatchObject({
      fileID: fileIDs[1],
      name: 'cell-02.svg',
      type: 'svg',
      status: 1,
      projectID: null,
      data: { url: svg?.url, size: svg?.size, user: { id: world.editor.userID, name: 'Edith Tester' }, versions: [{ url: svg?.url, user: { name: 'Edith Tester' } }] },
      kits: [expect.objectContaining({ kitID, directoryID: null })],
      tags: [],
      projects: [],
    });
    const kit = await read(world.viewer, '/assets/getKit', { kitID }, answer);
    expect(kit.body.kit.files).toBe(3);
  });

  it('refuses the All kit: it takes no uploads', async () => {
    const refused = await world.editor.client.post('/api/assets/addFilesToKit', { kitID: 'all', files: [await uploadedFile(world.editor, 'x.png')] });
    expectError(refused, 409, 'invalidState');
  });

  it('lists every file in the All kit', async () => {
    const { kitID } = await addKit(world.editor);
    const { fileIDs, answer } = await addFiles(world.editor, kitID, ['everywhere.png']);
    expect(await kitFileIDs(world.viewer, 'all', answer)).toContain(fileIDs[0]);
    const all = await read(world.viewer, '/assets/getKit', { kitID: 'all' }, answer);
    expect(all.body.kit).toMatchObject({ kitID: 'all', name: 'All', files: expect.any(Number) });
    expect((await read(world.viewer, '/assets/getKitDirectories', { kitID: 'all' }, answer)).body).toEqual({ directories: [], flattenedDirectories: [], unorganizedFiles: [] });
  });

  it('refuses names with path tricks or control characters, urls that are not uploaded files, and too many or too large values', async () => {
    const { kitID, answer: created } = await addKit(world.editor);
    const file = await uploadedFile(world.editor, 'ok.png');
    const send = (f: Record<string, unknown>) => world.editor.client.post('/api/assets/addFilesToKit', { kitID, files: [{ ...file, ...f }] });
    for (const name of ['../../etc/passwd', 'a\\b.png', 'tab\there.png', '', 'n'.repeat(10_000)]) expectFieldErrors(await send({ name }), ['files.0.name']);
    for (const url of ['https://example.com/a.png', 'file:///etc/passwd', '/api/v1/blobs/../../x', '//evil.example/a', 'data:image/png;base64,AA']) {
      expectFieldErrors(await send({ url }), ['files.0.url']);
    }
    expectFieldErrors(await send({ size: -1 }), ['files.0.size']);
    expectFieldErrors(await send({ type: 'p/ng' }), ['files.0.type']);
    expectFieldErrors(await world.editor.client.post('/api/assets/addFilesToKit', { kitID, files: [] }), ['files']);
    expect(await kitFileIDs(world.viewer, kitID, created)).toEqual([]);
  });
});

describe('renaming, versions, deleting', () => {
  it('renames one file', async () => {
    const { kitID } = await addKit(world.editor);
    const {
      fileIDs: [fileID],
    } = await addFiles(world.editor, kitID, ['old.png']);
    const renamed = await must(world.editor, '/assets/updateName', { fileID, name: 'new name.png' });
    expect((await fileOf(fileID ?? '', renamed)).name).toBe('new name.png');
  });

  it('adds a version: it replaces the url and size, and the versions are listed newest first', async () => {
    const { kitID } = await addKit(world.editor);
    const {
      fileIDs: [fileID],
      files: [first],
    } = await addFiles(world.editor, kitID, ['diagram.png']);
    // A larger picture than the first, so the new size shows.
    const v2 = await uploadedFile(world.editor, 'diagram-v2.png', 'asset', await pngOf(8, 8));
    const versioned = await must(world.editor, '/assets/updateVersion', { fileID, url: v2.url, size: v2.size });
    const file = await fileOf(fileID ?? '', versioned);
    expect(file.data).toMatchObject({ url: v2.url, size: v2.size });
    expect(file.data.versions.map((v: { url: string }) => v.url)).toEqual([v2.url, first?.url]);
  });

  it('deletes one or many: they leave the kit and its count, and stay readable by id as deleted (status 2)', async () => {
    const { kitID } = await addKit(world.editor);
    const { fileIDs } = await addFiles(world.editor, kitID, ['a.png', 'b.png', 'c.png']);
    const deleted = await must(world.editor, '/assets/deleteFile', { fileIDs: [fileIDs[0], fileIDs[1]] });
    expect(await kitFileIDs(world.viewer, kitID, deleted)).toEqual([fileIDs[2]]);
    expect((await read(world.viewer, '/assets/getKit', { kitID }, deleted)).body.kit.files).toBe(1);
    expect((await fileOf(fileIDs[0] ?? '', deleted)).status).toBe(2);
    expectError(await world.editor.client.post('/api/assets/updateName', { fileID: fileIDs[0], name: 'x.png' }), 404, 'notFound');
  });

  it('answers 404 for unknown files and refuses the whole call, changing nothing', async () => {
    const { kitID } = await addKit(world.editor);
    const { fileIDs, answer } = await addFiles(world.editor, kitID, ['keep.png']);
    expectError(await world.editor.client.post('/api/assets/deleteFile', { fileIDs: [fileIDs[0], 'no-such-file'] }), 404, 'notFound');
    expect(await kitFileIDs(world.viewer, kitID, answer)).toEqual(fileIDs);
  });
});

describe('kit links and moves', () => {
  it('links files to another kit, answers their links, and removes a link by its id', async () => {
    const a = await addKit(world.editor);
    const b = await addKit(world.editor);
    const { fileIDs } = await addFiles(world.editor, a.kitID, ['shared.png']);
    const linked = await must(world.editor, '/assets/linkFilesToKit', { fileIDs, kitID: b.kitID });
    expect(linked.body.links).toEqual([{ fileID: fileIDs[0], linkID: expect.any(String) }]);
    const links = await read(world.viewer, '/assets/getFileKitLinks', { fileIDs }, linked);
    expect(links.body.links.map((l: { kitID: string }) => l.kitID).sort()).toEqual([a.kitID, b.kitID].sort());
    const removed = await must(world.editor, '/assets/removeFileKitLinks', { linkIDs: [linked.body.links[0].linkID] });
    expect(await kitFileIDs(world.viewer, b.kitID, removed)).toEqual([]);
    expect(await kitFileIDs(world.viewer, a.kitID, removed)).toEqual(fileIDs);
    expectError(await world.editor.client.post('/api/assets/removeFileKitLinks', { linkIDs: ['no-such-link'] }), 404, 'notFound');
  });

  it('moves files between kits: in the target (last in its order) and out of the source', async () => {
    const from = await addKit(world.editor);
    const to = await addKit(world.editor);
    const { fileIDs: there } = await addFiles(world.editor, to.kitID, ['first.png']);
    const { fileIDs } = await addFiles(world.editor, from.kitID, ['m1.png', 'm2.png']);
    const moved = await must(world.editor, '/assets/moveFilesToKit', { fileIDs, fromKitID: from.kitID, toKitID: to.kitID });
    expect(await kitFileIDs(world.viewer, to.kitID, moved)).toEqual([...there, ...fileIDs]);
    expect(await kitFileIDs(world.viewer, from.kitID, moved)).toEqual([]);
    expect((await read(world.viewer, '/assets/getKit', { kitID: to.kitID }, moved)).body.kit.files).toBe(3);
  });

  it('moves nothing when one file is not in the source kit', async () => {
    const from = await addKit(world.editor);
    const to = await addKit(world.editor);
    const { fileIDs } = await addFiles(world.editor, from.kitID, ['stay.png']);
    const { fileIDs: elsewhere, answer } = await addFiles(world.editor, to.kitID, ['other.png']);
    expectError(await world.editor.client.post('/api/assets/moveFilesToKit', { fileIDs: [...fileIDs, ...elsewhere], fromKitID: from.kitID, toKitID: to.kitID }), 404, 'notFound');
    expect(await kitFileIDs(world.viewer, from.kitID, answer)).toEqual(fileIDs);
    expect(await kitFileIDs(world.viewer, to.kitID, answer)).toEqual(elsewhere);
  });

  it('moves to the fixed move-to kits by id', async () => {
    const from = await addKit(world.editor);
    const { fileIDs } = await addFiles(world.editor, from.kitID, ['review me.png']);
    const moved = await must(world.editor, '/assets/moveFilesToKit', { fileIDs, fromKitID: from.kitID, toKitID: 78 });
    expect(await kitFileIDs(world.viewer, '78', moved)).toContain(fileIDs[0]);
  });

  it('orders a kit with reindex: the files given first, the others after in their order', async () => {
    const { kitID } = await addKit(world.editor);
    const { fileIDs } = await addFiles(world.editor, kitID, ['1.png', '2.png', '3.png', '4.png']);
    const [f1, f2, f3, f4] = fileIDs;
    const reordered = await must(world.editor, '/assets/reindex', { kitID, fileIDs: [f3, f1] });
    expect(await kitFileIDs(world.viewer, kitID, reordered)).toEqual([f3, f1, f2, f4]);
  });
});

describe('finding files', () => {
  it('by uuid with /files/getFileData, and by id with /assets/getFilesByIDs, in the order asked', async () => {
    const { kitID } = await addKit(world.editor);
    const { fileIDs, uuids, answer } = await addFiles(world.editor, kitID, ['u1.png', 'u2.png']);
    const byUuid = await read(world.viewer, '/files/getFileData', { fileUUIDs: [uuids[1], uuids[0]], kitID }, answer);
    expect(byUuid.body.files.map((f: { fileID: string }) => f.fileID)).toEqual([fileIDs[1], fileIDs[0]]);
    const byID = await read(world.viewer, '/assets/getFilesByIDs', { fileIDs: [fileIDs[1], 'unknown'] }, answer);
    expect(byID.body.files.map((f: { fileID: string }) => f.fileID)).toEqual([fileIDs[1]]);
  });

  it('pages a kit: the first page and the rest', async () => {
    const { kitID } = await addKit(world.editor);
    const { fileIDs, answer } = await addFiles(world.editor, kitID, ['p1.png', 'p2.png', 'p3.png']);
    const first = await read(world.viewer, '/assets/getKitFiles', { kitID, start: 0, count: 2 }, answer);
    const rest = await read(world.viewer, '/assets/getKitFiles', { kitID, start: 2, count: 2 }, answer);
    expect([...first.body.files, ...rest.body.files].map((f: { fileID: string }) => f.fileID)).toEqual(fileIDs);
    expect(first.body.total).toBe(3);
    expectFieldErrors(await world.viewer.client.post('/api/assets/getKitFiles', { kitID, count: 5000 }), ['count']);
  });
});

describe('tags', () => {
  it('creates a tag once whatever the case, finds it as typed, tags and untags files', async () => {
    const created = await must(world.editor, '/tags/createTag', { text: 'Mitosis' });
    const { tagID } = created.body.tag;
    const again = await must(world.editor, '/tags/createTag', { text: 'MITOSIS' });
    expect(again.body.tag).toEqual({ tagID, name: 'Mitosis' });
    const found = await read(world.viewer, '/tags/searchTags', { text: 'mito' }, again);
    expect(found.body.tags).toEqual([{ tagID, name: 'Mitosis', files: 0 }]);
    expect(found.body.exactMatch).toBe(false);
    expect((await read(world.viewer, '/tags/searchTags', { text: 'mitosis' }, again)).body.exactMatch).toBe(true);

    const { kitID } = await addKit(world.editor);
    const { fileIDs } = await addFiles(world.editor, kitID, ['t1.png', 't2.png']);
    const tagged = await must(world.editor, '/tags/createFileTagLink', { tagID, fileIDs });
    expect((await fileOf(fileIDs[0] ?? '', tagged)).tags).toEqual([{ tagID, name: 'Mitosis' }]);
    expect((await read(world.viewer, '/tags/getTag', { tagID }, tagged)).body.tag).toEqual({ tagID, name: 'Mitosis', files: 2 });
    const untagged = await must(world.editor, '/tags/removeFileTagLink', { tagID, fileIDs: [fileIDs[0]] });
    expect((await fileOf(fileIDs[0] ?? '', untagged)).tags).toEqual([]);
  });

  it('gives several files several tags at once, and refuses an unknown tag', async () => {
    const t1 = (await must(world.editor, '/tags/createTag', { text: 'Plants' })).body.tag.tagID;
    const t2 = (await must(world.editor, '/tags/createTag', { text: 'Leaves' })).body.tag.tagID;
    const { kitID } = await addKit(world.editor);
    const { fileIDs } = await addFiles(world.editor, kitID, ['leaf1.png', 'leaf2.png']);
    const tagged = await must(world.editor, '/tags/addTagsToProjectFiles', { fileIDs, tagIDs: [t1, t2] });
    expect((await fileOf(fileIDs[1] ?? '', tagged)).tags.map((t: { name: string }) => t.name)).toEqual(['Leaves', 'Plants']);
    expectError(await world.editor.client.post('/api/tags/createFileTagLink', { tagID: 'no-such-tag', fileIDs }), 404, 'notFound');
    expectError(await world.viewer.client.post('/api/tags/getTag', { tagID: 'no-such-tag' }), 404, 'notFound');
    expectFieldErrors(await world.editor.client.post('/api/tags/createTag', { text: '  ' }), ['text']);
  });
});

describe('projects', () => {
  const newProject = async (name: string) => (await must(world.editor, '/project/create', { name })).body.project.projectID as string;

  it('records a project file, links and unlinks files, and shows the project kits', async () => {
    const projectID = await newProject('Photosynthesis');
    const script = await uploadedFile(world.editor, 'script.gdoc', 'script');
    const added = await must(world.editor, '/project/addFile', { projectID, name: script.name, type: script.type, size: script.size, data: { url: script.url, projectAssetType: 'script' } });
    const projectFile = await fileOf(added.body.file.fileID, added);
    expect(projectFile).toMatchObject({ projectID, data: { projectAssetType: 'script' }, projects: [{ projectID, name: 'Photosynthesis' }] });

    const { kitID } = await addKit(world.editor);
    const { fileIDs } = await addFiles(world.editor, kitID, ['chloroplast.png']);
    const linked = await must(world.editor, '/project/createProjectFileLink', { projectID, fileIDs });
    const kits = await read(world.viewer, '/assets/getProjectKits', { projectID }, linked);
    expect(kits.body.kits).toEqual([{ kitID, name: expect.any(String), files: [expect.objectContaining({ fileID: fileIDs[0] })] }]);
    const removed = await must(world.editor, '/assets/removeProjectKitFile', { fileID: fileIDs[0], kitID, projectID });
    expect((await read(world.viewer, '/assets/getProjectKits', { projectID }, removed)).body.kits).toEqual([]);
    await must(world.editor, '/project/createProjectFileLink', { projectID, fileIDs });
    const unlinked = await must(world.editor, '/project/removeFiles', { projectID, fileIDs });
    expect((await fileOf(fileIDs[0] ?? '', unlinked)).projects).toEqual([]);
  });

  it('refuses an unknown project', async () => {
    const notes = await uploadedFile(world.editor, 'a.md', 'transcript');
    expectError(await world.editor.client.post('/api/project/addFile', { projectID: 'nope', name: notes.name, type: notes.type, size: notes.size, data: { url: notes.url } }), 404, 'notFound');
  });
});
