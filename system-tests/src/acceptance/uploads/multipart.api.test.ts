// POST /api/v1/upload (spec sections 5, 7 and 8): the purpose's types, the spec's messages, a size
// bound, content checked against the extension, the key before the file, names as typed, only for
// signed-in users; and reading the file back.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pngOf, sessionHeaders, startUploadsWorld, uploadForm, type UploadsWorld } from './uploadsWorld';

jest.setTimeout(60_000);

let world: UploadsWorld;
beforeAll(async () => {
  world = await startUploadsWorld();
});
afterAll(async () => {
  await world?.stop();
});

const URL_OF_UPLOAD = /^\/api\/v1\/blobs\/avatar\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/;

describe('uploading with a form', () => {
  it('stores an avatar PNG under a key the server made, and serves it back byte for byte to its uploader alone', async () => {
    const png = await pngOf(40, 30);
    const answer = await uploadForm(world.nobody, { key: 'avatar', file: { name: '../../etc/My face.png', bytes: png } });
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(URL_OF_UPLOAD);

    const read = await fetch(`${world.app.url}${answer.body.url}`, { headers: sessionHeaders(world.nobody) });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await read.arrayBuffer()).equals(png)).toBe(true);

    const download = await fetch(`${world.app.url}${answer.body.url}?download=1`, { headers: sessionHeaders(world.nobody) });
    expect(download.headers.get('content-disposition')).toContain('My face.png');
    const range = await fetch(`${world.app.url}${answer.body.url}`, { headers: sessionHeaders(world.nobody, { Range: 'bytes=0-7' }) });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).equals(png.subarray(0, 8))).toBe(true);
    // Until it is someone's avatar nothing holds it: it is its uploader's alone, not even root's.
    expect((await fetch(`${world.app.url}${answer.body.url}`, { headers: sessionHeaders(world.admin) })).status).toBe(403);
  });

  it('refuses a file sent before its key at once, saying the key must come first, and parks nothing of it', async () => {
    const staged = () =>
      readdir(path.join(world.app.dataDir, 'blobs', 'data'), { recursive: true }).then(
        (files) => files.filter((f) => !f.startsWith('avatar')),
        () => [],
      );
    const before = await staged();
    const answer = await uploadForm(world.admin, { key: 'kitThumbnail', file: { name: 'thumb.PNG', bytes: await pngOf(300, 300) } }, false);
    expect(answer.status).toBe(400);
    expect(answer.body.error.msg).toBe('You must include a key for upload.');
    expect(answer.body.error.fields.key).toBe('Send the key for upload before the file.');
    expect(await staged()).toEqual(before);
  });

  it('keeps a file name that is not ASCII as it was typed', async () => {
    const name = 'Übersicht – 東京.png';
    const answer = await uploadForm(world.admin, { key: 'asset', file: { name, bytes: await pngOf(8, 8) } });
    expect(answer.status).toBe(200);
    const download = await fetch(`${world.app.url}${answer.body.url}?download=1`, { headers: sessionHeaders(world.admin) });
    const disposition = download.headers.get('content-disposition') ?? '';
    const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe(name);
  });

  it("refuses an upload without a key: 'You must include a key for upload.'", async () => {
    const answer = await uploadForm(world.admin, { file: { name: 'a.png', bytes: await pngOf(4, 4) } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.msg).toBe('You must include a key for upload.');
  });

  it.each([
    ['projectThumbnail', 'thumb.png'],
    ['transcript', 'notes.txt'],
    ['avatar', 'face.exe'],
    ['avatar', 'no-extension'],
    ['notAPurpose', 'a.png'],
  ])("refuses for %s a file named %s: 'Wrong file type.'", async (key, name) => {
    const answer = await uploadForm(world.admin, { key, file: { name, bytes: await pngOf(4, 4) } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.msg).toBe('Wrong file type.');
  });

  it('refuses a .png that is not a PNG, and an svg that is not one', async () => {
    const fake = await uploadForm(world.admin, { key: 'avatar', file: { name: 'face.png', bytes: Buffer.from('<html><script>alert(1)</script></html>') } });
    expect(fake.status).toBe(400);
    expect(fake.body.error.msg).toBe('That file is not a real .png file.');
    const svg = await uploadForm(world.admin, { key: 'svg', file: { name: 'drawing.svg', bytes: randomBytes(2000) } });
    expect(svg.status).toBe(400);
    const realSvg = await uploadForm(world.admin, {
      key: 'svg',
      file: { name: 'drawing.svg', bytes: Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>') },
    });
    expect(realSvg.status).toBe(200);
  });

  it('refuses a thumbnail above its 10 MB bound with 413', async () => {
    const big = Buffer.concat([await pngOf(4, 4), randomBytes(10 * 1024 * 1024)]);
    // A JPEG's head up to its frame header (4 x 4 pixels), then the rest.
    const jpegHead = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc00011080004000403012200021101031101', 'hex');
    const answer = await uploadForm(world.admin, { key: 'projectThumbnail', file: { name: 'huge.jpg', bytes: Buffer.concat([jpegHead, big]) } });
    expect(answer.status).toBe(413);
    expect(answer.body.error.msg).toBe('That file is too large (at most 10 MB).');
  });

  it('answers a visitor 401 and keeps the files from visitors; a post from another site is refused', async () => {
    const answer = await uploadForm(world.anonymous, { key: 'avatar', file: { name: 'a.png', bytes: await pngOf(4, 4) } });
    expect(answer.status).toBe(401);
    const stored = await uploadForm(world.admin, { key: 'avatar', file: { name: 'a.png', bytes: await pngOf(4, 4) } });
    expect((await fetch(`${world.app.url}${stored.body.url}`)).status).toBe(401);
    const form = new FormData();
    form.append('key', 'avatar');
    form.append('file', new Blob([new Uint8Array(await pngOf(4, 4))]), 'a.png');
    const crossSite = await fetch(`${world.app.url}/api/v1/upload`, { method: 'POST', body: form, headers: sessionHeaders(world.admin, { Origin: 'https://evil.example' }) });
    expect(crossSite.status).toBe(403);
  });

  it('answers a form that ends before its closing boundary with 400, and stores nothing', async () => {
    const boundary = 'xyzBOUNDARY';
    const png = await pngOf(20, 20);
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\navatar\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.png"\r\nContent-Type: image/png\r\n\r\n`),
      png.subarray(0, png.length - 10),
    ]);
    const avatars = () => readdir(path.join(world.app.dataDir, 'blobs', 'data', 'avatar'), { recursive: true }).catch(() => []);
    const before = (await avatars()).length;
    const answer = await fetch(`${world.app.url}/api/v1/upload`, {
      method: 'POST',
      body: new Uint8Array(body),
      headers: sessionHeaders(world.admin, { 'Content-Type': `multipart/form-data; boundary=${boundary}` }),
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { msg: string } }).error.msg).toBe('The upload was cut before it ended.');
    expect((await avatars()).length).toBe(before);
  });

  it('serves nothing but finished uploads: other keys and path tricks are 404', async () => {
    for (const path of ['/api/v1/blobs/staging/tus/abc/info', '/api/v1/blobs/avatar/..%2F..%2Fetc%2Fpasswd', '/api/v1/blobs/avatar/2026/01/not-a-uuid.png']) {
      expect((await fetch(`${world.app.url}${path}`, { headers: sessionHeaders(world.admin) })).status).toBe(404);
    }
  });
});
