// Rows of the command table for the file commands that are not recorded in the asset library's read
// model: the download record (its answer says the limit is not reached) and the image export (its
// answer is a new stored image, read back at its url).
import sharp from 'sharp';
import type { Answer } from '../../testing/httpClient';
import { after } from '../shared/answers';
import { pngOf, sessionHeaders, uploadForm } from '../uploads/uploadsWorld';
import type { CommandCase } from './commandCases';
import { unique } from './commandsWorld';

export const fileCommandCases: CommandCase[] = [
  { path: '/files/recordDownload', prepare: async (world) => ({
    who: world.admin, body: { fileTypes: ['png', 'svg'] }, sees: async (a: Answer) => expect(a.body).toEqual({ limitReached: false }),
  }) },
  { path: '/assets/convertImage', prepare: async (world) => {
    const client = world.admin.client;
    const bytes = await pngOf(6, 4);
    const uploaded = await uploadForm(client, { key: 'asset', file: { name: 'export.png', bytes } });
    if (uploaded.status !== 200) throw new Error(`setup upload: ${uploaded.status}`);
    const kit = await client.post('/api/assets/addKit', { name: unique('Export Kit') });
    const added = await client.post('/api/assets/addFilesToKit', { kitID: kit.body.kit.kitID, files: [{ url: uploaded.body.url, name: 'export.png', type: 'png', size: bytes.length }] });
    if (added.status !== 200) throw new Error(`setup addFilesToKit: ${added.status} ${added.text}`);
    return {
      who: world.admin,
      body: { fileID: added.body.files[0].fileID, type: 'png', resize: '2x' },
      sees: async (a: Answer) => {
        const read = await fetch(`${client.baseUrl}${a.body.url}`, { headers: sessionHeaders(client, after(a)) });
        expect(read.status).toBe(200);
        expect((await sharp(Buffer.from(await read.arrayBuffer())).metadata()).width).toBe(12);
      },
    };
  } },
];
