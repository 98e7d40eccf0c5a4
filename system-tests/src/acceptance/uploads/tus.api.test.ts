// Resumable uploads at /api/v1/tusupload/ (spec section 7 and 9): a multi-megabyte file whose
// connection is cut midway resumes from what arrived and ends byte-identical; an upload never finished
// leaves nothing anyone can open; the purpose's rules apply at creation.
import http from 'node:http';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pngOf, sessionHeaders, startUploadsWorld, type UploadsWorld } from './uploadsWorld';

jest.setTimeout(120_000);

let world: UploadsWorld;
beforeAll(async () => {
  world = await startUploadsWorld();
});
afterAll(async () => {
  await world?.stop();
});

const b64 = (text: string) => Buffer.from(text).toString('base64');
const TUS = { 'Tus-Resumable': '1.0.0' };

const create = async (size: number, metadata: Record<string, string>) => {
  const answer = await fetch(`${world.app.url}/api/v1/tusupload/`, {
    method: 'POST',
    headers: sessionHeaders(world.admin, {
      ...TUS,
      'Upload-Length': String(size),
      'Upload-Metadata': Object.entries(metadata)
        .map(([k, v]) => `${k} ${b64(v)}`)
        .join(','),
    }),
  });
  return { status: answer.status, location: answer.headers.get('location'), text: await answer.text() };
};

const patch = async (location: string, offset: number, bytes: Buffer) => {
  const answer = await fetch(`${world.app.url}${location}`, {
    method: 'PATCH',
    headers: sessionHeaders(world.admin, { ...TUS, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }),
    body: new Uint8Array(bytes),
  });
  return { status: answer.status, offset: Number(answer.headers.get('upload-offset')), text: await answer.text() };
};

const offsetOf = async (location: string) => {
  const answer = await fetch(`${world.app.url}${location}`, { method: 'HEAD', headers: sessionHeaders(world.admin, TUS) });
  return { status: answer.status, offset: Number(answer.headers.get('upload-offset')) };
};

/** Sends `sent` bytes of a PATCH that announced all of `bytes`, then cuts the connection. */
const cutPatch = (location: string, bytes: Buffer, sent: number) =>
  new Promise<void>((resolve) => {
    const url = new URL(`${world.app.url}${location}`);
    const request = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'PATCH',
      headers: { ...sessionHeaders(world.admin, { ...TUS, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }), 'Content-Length': String(bytes.length) },
    });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.write(bytes.subarray(0, sent), () => setTimeout(() => request.destroy(), 300));
  });

const filesUnder = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(folder, path.join(e.parentPath, e.name)));
};

describe('a resumable upload', () => {
  it('resumes after a cut connection from what arrived, and ends byte-identical under a server-made key', async () => {
    const png = await pngOf(1200, 1000);
    expect(png.length).toBeGreaterThan(3_000_000);
    const created = await create(png.length, { name: 'Big picture.png', type: 'image/png', key: 'asset' });
    expect(created.status).toBe(201);
    const location = created.location ?? '';
    expect(location).toMatch(/^\/api\/v1\/tusupload\/[0-9a-f]{32}$/);

    await cutPatch(location, png, 2_000_000);
    const after = await offsetOf(location);
    expect(after.status).toBe(200);
    expect(after.offset).toBeGreaterThan(0);
    expect(after.offset).toBeLessThanOrEqual(2_000_000);

    const finished = await patch(location, after.offset, png.subarray(after.offset));
    expect(finished.status).toBe(200);
    const { url } = JSON.parse(finished.text) as { url: string };
    expect(url).toMatch(/^\/api\/v1\/blobs\/asset\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);

    const read = await fetch(`${world.app.url}${url}`, { headers: sessionHeaders(world.admin) });
    expect(Buffer.from(await read.arrayBuffer()).equals(png)).toBe(true);
    // The parts are gone once the file is stored.
    expect((await offsetOf(location)).status).toBe(404);
  });

  it('leaves nothing anyone can open when it is never finished', async () => {
    const png = await pngOf(300, 300);
    const created = await create(png.length, { name: 'half.png', type: 'image/png', key: 'asset' });
    const location = created.location ?? '';
    const half = await patch(location, 0, png.subarray(0, Math.floor(png.length / 2)));
    expect(half.status).toBe(204);
    const stored = await filesUnder(path.join(world.app.dataDir, 'blobs', 'data'));
    // Only the staging area holds anything (never served: see multipart.api.test.ts).
    expect(stored.filter((file) => !file.startsWith('staging/')).filter((file) => file.startsWith('asset/') && file.includes('half'))).toEqual([]);
    for (const file of stored.filter((f) => f.startsWith('staging/'))) {
      expect((await fetch(`${world.app.url}/api/v1/blobs/${file}`, { headers: sessionHeaders(world.admin) })).status).toBe(404);
    }
  });

  it("refuses at creation a missing key, a wrong type and a size above the purpose's bound", async () => {
    const noKey = await create(1000, { name: 'a.png', type: 'image/png' });
    expect(noKey.status).toBe(400);
    expect(JSON.parse(noKey.text).error.msg).toBe('You must include a key for upload.');
    const wrong = await create(1000, { name: 'a.exe', type: 'application/octet-stream', key: 'asset' });
    expect(JSON.parse(wrong.text).error.msg).toBe('Wrong file type.');
    const big = await create(11 * 1024 * 1024, { name: 'a.jpg', type: 'image/jpeg', key: 'projectThumbnail' });
    expect(big.status).toBe(413);
  });

  it.each([
    ['a path', '../../etc/passwd.png'],
    ['a control character', 'bad\u0007name.png'],
    ['10,000 characters', `${'n'.repeat(10_000)}.png`],
  ])('refuses a name with %s with a clear 400', async (_what, name) => {
    const answer = await create(1000, { name, type: 'image/png', key: 'asset' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).error.fields.name).toBe('Not a file name');
  });

  it('refuses a finished upload whose bytes are not what its name says, and keeps nothing of it', async () => {
    const fake = Buffer.from('not a png at all, just text pretending'.repeat(200));
    const created = await create(fake.length, { name: 'fake.png', type: 'image/png', key: 'asset' });
    const done = await patch(created.location ?? '', 0, fake);
    expect(done.status).toBe(400);
    expect(JSON.parse(done.text).error.msg).toBe('That file is not a real .png file.');
  });

  it('refuses a fake at its first chunk, before the rest is sent, and drops the upload', async () => {
    const size = 3 * 1024 * 1024;
    const created = await create(size, { name: 'movie.mp4', type: 'video/mp4', key: 'asset' });
    const location = created.location ?? '';
    const first = await patch(location, 0, Buffer.alloc(1024 * 1024, 'a'));
    expect(first.status).toBe(400);
    expect(JSON.parse(first.text).error.msg).toBe('That file is not a real .mp4 file.');
    expect((await offsetOf(location)).status).toBe(404);
  });

  it("is its uploader's alone: another user can neither see its offset nor add to it", async () => {
    const created = await create(5000, { name: 'mine.txt', type: 'text/plain', key: 'asset' });
    const location = created.location ?? '';
    const head = await fetch(`${world.app.url}${location}`, { method: 'HEAD', headers: sessionHeaders(world.nobody, TUS) });
    expect(head.status).toBe(403);
    const added = await fetch(`${world.app.url}${location}`, {
      method: 'PATCH',
      headers: sessionHeaders(world.nobody, { ...TUS, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }),
      body: 'intruder',
    });
    expect(added.status).toBe(403);
    expect((await offsetOf(location)).offset).toBe(0);
  });

  it('is for signed-in users only', async () => {
    const answer = await fetch(`${world.app.url}/api/v1/tusupload/`, {
      method: 'POST',
      headers: { Origin: world.app.url, ...TUS, 'Upload-Length': '10', 'Upload-Metadata': `name ${b64('a.png')},key ${b64('asset')}` },
    });
    expect(answer.status).toBe(401);
  });
});
