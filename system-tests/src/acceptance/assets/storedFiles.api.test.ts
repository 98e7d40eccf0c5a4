// What the library's calls accept as a stored file (issue 16, findings 3 and 7): a kit thumbnail is an
// image its setter uploaded as a kit thumbnail; a file added to a kit or a project, or a new version,
// is the caller's own upload whose name, type and size say what is stored. Anything else (another
// user's upload, a staging part, an address of no file, a name claiming another type) answers 400
// naming the field, and records nothing. The public page serves a thumbnail only of a public kit.
import { pngOf, sessionHeaders, uploadForm } from '../uploads/uploadsWorld';
import { addKit, after, expectFieldErrors, must, read, startAssetsWorld, type AssetsWorld } from './assetsWorld';
import type { Person } from '../shared/people';

jest.setTimeout(60_000);

let world: AssetsWorld;
beforeAll(async () => {
  world = await startAssetsWorld();
});
afterAll(async () => {
  await world?.stop();
});

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>');
/** A well-formed upload address under which nothing was ever stored. */
const NO_FILE = '/api/v1/blobs/kitThumbnail/2026/01/0b7e4c7e-5d52-4a55-9a3e-1f2e3d4c5b6a.png';

const upload = async (who: Person, purpose: string, name: string, bytes: Buffer): Promise<string> => {
  const answer = await uploadForm(who.client, { key: purpose, file: { name, bytes } });
  if (answer.status !== 200) throw new Error(`upload ${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.url as string;
};
const visitorGets = (path: string) => fetch(`${world.app.url}${path}`);

describe("a kit's thumbnail", () => {
  it("refuses another user's recording, a file uploaded for anything else, a staging part and an address of no file, naming the thumbnail", async () => {
    const kit = await addKit(world.editor, 'Thumb Rules');
    const recording = await upload(world.admin, 'pronunciation', 'secret.wav', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(40)]));
    const othersThumbnail = await upload(world.admin, 'kitThumbnail', 'theirs.png', await pngOf(4, 4));
    const ownAsset = await upload(world.editor, 'asset', 'photo.png', await pngOf(4, 4));
    const refusals: [string, string][] = [
      [recording, 'That file was uploaded by someone else: upload it yourself.'],
      [othersThumbnail, 'That file was uploaded by someone else: upload it yourself.'],
      [ownAsset, 'A kit thumbnail must be an image uploaded as a kit thumbnail (jpeg, jpg or png).'],
      ['/api/v1/blobs/staging/multipart/0b7e4c7e-5d52-4a55-9a3e-1f2e3d4c5b6a', 'That is not the address of an uploaded file.'],
      [NO_FILE, 'No file is stored at that address.'],
    ];
    for (const [thumbnail, message] of refusals) {
      const answer = await world.editor.client.post('/api/assets/updateKitThumbnail', { kitID: kit.kitID, thumbnail });
      expectFieldErrors(answer, ['thumbnail']);
      expect(answer.body.error).toMatchObject({ msg: message, fields: { thumbnail: message } });
    }
    const kits = await read(world.editor, '/assets/getKit', { kitID: kit.kitID }, kit.answer);
    expect(kits.body.kit.data.thumbnail).toBeNull();
  });

  it('is served to a visitor only while its kit is public, as the image it is', async () => {
    const kit = await addKit(world.editor, 'Thumb Public');
    const thumb = await pngOf(6, 6);
    await must(world.editor, '/assets/updateKitThumbnail', { kitID: kit.kitID, thumbnail: await upload(world.editor, 'kitThumbnail', 'cover.png', thumb) });
    const internal = await visitorGets(`/api/assets/publicKitThumbnail?slug=${kit.slug}`);
    expect(internal.status).toBe(404);
    const opened = await must(world.editor, '/assets/updateKitVisibility', { kitID: kit.kitID, visibility: 'public-read' });
    await read(world.editor, '/assets/getKits', {}, opened);
    const shown = await visitorGets(`/api/assets/publicKitThumbnail?slug=${kit.slug}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await shown.arrayBuffer()).equals(thumb)).toBe(true);
  });
});

describe('files added to a kit', () => {
  it("refuses another user's upload, an address of no file, and a name, type or size the stored file belies, each naming its field", async () => {
    const kit = await addKit(world.editor, 'File Rules');
    const svg = await upload(world.editor, 'asset', 'drawing.svg', SVG);
    const theirs = await upload(world.admin, 'asset', 'theirs.svg', SVG);
    const file = { url: svg, name: 'drawing.svg', type: 'svg', size: SVG.length };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ url: theirs }, 'files.0.url', 'That file was uploaded by someone else: upload it yourself.'],
      [{ url: NO_FILE.replace('kitThumbnail', 'asset') }, 'files.0.url', 'No file is stored at that address.'],
      [{ name: 'invoice.pdf' }, 'files.0.name', 'The stored file is a .svg file: the name must end in .svg.'],
      [{ type: 'pdf' }, 'files.0.type', 'The stored file is a .svg file.'],
      [{ size: SVG.length + 1 }, 'files.0.size', `The stored file is ${SVG.length} bytes.`],
    ];
    for (const [change, field, message] of cases) {
      const answer = await world.editor.client.post('/api/assets/addFilesToKit', { kitID: kit.kitID, files: [{ ...file, ...change }] });
      expectFieldErrors(answer, [field, 'files']);
      expect(answer.body.error.msg).toBe(message);
    }
    // A refused file among good ones records none of them.
    const mixed = await world.editor.client.post('/api/assets/addFilesToKit', { kitID: kit.kitID, files: [file, { ...file, url: theirs }] });
    expectFieldErrors(mixed, ['files.1.url']);
    const listed = await read(world.editor, '/assets/getKitFiles', { kitID: kit.kitID }, kit.answer);
    expect(listed.body.files).toEqual([]);
  });

  it("records the caller's own upload as it is, served with its stored type", async () => {
    const kit = await addKit(world.editor, 'File Kept');
    const url = await upload(world.editor, 'asset', 'drawing.svg', SVG);
    const added = await must(world.editor, '/assets/addFilesToKit', { kitID: kit.kitID, files: [{ url, name: 'Drawing.SVG', type: 'svg', size: SVG.length }] });
    const res = await fetch(`${world.app.url}${url}?download=1`, { headers: { ...sessionHeaders(world.viewer.client), ...after(added) } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-disposition')).toContain('drawing.svg');
  });

  it("refuses a project file or a new version that is another user's upload, naming the field where the call has it", async () => {
    const theirs = await upload(world.admin, 'asset', 'theirs.png', await pngOf(3, 3));
    const projectID = (await must(world.editor, '/project/create', { name: 'Stored Files Project' })).body.project.projectID as string;
    const projectFile = await world.editor.client.post('/api/project/addFile', { projectID, name: 'theirs.png', type: 'png', size: 10, data: { url: theirs } });
    expectFieldErrors(projectFile, ['data.url']);
    const kit = await addKit(world.editor, 'Version Rules');
    const own = await pngOf(5, 5);
    const added = await must(world.editor, '/assets/addFilesToKit', {
      kitID: kit.kitID,
      files: [{ url: await upload(world.editor, 'asset', 'a.png', own), name: 'a.png', type: 'png', size: own.length }],
    });
    const version = await world.editor.client.post('/api/assets/updateVersion', { fileID: added.body.files[0].fileID, url: theirs, size: 10 });
    expectFieldErrors(version, ['url']);
  });
});
