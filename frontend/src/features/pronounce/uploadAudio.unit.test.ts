import { UploadMessages } from './audioFile';
import { uploadAudio, UPLOAD_PATH } from './uploadAudio';

/** Answers every fetch with this status and body, and keeps what was sent. */
const serve = (status: number, body: unknown) => {
  const sent: { url: string; init: RequestInit }[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(body === null ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return sent;
};

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('uploading audio', () => {
  it('posts the key pronunciation, then the file, as multipart, and answers the url', async () => {
    const sent = serve(200, { url: '/api/v1/blobs/pronunciation/k.mp3' });
    expect(await uploadAudio(new Blob(['x'], { type: 'audio/mpeg' }), 'euler.mp3')).toBe('/api/v1/blobs/pronunciation/k.mp3');
    expect(sent[0]?.url).toBe(UPLOAD_PATH);
    const form = sent[0]?.init.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'file']);
    expect(form.get('key')).toBe('pronunciation');
    expect((form.get('file') as File).name).toBe('euler.mp3');
  });

  it("shows the server's reason when it refuses the file", async () => {
    serve(400, { error: { msg: 'Wrong file type.', code: 'validation' } });
    await expect(uploadAudio(new Blob(['x']), 'a.mp3')).rejects.toThrow('Wrong file type.');
  });

  it("says 'Uh oh, something went wrong with that upload.' for a failure, whatever the server said", async () => {
    serve(500, null);
    await expect(uploadAudio(new Blob(['x']), 'a.mp3')).rejects.toThrow(UploadMessages.uploadFailed);
    serve(404, { error: { msg: 'Not found', code: 'notFound' } });
    await expect(uploadAudio(new Blob(['x']), 'a.mp3')).rejects.toThrow(UploadMessages.uploadFailed);
  });

  it("says 'Uh oh, no URL returned for the upload.' when the answer has no url", async () => {
    serve(200, {});
    await expect(uploadAudio(new Blob(['x']), 'a.mp3')).rejects.toThrow(UploadMessages.noUrl);
  });
});
