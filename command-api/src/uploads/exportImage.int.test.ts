// An image export over a real (local folder) BlobStore: a stored PNG converted at 2x to webp is a
// new asset of twice the size; only png, jpeg and jpg files of ours are exported, and none whose source
// or export has more pixels than the bounds (refused from the header, naming the field to change).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { LocalBlobStore, pngHeaderOnly } from '@wb/platform';
import { exportImage, exportedName } from './exportImage';

let root: string;
let blobs: LocalBlobStore;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'wb-export-'));
  blobs = new LocalBlobStore(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

const SOURCE = 'asset/2026/11/0b7c5f3e-1d2a-4c5b-9e8f-0a1b2c3d4e5f.png';

it('exports a stored PNG at 2x as webp: a new asset, twice the size, named after the source', async () => {
  const png = await sharp(randomBytes(64 * 48 * 3), { raw: { width: 64, height: 48, channels: 3 } })
    .png()
    .toBuffer();
  await blobs.put(SOURCE, Readable.from([png]), { contentType: 'image/png' });
  const exported = await exportImage(blobs, { url: `/api/v1/blobs/${SOURCE}`, name: 'Diagram.png', type: 'webp', scale: 2 }, 7);
  expect(exported.url).toMatch(/^\/api\/v1\/blobs\/asset\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
  const stored = await blobs.get(exported.key);
  expect(stored?.info.metadata.name).toBe('Diagram_2x.webp');
  expect(stored?.info.contentType).toBe('image/webp');
  const metadata = await sharp(await buffer(stored!.body)).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 128, 96]);
});

it('refuses what is not a png, jpeg or jpg of ours, and a missing file', async () => {
  await expect(exportImage(blobs, { url: '/api/v1/blobs/asset/2026/11/0b7c5f3e-1d2a-4c5b-9e8f-0a1b2c3d4e5f.svg', name: 'a.svg', type: 'png', scale: 1 }, 7)).rejects.toMatchObject({ status: 400 });
  await expect(exportImage(blobs, { url: 'https://elsewhere.example/a.png', name: 'a.png', type: 'png', scale: 1 }, 7)).rejects.toMatchObject({ status: 400 });
  await expect(exportImage(blobs, { url: `/api/v1/blobs/${SOURCE}`, name: 'a.png', type: 'png', scale: 1 }, 7)).rejects.toMatchObject({ status: 404 });
});

it("refuses the probe's kind of file (16383 x 16383 pixels claimed in under 100 bytes) from its header, naming the file", async () => {
  const bomb = pngHeaderOnly(16383, 16383);
  expect(bomb.length).toBeLessThan(100);
  await blobs.put(SOURCE, Readable.from([bomb]), { contentType: 'image/png' });
  const refused = exportImage(blobs, { url: `/api/v1/blobs/${SOURCE}`, name: 'Bomb.png', type: 'png', scale: 4 }, 7);
  await expect(refused).rejects.toMatchObject({
    status: 400,
    fields: { fileID: 'That image has too many pixels to export (16383 x 16383; at most 132,710,400).' },
  });
});

it('refuses an export larger than an 8K frame, naming the scale asked for; the same image exports at a smaller one', async () => {
  const png = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  await blobs.put(SOURCE, Readable.from([png]), { contentType: 'image/png' });
  const request = { url: `/api/v1/blobs/${SOURCE}`, name: 'Board.png', type: 'png' } as const;
  await expect(exportImage(blobs, { ...request, scale: 4 }, 7)).rejects.toMatchObject({
    status: 400,
    fields: { resize: 'At 4x that image would be 8000 x 6000 pixels; an export may have at most 33,177,600 (an 8K frame). Choose a smaller size.' },
  });
  const exported = await exportImage(blobs, { ...request, scale: 3 }, 7);
  const metadata = await sharp(await buffer((await blobs.get(exported.key))!.body)).metadata();
  expect([metadata.width, metadata.height]).toEqual([6000, 4500]);
});

it('refuses bytes that are no image as unreadable', async () => {
  await blobs.put(SOURCE, Readable.from([Buffer.from('not a png at all')]), { contentType: 'image/png' });
  await expect(exportImage(blobs, { url: `/api/v1/blobs/${SOURCE}`, name: 'a.png', type: 'png', scale: 1 }, 7)).rejects.toMatchObject({
    status: 400,
    fields: { fileID: 'Not a readable image' },
  });
});

it('names exports after their source, scale and type', () => {
  expect(exportedName('Sun.rise.jpg', 0.5, 'tif')).toBe('Sun.rise_0.5x.tif');
});
