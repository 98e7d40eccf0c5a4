// The admin Reports tab's downloads (spec 001 sections 2 and 7): CSV files of the asset library and a
// zip of the kits' thumbnails. Over HTTP only: a seeded kit and files, their rows, the quoting of a
// name with a comma and a quote, who may download, and the zip's entries with a missing blob listed
// (a kit thumbnail must be a stored upload, so the missing one is removed from the store afterwards).
import path from 'node:path';
import { Pool } from 'pg';
import { blobKeyOfUrl } from '@wb/contracts';
import { LocalBlobStore, SESSION_COOKIE } from '@wb/platform';
import { filesData, kitsFilesMetadata } from '@wb/query-api';
import yauzl from 'yauzl';
import type { HttpClient } from '../../testing/httpClient';
import { addFiles, addKit, after, must, startAssetsWorld, type AssetsWorld } from '../assets/assetsWorld';
import { csvRecords } from './csv';
import { uploadedFile } from '../assets/storedUploads';

let world: AssetsWorld;
beforeAll(async () => {
  world = await startAssetsWorld();
}, 120_000);
afterAll(() => world?.stop());

const get = (client: HttpClient, path: string, headers: Record<string, string> = {}) => {
  const session = client.cookie(SESSION_COOKIE);
  return fetch(`${world.app.url}${path}`, { headers: { ...(session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}), ...headers } });
};

const zipEntries = (bytes: Buffer): Promise<Map<string, Buffer>> =>
  new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });

describe('admin reports', () => {
  const tricky = 'Cells, "membranes".png';
  let kit: Awaited<ReturnType<typeof addKit>>;
  let fileIDs: string[];
  let last: Awaited<ReturnType<typeof must>>;

  beforeAll(async () => {
    kit = await addKit(world.editor, 'Report Kit');
    ({ fileIDs } = await addFiles(world.editor, kit.kitID, [tricky, 'mitosis.svg']));
    const projectID = (await must(world.editor, '/project/create', { name: 'Biology 101' })).body.project.projectID as string;
    last = await must(world.editor, '/project/createProjectFileLink', { projectID, fileIDs });
  });

  /** Waits for the read model to hold the seeded writes (the reports read it like any query). */
  const settled = () => world.admin.client.post('/api/assets/getKit', { kitID: kit.kitID }, after(last));

  it('downloads the files data as a CSV attachment with a header row and the name with a comma and a quote quoted', async () => {
    await settled();
    const res = await get(world.admin.client, '/api/admin/reports/downloadFilesData');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?files\.csv"?$/);
    const [header, ...rows] = await csvRecords(res);
    expect(header?.slice(0, 5)).toEqual(['File ID', 'UUID', 'Name', 'Type', 'Status']);
    const row = rows.find((r) => r[0] === fileIDs[0]);
    expect(row?.slice(2, 5)).toEqual([tricky, 'png', 'Active']);
    expect(rows.find((r) => r[0] === fileIDs[1])?.[2]).toBe('mitosis.svg');
  });

  it('downloads the kits data, the kit files metadata and the project file type counts', async () => {
    await settled();
    const kits = await csvRecords(await get(world.admin.client, '/api/admin/reports/downloadKitsData'));
    expect(kits[0]).toEqual(['Kit ID', 'Name', 'URL name', 'Visibility', 'Thumbnail', 'Active files', 'Created on']);
    expect(kits.find((r) => r[0] === kit.kitID)?.slice(0, 6)).toEqual([kit.kitID, 'Report Kit', kit.slug, 'internal', '', '2']);

    const kitFiles = await csvRecords(await get(world.admin.client, '/api/admin/reports/downloadKitsFilesMetadata'));
    expect(kitFiles[0]?.slice(0, 4)).toEqual(['Kit ID', 'Kit name', 'File ID', 'File name']);
    expect(kitFiles.filter((r) => r[0] === kit.kitID).map((r) => r[3])).toEqual([tricky, 'mitosis.svg']);

    const counts = await csvRecords(await get(world.admin.client, '/api/admin/reports/downloadProjectFilesTypeCounts'));
    expect(counts[0]).toEqual(['Project ID', 'Project name', 'Type', 'Files']);
    expect(counts.filter((r) => r[1] === 'Biology 101').map((r) => [r[2], r[3]])).toEqual([
      ['png', '1'],
      ['svg', '1'],
    ]);
  });

  it('reads the paged reports page after page in their order: one row a page gives the rows of one big page', async () => {
    await settled();
    const pool = new Pool({ connectionString: world.app.databaseUrl, max: 2 });
    try {
      const rowsOf = async (report: { pages: () => AsyncGenerator<readonly unknown[][]> }) => {
        const rows: unknown[][] = [];
        for await (const page of report.pages()) rows.push(...page);
        return rows;
      };
      for (const report of [filesData, kitsFilesMetadata]) {
        const whole = await rowsOf(report(pool));
        expect(whole.length).toBeGreaterThanOrEqual(2);
        expect(await rowsOf(report(pool, 1))).toEqual(whole);
        expect(await rowsOf(report(pool, whole.length))).toEqual(whole);
      }
    } finally {
      await pool.end();
    }
  });

  it('answers 401 to a visitor and 403 naming admin.reports to a user without it', async () => {
    for (const path of ['/api/admin/reports/downloadFilesData', '/api/admin/reports/downloadThumbnails']) {
      expect((await get(world.anonymous, path)).status).toBe(401);
      const refused = await get(world.viewer.client, path);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: expect.anything() });
      expect(JSON.stringify(await (await get(world.nobody.client, path)).json())).toContain('admin.reports');
    }
  });

  it("zips the kits' thumbnails, skipping one whose blob is missing and listing it in failures.txt", async () => {
    // A kit thumbnail is its setter's own upload: the editor uploads both.
    const good = await addKit(world.editor, 'Thumb Kit');
    await must(world.editor, '/assets/updateKitThumbnail', { kitID: good.kitID, thumbnail: (await uploadedFile(world.editor, 'thumb.png', 'kitThumbnail')).url });
    const missing = await addKit(world.editor, 'Lost Thumb Kit');
    const lost = (await uploadedFile(world.editor, 'lost.png', 'kitThumbnail')).url;
    const done = await must(world.editor, '/assets/updateKitThumbnail', { kitID: missing.kitID, thumbnail: lost });
    await world.admin.client.post('/api/assets/getKit', { kitID: missing.kitID }, after(done));
    // The file then leaves the store (a lost disk, a partial restore): the call can no longer be told of it.
    await new LocalBlobStore(path.join(world.app.dataDir, 'blobs')).delete(blobKeyOfUrl(lost) ?? '');

    const res = await get(world.admin.client, '/api/admin/reports/downloadThumbnails');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?kit-thumbnails\.zip"?$/);
    const entries = await zipEntries(Buffer.from(await res.arrayBuffer()));
    expect([...entries.keys()].sort()).toEqual([`${good.slug}-${good.kitID}.png`, 'failures.txt'].sort());
    expect(entries.get(`${good.slug}-${good.kitID}.png`)?.subarray(1, 4).toString()).toBe('PNG');
    const failures = entries.get('failures.txt')?.toString() ?? '';
    expect(failures).toContain(`${missing.kitID}\tLost Thumb Kit\t${lost}\tthe stored file is missing`);
  });
});
