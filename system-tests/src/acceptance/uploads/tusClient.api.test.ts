// The client the product ships (tus-js-client) against the tus endpoint, with the spec's retry delays:
// several chunks, the progress it reports, and the stored file's URL read from the last answer.
import { Upload } from 'tus-js-client';
import { pngOf, sessionHeaders, startUploadsWorld, type UploadsWorld } from './uploadsWorld';

jest.setTimeout(60_000);

let world: UploadsWorld;
beforeAll(async () => {
  world = await startUploadsWorld();
});
afterAll(async () => {
  await world?.stop();
});

it('uploads a multi-megabyte PNG in 1 MB chunks with tus-js-client and answers its URL on the last one', async () => {
  const png = await pngOf(1000, 800);
  const progress: number[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const upload = new Upload(png, {
      endpoint: `${world.app.url}/api/v1/tusupload/`,
      headers: sessionHeaders(world.admin),
      chunkSize: 1024 * 1024,
      retryDelays: [0, 2000, 3000, 50000],
      metadata: { name: 'Whiteboard.png', type: 'image/png', key: 'asset' },
      onProgress: (sent) => progress.push(sent),
      onSuccess: ({ lastResponse }) => resolve(lastResponse.getHeader('Upload-Url') ?? ''),
      onError: reject,
    });
    upload.start();
  });
  expect(url).toMatch(/^\/api\/v1\/blobs\/asset\/.*\.png$/);
  expect(progress.at(-1)).toBe(png.length);
  const read = await fetch(`${world.app.url}${url}`, { headers: sessionHeaders(world.admin) });
  expect(Buffer.from(await read.arrayBuffer()).equals(png)).toBe(true);
});

it("gives the server's message when a type is refused, without retrying", async () => {
  const error = await new Promise<Error>((resolve) => {
    new Upload(Buffer.from('x'.repeat(2000)), {
      endpoint: `${world.app.url}/api/v1/tusupload/`,
      headers: sessionHeaders(world.admin),
      retryDelays: [0, 2000, 3000, 50000],
      metadata: { name: 'thing.exe', type: 'application/octet-stream', key: 'asset' },
      onSuccess: () => resolve(new Error('accepted')),
      onError: resolve,
    }).start();
  });
  const body = (error as Error & { originalResponse?: { getBody(): string } }).originalResponse?.getBody() ?? '';
  expect(JSON.parse(body).error.msg).toBe('Wrong file type.');
});
