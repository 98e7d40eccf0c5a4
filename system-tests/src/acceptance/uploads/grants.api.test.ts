// Uploads need the grant of the calls their purpose is for (issue 16, finding 4): checked before a byte
// is stored, with a form and with tus alike, refused 403 naming the grant as every call is; an avatar
// and a pronunciation recording are anyone's.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Person } from '../shared/people';
import { pngOf, sessionHeaders, startUploadsWorld, uploadForm, type UploadsWorld } from './uploadsWorld';

jest.setTimeout(60_000);

let world: UploadsWorld;
let projectViewer: Person;
let assetEditor: Person;
beforeAll(async () => {
  world = await startUploadsWorld();
  projectViewer = await world.add({ userID: 3, givenName: 'Petra', grants: ['content.projects-view'] });
  assetEditor = await world.add({ userID: 4, givenName: 'Ada', grants: ['content.assets-edit'] });
});
afterAll(async () => {
  await world?.stop();
});

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>');
const storedFiles = async () => {
  const entries = await readdir(path.join(world.app.dataDir, 'blobs', 'data'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
};

const createTus = async (who: UploadsWorld['nobody'], size: number, metadata: Record<string, string>) => {
  const answer = await fetch(`${world.app.url}/api/v1/tusupload/`, {
    method: 'POST',
    headers: sessionHeaders(who, {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(size),
      'Upload-Metadata': Object.entries(metadata)
        .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
        .join(','),
    }),
  });
  return { status: answer.status, body: JSON.parse((await answer.text()) || 'null') as { error?: { msg: string; details?: { grant?: string } } } | null };
};

describe('the grant of an upload', () => {
  it.each([
    ['design', 'poster.afdesign', 'content.assets-edit'],
    ['asset', 'drawing.svg', 'content.assets-edit'],
    ['kitThumbnail', 'thumb.png', 'content.assets-edit'],
    ['projectThumbnail', 'thumb.jpg', 'content.projects-edit'],
    ['resource', 'cell.png', 'admin.resources'],
    ['sceneNotesImage', 'note.png', 'content.projects-view'],
  ])('refuses a %s upload (%s) from a user without %s, with a form and with tus, before storing a byte', async (key, name, grant) => {
    const before = await storedFiles();
    const form = await uploadForm(world.nobody, { key, file: { name, bytes: await pngOf(40, 40) } });
    expect(form.status).toBe(403);
    expect(form.body.error.msg).toBe(`You need the grant ${grant} for that. Contact an admin.`);
    expect(form.body.error.details).toEqual({ grant });
    const resumable = await createTus(world.nobody, 300 * 1024 * 1024, { name, type: 'application/octet-stream', key });
    expect(resumable.status).toBe(403);
    expect(resumable.body?.error?.details).toEqual({ grant });
    expect(await storedFiles()).toBe(before);
  });

  it('lets a user without grants set an avatar and record a pronunciation', async () => {
    expect((await uploadForm(world.nobody, { key: 'avatar', file: { name: 'me.png', bytes: await pngOf(8, 8) } })).status).toBe(200);
    expect((await createTus(world.nobody, 2 * 1024 * 1024, { name: 'word.mp3', type: 'audio/mpeg', key: 'pronunciation' })).status).toBe(201);
  });

  it('lets a project viewer import an svg as a scene and set a scene thumbnail, but not add kit files', async () => {
    expect((await uploadForm(projectViewer.client, { key: 'svg', file: { name: 'scene.svg', bytes: SVG } })).status).toBe(200);
    expect((await uploadForm(projectViewer.client, { key: 'sceneThumbnail', file: { name: 'thumb.png', bytes: await pngOf(8, 8) } })).status).toBe(200);
    expect((await uploadForm(projectViewer.client, { key: 'asset', file: { name: 'thumb.png', bytes: await pngOf(8, 8) } })).status).toBe(403);
  });

  it('lets an asset library editor upload kit files and project files, but not project thumbnails', async () => {
    expect((await uploadForm(assetEditor.client, { key: 'asset', file: { name: 'a.png', bytes: await pngOf(8, 8) } })).status).toBe(200);
    expect((await uploadForm(assetEditor.client, { key: 'svg', file: { name: 'b.svg', bytes: SVG } })).status).toBe(200);
    const thumbnail = await uploadForm(assetEditor.client, { key: 'projectThumbnail', file: { name: 'c.jpg', bytes: await pngOf(8, 8) } });
    expect(thumbnail.status).toBe(403);
  });

  it('takes uploads for a purpose no browser uploads for from nobody, not even root', async () => {
    const answer = await uploadForm(world.admin, { key: 'sceneImage', file: { name: 'embedded.png', bytes: await pngOf(8, 8) } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.msg).toBe('Wrong file type.');
  });
});
