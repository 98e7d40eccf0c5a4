import { fakeXhrPerTest } from '../../shared/upload/fakeXhr';
import { UploadMessages } from './audioFile';
import { uploadAudio, UPLOAD_PATH } from './uploadAudio';

/** Answers every upload with this status and body, and keeps what was sent. */
const serve = fakeXhrPerTest();

describe('uploading audio', () => {
  it('posts the key pronunciation, then the file, as multipart, and answers the url', async () => {
    const sent = serve(200, { url: '/api/v1/blobs/pronunciation/k.mp3' });
    expect(await uploadAudio(new Blob(['x'], { type: 'audio/mpeg' }), 'euler.mp3')).toBe('/api/v1/blobs/pronunciation/k.mp3');
    expect(sent[0]?.url).toBe(UPLOAD_PATH);
    const form = sent[0]?.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'file']);
    expect(form.get('key')).toBe('pronunciation');
    expect((form.get('file') as File).name).toBe('euler.mp3');
  });

  it("shows the server's reason when it refuses the file", async () => {
    serve(400, { error: { msg: 'Wrong file type.', code: 'validation' } });
    await expect(uploadAudio(new Blob(['x']), 'a.mp3')).rejects.toThrow('Wrong file type.');
  });

  it('refuses audio of another type before sending it', async () => {
    const sent = serve(200, { url: '/u' });
    await expect(uploadAudio(new Blob(['x']), 'a.flac')).rejects.toThrow(UploadMessages.wrongFileType);
    expect(sent).toEqual([]);
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
