// The public kit page's downloads (spec 001 sections 2 and 3: a public-read kit is viewed and
// downloaded by anyone): a visitor gets a public-read kit's files and thumbnail without a session,
// and the same 404 for anything else (an internal kit, a file of another kit, a deleted file).
import { pngOf, uploadForm } from '../uploads/uploadsWorld';
import { addKit, must, read, startAssetsWorld, type AssetsWorld } from '../assets/assetsWorld';

jest.setTimeout(60_000);

let world: AssetsWorld;
beforeAll(async () => {
  world = await startAssetsWorld();
});
afterAll(async () => {
  await world?.stop();
});

const uploaded = async (name: string, bytes: Buffer, key = 'asset'): Promise<string> => {
  const answer = await uploadForm(world.editor.client, { key, file: { name, bytes } });
  if (answer.status !== 200) throw new Error(`upload ${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.url as string;
};

const visitorGets = (path: string, headers: Record<string, string> = {}) => fetch(`${world.app.url}${path}`, { headers });

describe('a visitor downloading from a public kit', () => {
  it('gets its files and its thumbnail, byte for byte, and a download under the file name; nothing once the kit is internal again', async () => {
    const png = await pngOf(30, 20);
    const thumb = await pngOf(8, 8);
    const kit = await addKit(world.editor, 'Open Cells');
    const saved = await must(world.editor, '/assets/addFilesToKit', { kitID: kit.kitID, files: [{ url: await uploaded('Cell wall.png', png), name: 'Cell wall.png', type: 'png', size: png.length }] });
    const fileID = saved.body.files[0].fileID as string;
    await must(world.editor, '/assets/updateKitThumbnail', { kitID: kit.kitID, thumbnail: await uploaded('thumb.png', thumb, 'kitThumbnail') });
    const opened = await must(world.editor, '/assets/updateKitVisibility', { kitID: kit.kitID, visibility: 'public-read' });
    const shown = await read(world.editor, '/assets/getPublicKit', { slug: 'Open-Cells' }, opened);
    expect(shown.status).toBe(200);

    const file = await visitorGets(`/api/assets/publicKitFile?slug=Open-Cells&fileID=${fileID}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    const download = await visitorGets(`/api/assets/publicKitFile?slug=Open-Cells&fileID=${fileID}&download=1`);
    expect(download.headers.get('content-disposition')).toContain('Cell wall.png');
    await download.arrayBuffer();
    const thumbnail = await visitorGets('/api/assets/publicKitThumbnail?slug=open-cells');
    expect(thumbnail.status).toBe(200);
    expect(Buffer.from(await thumbnail.arrayBuffer()).equals(thumb)).toBe(true);

    const closed = await must(world.editor, '/assets/updateKitVisibility', { kitID: kit.kitID, visibility: 'internal' });
    await read(world.editor, '/assets/getKits', {}, closed);
    expect((await visitorGets(`/api/assets/publicKitFile?slug=Open-Cells&fileID=${fileID}`)).status).toBe(404);
    expect((await visitorGets('/api/assets/publicKitThumbnail?slug=Open-Cells')).status).toBe(404);
  });

  it('answers 404 alike for a file of an internal kit reached through a public slug, a deleted file, or nonsense', async () => {
    const png = await pngOf(10, 10);
    const open = await addKit(world.editor, 'Open Mixed');
    const internal = await addKit(world.editor, 'Closed Mixed');
    const inInternal = await must(world.editor, '/assets/addFilesToKit', {
      kitID: internal.kitID,
      files: [{ url: await uploaded('secret.png', png), name: 'secret.png', type: 'png', size: png.length }],
    });
    const inOpen = await must(world.editor, '/assets/addFilesToKit', { kitID: open.kitID, files: [{ url: await uploaded('gone.png', png), name: 'gone.png', type: 'png', size: png.length }] });
    await must(world.editor, '/assets/updateKitVisibility', { kitID: open.kitID, visibility: 'public-read' });
    const deleted = await must(world.editor, '/assets/deleteFile', { fileIDs: [inOpen.body.files[0].fileID] });
    await read(world.editor, '/assets/getKits', {}, deleted);
    const secretID = inInternal.body.files[0].fileID as string;
    for (const path of [
      `/api/assets/publicKitFile?slug=Open-Mixed&fileID=${secretID}`,
      `/api/assets/publicKitFile?slug=Closed-Mixed&fileID=${secretID}`,
      `/api/assets/publicKitFile?slug=Open-Mixed&fileID=${inOpen.body.files[0].fileID as string}`,
      '/api/assets/publicKitFile?slug=Open-Mixed',
      '/api/assets/publicKitFile?slug[]=x&fileID=y',
      `/api/assets/publicKitFile?slug=${'x'.repeat(10_000)}&fileID=y`,
      '/api/assets/publicKitThumbnail?slug=Closed-Mixed',
    ]) {
      const answer = await visitorGets(path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect((await answer.json()).error.msg).toBe('That file was not found.');
    }
    // The uploads' own address stays closed to visitors.
    expect((await visitorGets(inInternal.body.files[0].url as string)).status).toBe(401);
  });
});
