// The asset library's search over HTTP (spec 001: /files/searchFiles {text, start, count, sortBy, status}
// -> files, total; the kit search, 50 a page; the editor's asset search, up to 50 jpeg, jpg, png, svg):
// files found by the start of words of their name, kits and tags, ranked, sorted, filtered and paged,
// answered as the File model; renames, tags and deletes are seen by the next search; bad input is a 400.
import { addFiles, addKit, expectFieldErrors, must, read, startAssetsWorld, type AssetsWorld } from '../assets/assetsWorld';

let world: AssetsWorld;
beforeAll(async () => {
  world = await startAssetsWorld();
});
afterAll(async () => {
  await world?.stop();
});

const ids = (answer: { body: { files: { fileID: string }[] } }): string[] => answer.body.files.map((f) => f.fileID);
/** Words no other test's files hold, so each test sees only its own. */
let unique = 0;
const word = (stem: string): string => `${stem}${String.fromCharCode(97 + (unique++ % 26))}${unique}`;

describe('searching files', () => {
  it('finds files by the start of every typed word, ranks the name starting with the text first, and answers the File model', async () => {
    const w = word('zephyr');
    const { kitID, name: kitName } = await addKit(world.editor);
    const { fileIDs, files, answer } = await addFiles(world.editor, kitID, [`${w} diagram.png`, `Old ${w} chart.svg`, `${w}_notes.pdf`]);
    const found = await read(world.viewer, '/files/searchFiles', { text: w.slice(0, 6).toUpperCase() + w.slice(6) }, answer);
    expect(found.status).toBe(200);
    // The two names starting with it, newest first (added in one command: by id), then the one where a later word does.
    expect(ids(found)).toHaveLength(3);
    expect(ids(found)[2]).toBe(fileIDs[1]);
    expect(found.body).toMatchObject({ total: 3, totalCapped: false });
    expect(found.body.files.find((f: { fileID: string }) => f.fileID === fileIDs[0])).toMatchObject({
      fileID: fileIDs[0],
      name: `${w} diagram.png`,
      type: 'png',
      status: 1,
      data: { size: files[0]?.size },
      kits: [{ kitID, name: kitName, directoryID: null }],
    });
    expect(ids(await read(world.viewer, '/files/searchFiles', { text: `diag ${w}` }, answer))).toEqual([fileIDs[0]]);
    expect(ids(await read(world.viewer, '/files/searchFiles', { text: `${w} nothing` }, answer))).toEqual([]);
  });

  it('searches kit names and tags, and sees renames, new tags and deletes', async () => {
    const w = word('quasar');
    const { kitID } = await addKit(world.editor, `${w} Kit`);
    const { fileIDs, answer } = await addFiles(world.editor, kitID, ['One.png', 'Two.png']);
    expect(ids(await read(world.viewer, '/files/searchFiles', { text: `${w} kit`, sortBy: 'oldest' }, answer)).sort()).toEqual([...fileIDs].sort());
    const tag = await must(world.editor, '/tags/createTag', { text: `${w}-tag` });
    const tagged = await must(world.editor, '/tags/createFileTagLink', { tagID: tag.body.tag.tagID, fileIDs: [fileIDs[1]] });
    expect(ids(await read(world.viewer, '/files/searchFiles', { text: `${w} tag` }, tagged))).toEqual([fileIDs[1]]);
    expect(ids(await read(world.viewer, '/files/searchFiles', { text: w, tagIDs: [tag.body.tag.tagID] }, tagged))).toEqual([fileIDs[1]]);
    const renamed = await must(world.editor, '/assets/updateName', { fileID: fileIDs[0], name: `${w}-renamed.png` });
    expect(ids(await read(world.viewer, '/files/searchFiles', { text: `${w} ren` }, renamed))).toEqual([fileIDs[0]]);
    const deleted = await must(world.editor, '/assets/deleteFile', { fileIDs: [fileIDs[0]] });
    expect(ids(await read(world.viewer, '/files/searchFiles', { text: w }, deleted))).toEqual([fileIDs[1]]);
  });

  it('sorts by number, name, newest and oldest, filters by type, and pages with the total', async () => {
    const w = word('nimbus');
    const { kitID } = await addKit(world.editor);
    const names = [`10_${w}.svg`, `2_${w}.svg`, `${w} alpha.png`, `${w} beta.jpg`];
    const { fileIDs, answer } = await addFiles(world.editor, kitID, names);
    const sorted = async (sortBy: string) => ids(await read(world.viewer, '/files/searchFiles', { text: w, sortBy }, answer));
    expect(await sorted('number')).toEqual([fileIDs[1], fileIDs[0], fileIDs[2], fileIDs[3]]);
    expect(await sorted('alphabetical')).toEqual([fileIDs[0], fileIDs[1], fileIDs[2], fileIDs[3]]);
    expect(ids(await read(world.viewer, '/files/searchFiles', { text: w, types: ['svg'], sortBy: 'number' }, answer))).toEqual([fileIDs[1], fileIDs[0]]);
    const page = await read(world.viewer, '/files/searchFiles', { text: w, sortBy: 'number', start: 1, count: 2 }, answer);
    expect(page.body).toMatchObject({ total: 4, totalCapped: false });
    expect(ids(page)).toEqual([fileIDs[0], fileIDs[2]]);
  });

  it('searches one kit (the kit search), and the editor finds only images', async () => {
    const w = word('comet');
    const first = await addKit(world.editor);
    const second = await addKit(world.editor);
    const a = await addFiles(world.editor, first.kitID, [`${w} a.png`, `${w} b.mp3`]);
    const b = await addFiles(world.editor, second.kitID, [`${w} c.svg`]);
    expect(ids(await read(world.viewer, '/assets/searchKit', { kitID: first.kitID, text: w, sortBy: 'alphabetical' }, b.answer))).toEqual(a.fileIDs);
    expect(ids(await read(world.viewer, '/assets/searchKit', { kitID: 'all', text: w, sortBy: 'alphabetical' }, b.answer))).toEqual([...a.fileIDs, ...b.fileIDs]);
    const editor = await read(world.viewer, '/assets/searchEditorAssets', { text: w }, b.answer);
    expect(editor.status).toBe(200);
    expect(ids(editor).sort()).toEqual([a.fileIDs[0], b.fileIDs[0]].sort());
  });

  it('answers bad input with 400 and the field, and refuses who may not view assets', async () => {
    expectFieldErrors(await world.viewer.client.post('/api/files/searchFiles', { text: 'x', count: 51 }), ['count']);
    expectFieldErrors(await world.viewer.client.post('/api/files/searchFiles', { text: 'x', sortBy: 'size' }), ['sortBy']);
    expectFieldErrors(await world.viewer.client.post('/api/files/searchFiles', { text: 'a\u0000b' }), ['text']);
    expectFieldErrors(await world.viewer.client.post('/api/files/searchFiles', { text: 'x', start: 5000 }), ['start']);
    expect((await world.nobody.client.post('/api/files/searchFiles', { text: 'x' })).status).toBe(403);
    expect((await world.anonymous.post('/api/files/searchFiles', { text: 'x' })).status).toBe(401);
  });
});
