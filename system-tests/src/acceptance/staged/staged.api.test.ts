// The staged publish's four calls (spec 001 sections 4, 5 and 7, Staged uploads): save the files,
// link them to projects, kits (with a directory) and tags; each refused whole when any file is bad,
// with nothing written; who may call them.
import type { Answer } from '../../testing/httpClient';
import { createProject } from '../projects/projectsWorld';
import { addKit, expectError, expectFieldErrors, must, read, startAssetsWorld, type AssetsWorld } from '../assets/assetsWorld';
import { uploadedFile, type UploadedFile } from '../assets/storedUploads';

jest.setTimeout(60_000);

let world: AssetsWorld;
beforeAll(async () => {
  world = await startAssetsWorld();
});
afterAll(async () => {
  await world?.stop();
});

/** A staged file as the client saves it: the editor's own upload (a file saved is its saver's upload). */
const staged = (name: string): Promise<UploadedFile> => uploadedFile(world.editor, name);

/** Uploads and saves staged files as the editor; answers their ids in the order given. */
const save = async (...names: string[]): Promise<string[]> => {
  const files: UploadedFile[] = [];
  for (const name of names) files.push(await staged(name));
  const answer = await must(world.editor, '/files/saveStagedFiles', { files });
  return (answer.body.files as { fileID: string }[]).map((f) => f.fileID);
};

const filesByIDs = async (fileIDs: string[], since?: Answer) => {
  const answer = await read(world.viewer, '/assets/getFilesByIDs', { fileIDs }, since);
  expect(answer.status).toBe(200);
  return answer.body.files as { fileID: string; name: string; tags: { name: string }[]; projects: { projectID: string }[]; kits: { kitID: string; directoryID: string | null }[] }[];
};

/** Sends a call that must be refused, and checks the event store did not move. */
const refusedWithoutWriting = async (path: string, body: unknown): Promise<Answer> => {
  const before = await world.app.lastEventPosition();
  const answer = await world.editor.client.post(`/api${path}`, body);
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(await world.app.lastEventPosition()).toEqual(before);
  return answer;
};

describe('saving staged files', () => {
  it('records each file, in no kit yet, and answers them with their ids in the order given', async () => {
    const [diagram, narration] = [await staged('Mitosis diagram.png'), await staged('Cell narration.mp3')];
    const answer = await must(world.editor, '/files/saveStagedFiles', { files: [diagram, narration] });
    expect(answer.body.files).toEqual([
      { fileID: expect.any(String), uuid: expect.any(String), name: 'Mitosis diagram.png', url: diagram?.url, type: 'png', size: diagram?.size },
      { fileID: expect.any(String), uuid: expect.any(String), name: 'Cell narration.mp3', url: narration?.url, type: 'mp3', size: narration?.size },
    ]);
    const files = await filesByIDs(
      answer.body.files.map((f: { fileID: string }) => f.fileID),
      answer,
    );
    expect(files.map((f) => [f.name, f.kits])).toEqual([
      ['Mitosis diagram.png', []],
      ['Cell narration.mp3', []],
    ]);
  });

  it("saves nothing when one file is bad (an address outside the uploads, a path in the name, another person's upload)", async () => {
    const [good, ok] = [await staged('good.png'), await staged('ok.png')];
    const theirs = await uploadedFile(world.admin, 'theirs.png');
    const cases: [unknown, string][] = [
      [{ ...ok, url: 'https://elsewhere.example/x.png' }, 'files.1.url'],
      [{ ...ok, name: '../../etc/passwd' }, 'files.1.name'],
      [theirs, 'files.1.url'],
    ];
    for (const [bad, field] of cases) {
      expectFieldErrors(await refusedWithoutWriting('/files/saveStagedFiles', { files: [good, bad] }), [field]);
    }
  });

  it('needs at least one file', async () => {
    expectFieldErrors(await world.editor.client.post('/api/files/saveStagedFiles', { files: [] }), ['files']);
  });
});

describe('linking staged files to projects', () => {
  it('links each file to its projects; a file given none is left as it is', async () => {
    const [p1, p2] = [await createProject(world.editor, 'Staged Biology'), await createProject(world.editor, 'Staged Physics')];
    const [a = '', b = ''] = await save('a.png', 'b.png');
    const answer = await must(world.editor, '/files/addProjectLinks', {
      files: [
        { fileID: a, projects: [p1, p2] },
        { fileID: b, projects: [] },
      ],
    });
    expect(answer.body).toEqual({ ok: true });
    const files = await filesByIDs([a, b], answer);
    expect(files.map((f) => f.projects.map((p) => p.projectID).sort())).toEqual([[p1, p2].sort(), []]);
  });

  it('links nothing when a project or a file is unknown', async () => {
    const project = await createProject(world.editor, 'Staged Chemistry');
    const [a = ''] = await save('c.png');
    expectError(await refusedWithoutWriting('/files/addProjectLinks', { files: [{ fileID: a, projects: [project, 'no-such-project'] }] }), 404);
    expectError(
      await refusedWithoutWriting('/files/addProjectLinks', {
        files: [
          { fileID: a, projects: [project] },
          { fileID: 'no-such-file', projects: [project] },
        ],
      }),
      404,
    );
  });
});

describe('linking staged files to kits', () => {
  it('adds each file to its kits, in the directory given, and answers the links', async () => {
    const kitA = await addKit(world.editor, 'Staged Kit A');
    const kitB = await addKit(world.editor, 'Staged Kit B');
    const dir = await must(world.editor, '/assets/addKitDirectory', { kitID: kitA.kitID, name: 'Cells' });
    const directoryID = dir.body.directory.directoryID as string;
    const [a = '', b = ''] = await save('d.png', 'e.png');
    const answer = await must(world.editor, '/files/addKitLinks', {
      files: [
        { fileID: a, kits: [{ kitID: kitA.kitID, directoryID }, { kitID: kitB.kitID }] },
        { fileID: b, kits: [{ kitID: kitB.kitID, directoryID: null }] },
      ],
    });
    expect(answer.body.links).toEqual([
      { fileID: a, kitID: kitA.kitID, linkID: expect.any(String) },
      { fileID: a, kitID: kitB.kitID, linkID: expect.any(String) },
      { fileID: b, kitID: kitB.kitID, linkID: expect.any(String) },
    ]);
    const files = await filesByIDs([a, b], answer);
    expect(files[0]?.kits.map((k) => [k.kitID, k.directoryID]).sort()).toEqual(
      [
        [kitA.kitID, directoryID],
        [kitB.kitID, null],
      ].sort(),
    );
    expect(files[1]?.kits.map((k) => k.kitID)).toEqual([kitB.kitID]);
    const kitFiles = await read(world.viewer, '/assets/getKitFiles', { kitID: kitB.kitID }, answer);
    expect(kitFiles.body.files.map((f: { fileID: string }) => f.fileID).sort()).toEqual([a, b].sort());
  });

  it("refuses a file without a kit: 'Every file must be added to a Kit.'", async () => {
    const [a = ''] = await save('f.png');
    const answer = await refusedWithoutWriting('/files/addKitLinks', { files: [{ fileID: a, kits: [] }] });
    expectFieldErrors(answer, ['files.0.kits']);
    expect(answer.body.error.fields['files.0.kits']).toBe('Every file must be added to a Kit.');
  });

  it('links nothing when one file names an unknown kit, the All kit, or a directory of another kit', async () => {
    const kit = await addKit(world.editor, 'Staged Kit C');
    const other = await addKit(world.editor, 'Staged Kit D');
    const dir = await must(world.editor, '/assets/addKitDirectory', { kitID: other.kitID, name: 'Elsewhere' });
    const [a = '', b = ''] = await save('g.png', 'h.png');
    const good = { fileID: a, kits: [{ kitID: kit.kitID }] };
    expectError(await refusedWithoutWriting('/files/addKitLinks', { files: [good, { fileID: b, kits: [{ kitID: '999999' }] }] }), 404);
    const all = await refusedWithoutWriting('/files/addKitLinks', { files: [good, { fileID: b, kits: [{ kitID: 'all' }] }] });
    expectError(all, 409);
    expect(all.body.error.msg).toBe("Files can't be added to the All kit. Choose a kit.");
    const misplaced = await refusedWithoutWriting('/files/addKitLinks', { files: [good, { fileID: b, kits: [{ kitID: kit.kitID, directoryID: dir.body.directory.directoryID }] }] });
    expect(misplaced.body.error.msg).toBe('That folder was not found.');
    expectError(await refusedWithoutWriting('/files/addKitLinks', { files: [good, { fileID: 'no-such-file', kits: [{ kitID: kit.kitID }] }] }), 404);
  });
});

describe('tagging staged files', () => {
  it('gives every file the tags given for all and those given for it', async () => {
    const tag = async (text: string) => (await must(world.editor, '/tags/createTag', { text })).body.tag.tagID as string;
    const [biology, cells, narration] = [await tag('Staged Biology'), await tag('Staged Cells'), await tag('Staged Narration')];
    const [a = '', b = ''] = await save('i.png', 'j.mp3');
    const answer = await must(world.editor, '/files/addFileTagLinks', {
      files: [
        { fileID: a, tags: [cells] },
        { fileID: b, tags: [narration] },
      ],
      tags: [biology],
    });
    const files = await filesByIDs([a, b], answer);
    expect(files.map((f) => f.tags.map((t) => t.name).sort())).toEqual([
      ['Staged Biology', 'Staged Cells'],
      ['Staged Biology', 'Staged Narration'],
    ]);
  });

  it('tags nothing when a tag or a file is unknown', async () => {
    const tagID = (await must(world.editor, '/tags/createTag', { text: 'Staged Physics' })).body.tag.tagID as string;
    const [a = ''] = await save('k.png');
    expectError(await refusedWithoutWriting('/files/addFileTagLinks', { files: [{ fileID: a }], tags: [tagID, 'no-such-tag'] }), 404);
    expectError(await refusedWithoutWriting('/files/addFileTagLinks', { files: [{ fileID: a }, { fileID: 'no-such-file' }], tags: [tagID] }), 404);
  });
});

describe('who may publish', () => {
  it.each([
    // The grant is checked before the file is looked at: an address no one uploaded to does.
    ['/files/saveStagedFiles', { files: [{ name: 'l.png', url: '/api/v1/blobs/asset/2026/01/0b7e4c7e-5d52-4a55-9a3e-1f2e3d4c5b6a.png', type: 'png', size: 10 }] }],
    ['/files/addProjectLinks', { files: [{ fileID: 'x', projects: ['p'] }] }],
    ['/files/addKitLinks', { files: [{ fileID: 'x', kits: [{ kitID: '72' }] }] }],
    ['/files/addFileTagLinks', { files: [{ fileID: 'x' }], tags: ['t'] }],
  ])('%s: a visitor gets 401, a viewer or a user without grants 403', async (path, body) => {
    expect((await world.anonymous.post(`/api${path}`, body)).status).toBe(401);
    expectError(await world.viewer.client.post(`/api${path}`, body), 403);
    expectError(await world.nobody.client.post(`/api${path}`, body), 403);
  });
});

describe('a whole publish', () => {
  it('is repeatable: a retried step with the same Idempotency-Key writes nothing more', async () => {
    const kit = await addKit(world.editor, 'Staged Kit E');
    const [a = ''] = await save('m.png');
    const headers = { 'Idempotency-Key': 'staged-kit-links-1' };
    const first = await world.editor.client.post('/api/files/addKitLinks', { files: [{ fileID: a, kits: [{ kitID: kit.kitID }] }] }, headers);
    const before = await world.app.lastEventPosition();
    const second = await world.editor.client.post('/api/files/addKitLinks', { files: [{ fileID: a, kits: [{ kitID: kit.kitID }] }] }, headers);
    expect(second.body).toEqual(first.body);
    expect(await world.app.lastEventPosition()).toEqual(before);
    const kitFiles = await read(world.viewer, '/assets/getKitFiles', { kitID: kit.kitID }, second);
    expect(kitFiles.body.files.map((f: { fileID: string }) => f.fileID)).toEqual([a]);
  });
});
