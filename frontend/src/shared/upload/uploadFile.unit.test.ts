import { RESUMABLE_ABOVE_BYTES, TUS_CHUNK_BYTES, TUS_RETRY_DELAYS_MS, UploadPaths } from '@wb/contracts';
import { Upload, type UploadOptions as TusOptions } from 'tus-js-client';
import { serveXhr, type FakeServer } from './fakeXhr';
import { refusalOf, uploadFile, UploadError } from './uploadFile';

jest.mock('tus-js-client', () => ({ Upload: jest.fn() }));
const TusUpload = Upload as unknown as jest.Mock;

/** The options of the last tus upload made, and what it was told to do. */
const tus = () => {
  const made: { file: Blob; options: TusOptions; started: boolean; aborted: boolean }[] = [];
  TusUpload.mockImplementation((file: Blob, options: TusOptions) => {
    const upload = { file, options, started: false, aborted: false };
    made.push(upload);
    return {
      start: () => {
        upload.started = true;
      },
      abort: async () => {
        upload.aborted = true;
      },
    };
  });
  return made;
};
const tusAnswer = (status: number, body: string, header?: string) => ({
  getStatus: () => status,
  getBody: () => body,
  getHeader: (name: string) => (name === 'Upload-Url' ? header : undefined),
});

const small = (name = 'cell.png') => new File([new Uint8Array(10)], name, { type: 'image/png' });
const large = (name = 'film.mp4') => new File([new Uint8Array(RESUMABLE_ABOVE_BYTES + 1)], name, { type: 'video/mp4' });

let server: FakeServer | null = null;
afterEach(() => {
  server?.restore();
  server = null;
  TusUpload.mockReset();
});

describe('the upload client, small files (multipart)', () => {
  it('posts the purpose first, then the file, with the session, reports progress and answers the url', async () => {
    server = serveXhr({ status: 200, body: { url: '/api/v1/blobs/asset/k.png' }, progress: [0.25, 1] });
    const progress: number[] = [];
    expect(await uploadFile(small(), 'asset', { onProgress: (f) => progress.push(f) })).toBe('/api/v1/blobs/asset/k.png');
    const [sent] = server.sent;
    expect(sent).toMatchObject({ method: 'POST', url: UploadPaths.upload, withCredentials: true });
    expect([...(sent?.body.keys() ?? [])]).toEqual(['key', 'file']);
    expect(sent?.body.get('key')).toBe('asset');
    expect((sent?.body.get('file') as File).name).toBe('cell.png');
    expect(progress).toEqual([0.25, 1]);
  });

  it('sends a Blob under the name it is given', async () => {
    server = serveXhr({ status: 200, body: { url: '/u' } });
    await uploadFile(new Blob(['x'], { type: 'audio/webm' }), 'pronunciation', { name: 'recording.webm' });
    expect((server.sent[0]?.body.get('file') as File).name).toBe('recording.webm');
  });

  it("shows the server's reason for a refusal, and the spec's alert for anything else", async () => {
    server = serveXhr({ status: 413, body: { error: { msg: 'That file is too large (at most 2 GB).', code: 'fileTooLarge' } } });
    await expect(uploadFile(small(), 'asset')).rejects.toEqual(new UploadError('That file is too large (at most 2 GB).'));
    server.restore();
    for (const [status, body] of [
      [500, { error: { msg: 'Internal' } }],
      [404, { error: { msg: 'Not found' } }],
      [502, 'Bad gateway'],
      [0, null],
    ] as const) {
      server = serveXhr({ status, body });
      await expect(uploadFile(small(), 'asset')).rejects.toThrow('Uh oh, something went wrong with that upload.');
      server.restore();
    }
    server = serveXhr({ status: 200, body: {} });
    await expect(uploadFile(small(), 'asset')).rejects.toThrow('Uh oh, no URL returned for the upload.');
  });

  it('refuses by the purpose before sending anything: the type, then the size bound', async () => {
    server = serveXhr({ status: 200, body: { url: '/u' } });
    await expect(uploadFile(small('notes.exe'), 'asset')).rejects.toThrow('Wrong file type.');
    await expect(uploadFile(small('cell.gif'), 'resource')).rejects.toThrow('Wrong file type.');
    expect(refusalOf('resource', 'cell.png', 11 * 1024 * 1024)).toBe('That file is too large (at most 10 MB).');
    expect(refusalOf('asset', 'film.mp4', 3 * 1024 ** 3)).toBe('That file is too large (at most 2 GB).');
    expect(refusalOf('resource', 'cell.JPG', 10)).toBeNull();
    expect(server.sent).toEqual([]);
  });

  it('stops when its signal aborts, rejecting with the reason', async () => {
    server = serveXhr({ status: 200, body: { url: '/u' }, hang: true });
    const controller = new AbortController();
    const sending = uploadFile(small(), 'asset', { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(uploadFile(small(), 'asset', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.sent).toHaveLength(1);
  });
});

describe('the upload client, large files (tus)', () => {
  it("sends by tus with the spec's chunk size and retries, the purpose in the metadata, and answers the Upload-Url", async () => {
    const made = tus();
    const progress: number[] = [];
    const sending = uploadFile(large(), 'asset', { onProgress: (f) => progress.push(f) });
    await Promise.resolve();
    const [upload] = made;
    expect(upload?.started).toBe(true);
    expect(upload?.options).toMatchObject({
      endpoint: `${UploadPaths.tus}/`,
      chunkSize: TUS_CHUNK_BYTES,
      retryDelays: [...TUS_RETRY_DELAYS_MS],
      metadata: { name: 'film.mp4', type: 'video/mp4', key: 'asset' },
    });
    upload?.options.onProgress?.(50, 200);
    upload?.options.onSuccess?.({ lastResponse: tusAnswer(204, '', '/api/v1/blobs/asset/f.mp4') } as never);
    expect(await sending).toBe('/api/v1/blobs/asset/f.mp4');
    expect(progress).toEqual([0.25]);
  });

  it('reads the url from the body when no header carries it, and says so when neither does', async () => {
    const made = tus();
    const first = uploadFile(large(), 'asset');
    await Promise.resolve();
    made[0]?.options.onSuccess?.({ lastResponse: tusAnswer(200, JSON.stringify({ url: '/b' })) } as never);
    expect(await first).toBe('/b');
    const second = uploadFile(large(), 'asset');
    await Promise.resolve();
    made[1]?.options.onSuccess?.({ lastResponse: tusAnswer(200, '') } as never);
    await expect(second).rejects.toThrow('Uh oh, no URL returned for the upload.');
  });

  it("shows the server's refusal, and the spec's alert when there was no answer", async () => {
    const made = tus();
    const refused = uploadFile(large(), 'asset');
    await Promise.resolve();
    made[0]?.options.onError?.(Object.assign(new Error('tus'), { originalResponse: tusAnswer(400, JSON.stringify({ error: { msg: 'Wrong file type.' } })) }));
    await expect(refused).rejects.toEqual(new UploadError('Wrong file type.'));
    const offline = uploadFile(large(), 'asset');
    await Promise.resolve();
    made[1]?.options.onError?.(new Error('network'));
    await expect(offline).rejects.toThrow('Uh oh, something went wrong with that upload.');
  });

  it('aborts the tus upload when its signal aborts', async () => {
    const made = tus();
    const controller = new AbortController();
    const sending = uploadFile(large(), 'asset', { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
    expect(made[0]?.aborted).toBe(true);
  });
});
