// Issue 16, finding 2: image exports starved everything. Four exports at once held every thread of
// libuv's pool for minutes, so a 72-byte download took 213 s and a sign-in 70 s; a 32 KB PNG that
// claims 16383 x 16383 pixels, exported at 4x, ran for 634 s. Now exports take their turn in a pool of
// their own that leaves threads free, and sizes are refused from the image's header.
import sharp from 'sharp';
import { AuthPaths } from '@wb/contracts';
import { pngHeaderOnly } from '@wb/platform';
import { HttpClient } from '../testing/httpClient';
import { addKit, expectFieldErrors, must, startAssetsWorld, type AssetsWorld } from '../acceptance/assets/assetsWorld';
import { PASSWORD } from '../acceptance/shared/people';
import { pngOf, sessionHeaders, uploadForm } from '../acceptance/uploads/uploadsWorld';

jest.setTimeout(240_000);

let world: AssetsWorld;
beforeAll(async () => {
  world = await startAssetsWorld();
});
afterAll(async () => {
  await world?.stop();
});

/** Uploads files into a new kit as the editor; answers their file ids and urls, and the kit. */
const kitFiles = async (files: { name: string; bytes: Buffer }[]) => {
  const { kitID } = await addKit(world.editor);
  const uploaded: { url: string; name: string; size: number }[] = [];
  for (const file of files) {
    const answer = await uploadForm(world.editor.client, { key: 'asset', file });
    if (answer.status !== 200) throw new Error(`upload ${file.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
    uploaded.push({ url: (answer.body as { url: string }).url, name: file.name, size: file.bytes.length });
  }
  const added = await must(world.editor, '/assets/addFilesToKit', { kitID, files: uploaded.map((f) => ({ ...f, type: f.name.split('.').pop() })) });
  const ids = (added.body.files as { fileID: string }[]).map((f) => f.fileID);
  return { kitID, fileIDs: ids, urls: uploaded.map((f) => f.url) };
};

/** Milliseconds from asking to the whole answer read. */
const timed = async (ask: () => Promise<number>): Promise<{ ms: number; status: number }> => {
  const started = performance.now();
  const status = await ask();
  return { ms: performance.now() - started, status };
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('while four heavy image exports run', () => {
  it('a small download and a sign-in each answer in under a second, again and again', async () => {
    // Noise does not compress: each export encodes 3200 x 1800 pixels of it as webp, seconds of work.
    const heavy = await kitFiles(await Promise.all([1, 2, 3, 4].map(async (n) => ({ name: `Noise ${n}.png`, bytes: await pngOf(800, 450) }))));
    const small = await kitFiles([
      {
        name: 'Dot.png',
        bytes: await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000000' } })
          .png()
          .toBuffer(),
      },
    ]);
    const smallUrl = `${world.app.url}${small.urls[0]}`;

    let running = true;
    const exports = Promise.all(heavy.fileIDs.map((fileID) => world.editor.client.post('/api/assets/convertImage', { fileID, kitID: heavy.kitID, type: 'webp', resize: 4 }))).finally(() => {
      running = false;
    });

    const downloads: number[] = [];
    const signIns: number[] = [];
    await pause(300); // the exports have been asked for and the first is converting
    while (running) {
      const download = await timed(async () => {
        const response = await fetch(smallUrl, { headers: sessionHeaders(world.viewer.client) });
        await response.arrayBuffer();
        return response.status;
      });
      expect(download.status).toBe(200);
      downloads.push(download.ms);
      const signIn = await timed(async () => (await new HttpClient(world.app.url).post(AuthPaths.login, { email: 'edith@example.com', password: PASSWORD })).status);
      expect(signIn.status).toBe(200);
      signIns.push(signIn.ms);
      await pause(100);
    }

    const answers = await exports;
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const slowest = (times: number[]) => Math.round(Math.max(...times));
    process.stdout.write(`heavy work: ${downloads.length} downloads (slowest ${slowest(downloads)} ms), ${signIns.length} sign-ins (slowest ${slowest(signIns)} ms)\n`);
    expect(slowest(downloads)).toBeLessThan(1000);
    expect(slowest(signIns)).toBeLessThan(1000);
    // Many of each while the exports ran: the exports took seconds, and the small requests were not held back.
    expect(downloads.length).toBeGreaterThanOrEqual(10);
  });
});

describe('the size of an export', () => {
  it("refuses the probe's file (16383 x 16383 pixels claimed by under 100 bytes) at once, naming the file", async () => {
    const { kitID, fileIDs } = await kitFiles([{ name: 'Bomb.png', bytes: pngHeaderOnly(16383, 16383) }]);
    const started = performance.now();
    const refused = await world.editor.client.post('/api/assets/convertImage', { fileID: fileIDs[0], kitID, type: 'png', resize: 4 });
    expect(performance.now() - started).toBeLessThan(5_000);
    expectFieldErrors(refused, ['fileID']);
    expect(refused.body.error.msg).toBe('That image has too many pixels to export (16383 x 16383; at most 132,710,400).');
  });

  it('refuses an export larger than an 8K frame, naming the scale; the same file exports at a smaller one', async () => {
    const board = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const { kitID, fileIDs } = await kitFiles([{ name: 'Board.png', bytes: board }]);
    const refused = await world.editor.client.post('/api/assets/convertImage', { fileID: fileIDs[0], kitID, type: 'png', resize: 4 });
    expectFieldErrors(refused, ['resize']);
    expect(refused.body.error.msg).toBe('At 4x that image would be 8000 x 6000 pixels; an export may have at most 33,177,600 (an 8K frame). Choose a smaller size.');
    await must(world.editor, '/assets/convertImage', { fileID: fileIDs[0], kitID, type: 'png', resize: 3 });
  });
});
