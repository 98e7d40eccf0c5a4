// Image export (spec 001 section 5): a kit's png, jpeg or jpg file converted on the server at a scale
// (0.5 to 4, typed "2x" or "2") to png, jpg/jpeg, tiff/tif or webp; the answer's url is the new file.
import sharp from 'sharp';
import type { Answer } from '../../testing/httpClient';
import { addKit, after, expectError, expectFieldErrors, must, startAssetsWorld, type AssetsWorld } from './assetsWorld';
import { pngOf, sessionHeaders, uploadForm } from '../uploads/uploadsWorld';
import { uploadedFile } from './storedUploads';

let world: AssetsWorld;
beforeAll(async () => {
  world = await startAssetsWorld();
});
afterAll(async () => {
  await world?.stop();
});

/** Uploads a real image and records it in a new kit; answers the file id and kit id. */
const kitImage = async (name: string, bytes: Buffer) => {
  const uploaded = await uploadForm(world.editor.client, { key: 'asset', file: { name, bytes } });
  expect(uploaded.status).toBe(200);
  const { kitID } = await addKit(world.editor);
  const added = await must(world.editor, '/assets/addFilesToKit', { kitID, files: [{ url: uploaded.body.url, name, type: name.split('.').pop(), size: bytes.length }] });
  return { fileID: added.body.files[0].fileID as string, kitID };
};

/** The export's bytes as the viewer reads them, once the blob's holders include the export (read your writes). */
const fetchBytes = async (exported: Answer): Promise<Buffer> => {
  const response = await fetch(`${world.app.url}${exported.body.url}`, { headers: sessionHeaders(world.viewer.client, after(exported)) });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

describe('/assets/convertImage', () => {
  it('exports a png at 2x as webp: twice the size, a real webp, readable at the url answered', async () => {
    const { fileID, kitID } = await kitImage('Diagram.png', await pngOf(40, 30));
    const answer = await must(world.editor, '/assets/convertImage', { fileID, kitID, type: 'webp', resize: '2x' });
    expect(answer.body.url).toMatch(/^\/api\/v1\/blobs\/.+\.webp$/);
    const meta = await sharp(await fetchBytes(answer)).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: 80, height: 60 });
  });

  it('takes the scale as a number or as typed, and jpg and tiff as types', async () => {
    const { fileID } = await kitImage('photo.png', await pngOf(20, 20));
    const half = await must(world.editor, '/assets/convertImage', { fileID, type: 'jpg', resize: 0.5 });
    expect((await sharp(await fetchBytes(half)).metadata()).width).toBe(10);
    const tiff = await must(world.editor, '/assets/convertImage', { fileID, type: 'tif', resize: ' 1.5 X' });
    const meta = await sharp(await fetchBytes(tiff)).metadata();
    expect({ format: meta.format, width: meta.width }).toEqual({ format: 'tiff', width: 30 });
  });

  it('refuses scales and types outside the lists, files that are not png, jpeg or jpg, and unknown files', async () => {
    const { fileID } = await kitImage('still.png', await pngOf(8, 8));
    expectFieldErrors(await world.editor.client.post('/api/assets/convertImage', { fileID, type: 'webp', resize: '5x' }), ['resize']);
    expectFieldErrors(await world.editor.client.post('/api/assets/convertImage', { fileID, type: 'gif', resize: 2 }), ['type']);
    const svg = await uploadedFile(world.editor, 'icon.svg');
    const { kitID } = await addKit(world.editor);
    const added = await must(world.editor, '/assets/addFilesToKit', { kitID, files: [svg] });
    expectFieldErrors(await world.editor.client.post('/api/assets/convertImage', { fileID: added.body.files[0].fileID, type: 'png', resize: 1 }), ['fileID']);
    expectError(await world.editor.client.post('/api/assets/convertImage', { fileID: 'no-such-file', type: 'png', resize: 1 }), 404, 'notFound');
  });

  it('needs content.assets-edit', async () => {
    const { fileID } = await kitImage('locked.png', await pngOf(4, 4));
    expect((await world.viewer.client.post('/api/assets/convertImage', { fileID, type: 'png', resize: 1 })).status).toBe(403);
    expect((await world.anonymous.post('/api/assets/convertImage', { fileID, type: 'png', resize: 1 })).status).toBe(401);
  });
});
