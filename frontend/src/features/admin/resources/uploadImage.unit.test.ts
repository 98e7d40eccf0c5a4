import { UPLOAD_PATH, isResourceImage, uploadResourceImage } from './uploadImage';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'cell.PNG', { type: 'image/png' });
const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the resource image upload', () => {
  it('takes jpeg, jpg and png only', () => {
    expect(['a.jpeg', 'a.JPG', 'a.png'].map(isResourceImage)).toEqual([true, true, true]);
    expect(['a.gif', 'a.svg', 'png', 'a.png.exe'].map(isResourceImage)).toEqual([false, false, false, false]);
  });

  it('sends the file with key=resource and answers the url', async () => {
    let sent: FormData | null = null;
    const fetchImpl = (async (url: string, init: RequestInit) => {
      expect(url).toBe(UPLOAD_PATH);
      sent = init.body as FormData;
      return new Response(JSON.stringify({ url: '/api/v1/blobs/resources/x.png' }), { status: 200 });
    }) as typeof fetch;
    expect(await uploadResourceImage(png(), fetchImpl)).toBe('/api/v1/blobs/resources/x.png');
    expect(sent!.get('key')).toBe('resource');
    expect((sent!.get('file') as File).name).toBe('cell.PNG');
  });

  it('says the spec messages when the upload fails or answers no url, and the server reason when it gives one', async () => {
    await expect(uploadResourceImage(new File(['x'], 'a.gif'), answer(200, {}) as never)).rejects.toThrow('Wrong file type.');
    await expect(uploadResourceImage(png(), answer(200, {}) as never)).rejects.toThrow('Uh oh, no URL returned for the upload.');
    await expect(uploadResourceImage(png(), answer(500, 'oops') as never)).rejects.toThrow('Uh oh, something went wrong with that upload.');
    await expect(uploadResourceImage(png(), answer(400, { error: { msg: 'Wrong file type.' } }) as never)).rejects.toThrow('Wrong file type.');
    const offline = (async () => { throw new TypeError('network'); }) as typeof fetch;
    await expect(uploadResourceImage(png(), offline)).rejects.toThrow('Uh oh, something went wrong with that upload.');
  });
});
