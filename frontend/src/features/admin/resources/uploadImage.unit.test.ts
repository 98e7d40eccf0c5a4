import { fakeXhrPerTest } from '../../../shared/upload/fakeXhr';
import { UPLOAD_PATH, isResourceImage, uploadResourceImage } from './uploadImage';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'cell.PNG', { type: 'image/png' });

const answer = fakeXhrPerTest();

describe('the resource image upload', () => {
  it('takes jpeg, jpg and png only', () => {
    expect(['a.jpeg', 'a.JPG', 'a.png'].map(isResourceImage)).toEqual([true, true, true]);
    expect(['a.gif', 'a.svg', 'png', 'a.png.exe'].map(isResourceImage)).toEqual([false, false, false, false]);
  });

  it('sends the file with key=resource and answers the url', async () => {
    const sent = answer(200, { url: '/api/v1/blobs/resources/x.png' });
    expect(await uploadResourceImage(png())).toBe('/api/v1/blobs/resources/x.png');
    expect(sent[0]?.url).toBe(UPLOAD_PATH);
    expect(sent[0]?.body.get('key')).toBe('resource');
    expect((sent[0]?.body.get('file') as File).name).toBe('cell.PNG');
  });

  it('says the spec messages when the upload fails or answers no url, and the server reason when it gives one', async () => {
    const sent = answer(200, {});
    await expect(uploadResourceImage(new File(['x'], 'a.gif'))).rejects.toThrow('Wrong file type.');
    expect(sent).toEqual([]);
    await expect(uploadResourceImage(png())).rejects.toThrow('Uh oh, no URL returned for the upload.');
    answer(500, 'oops');
    await expect(uploadResourceImage(png())).rejects.toThrow('Uh oh, something went wrong with that upload.');
    answer(400, { error: { msg: 'Wrong file type.' } });
    await expect(uploadResourceImage(png())).rejects.toThrow('Wrong file type.');
    answer(0, null);
    await expect(uploadResourceImage(png())).rejects.toThrow('Uh oh, something went wrong with that upload.');
  });
});
