import type { AnyEvent } from '@wb/contracts';
import { createHarness, type Harness } from '../testing/harness';
import { assetLibraryProjection } from './projection';

const url = (k: string) => `/api/v1/blobs/assets/${k}`;
const uploaded = (fileID: string, name: string): AnyEvent => ({
  type: 'FileUploaded',
  data: { fileID, uuid: `u-${fileID}`, name, type: 'png', url: url(fileID), size: 100, projectID: null, projectAssetType: null, userID: 1, userName: 'Ada Lovelace' },
});
const kit = (kitID: string, name: string): AnyEvent => ({ type: 'KitCreated', data: { kitID, name, slug: name.replace(/ /g, '-'), rootDirectoryID: `root-${kitID}`, visibility: 'internal' } });
const link = (fileID: string, kitID: string, index: number | null = null): AnyEvent => ({ type: 'FileLinkedToKit', data: { fileID, kitID, linkID: `l-${fileID}-${kitID}`, directoryID: null, index } });

describe('asset library projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const until = async (position: bigint) => {
    const runner = await h.run([assetLibraryProjection]);
    expect(await runner.waitForPosition(position, 10_000)).toBe(true);
    await runner.stop();
  };

  it('given kits, files, links, a move, a deletion and a reorder, expect each kit its files in order and its live count', async () => {
    await h.append('kit-1', kit('1', 'Cell Biology'));
    await h.append('kit-2', kit('2', 'Physics'));
    for (const f of ['a', 'b', 'c', 'd']) await h.append(`file-${f}`, uploaded(f, `${f}.png`));
    await h.append('file-a', link('a', '1'));
    await h.append('file-b', link('b', '1'));
    await h.append('file-c', link('c', '1'));
    await h.append('file-d', link('d', '2'));
    await h.append('file-a', link('a', '2'));
    await h.append('file-b', { type: 'FileMovedToKit', data: { fileID: 'b', fromKitID: '1', toKitID: '2', removedLinkID: 'l-b-1', linkID: 'l-b-2' } });
    await h.append('file-d', { type: 'FileDeleted', data: { fileID: 'd' } });
    const last = await h.append('kit-2', { type: 'KitFilesReordered', data: { kitID: '2', fileIDs: ['b'] } });
    await until(last);
    expect(await h.rows('SELECT kit_id, file_count FROM asset_kits ORDER BY kit_id')).toEqual([
      { kit_id: '1', file_count: 2 },
      { kit_id: '2', file_count: 2 },
    ]);
    expect(await h.rows(`SELECT kit_id, file_id, active FROM asset_kit_files ORDER BY kit_id, idx`)).toEqual([
      { kit_id: '1', file_id: 'a', active: true },
      { kit_id: '1', file_id: 'c', active: true },
      { kit_id: '2', file_id: 'b', active: true },
      { kit_id: '2', file_id: 'd', active: false },
      { kit_id: '2', file_id: 'a', active: true },
    ]);
    expect(await h.rows(`SELECT status FROM asset_files WHERE file_id = 'd'`)).toEqual([{ status: 2 }]);
  });

  it('given versions, directories, tags and projects, expect versions newest first and files out of deleted directories', async () => {
    await h.append('kit-3', kit('3', 'Chemistry'));
    await h.append('kit-3', { type: 'DirectoryCreated', data: { kitID: '3', directoryID: 'd1', name: 'Atoms', parentID: 'root-3' } });
    await h.append('kit-3', { type: 'DirectoryCreated', data: { kitID: '3', directoryID: 'd2', name: 'Ions', parentID: 'd1' } });
    await h.append('file-e', uploaded('e', 'e.png'));
    await h.append('file-e', { type: 'FileLinkedToKit', data: { fileID: 'e', kitID: '3', linkID: 'l-e', directoryID: 'd2', index: null } });
    await h.append('file-e', { type: 'FileVersionAdded', data: { fileID: 'e', url: url('e2'), size: 200, userID: 2, userName: 'Grace Hopper' } }, { time: '2030-01-01T00:00:00.000Z' });
    await h.append('tag-t', { type: 'TagCreated', data: { tagID: 't', name: 'Mitosis' } });
    await h.append('file-e', { type: 'FileTagged', data: { fileID: 'e', tagID: 't', tagName: 'Mitosis' } });
    await h.append('file-e', { type: 'FileLinkedToProject', data: { fileID: 'e', projectID: 'p', projectName: 'Cells' } });
    await h.append('project-p', { type: 'ProjectRenamed', data: { projectID: 'p', name: 'Cells 2', previousName: 'Cells' } });
    const last = await h.append('kit-3', { type: 'DirectoryDeleted', data: { kitID: '3', directoryID: 'd1', removedDirectoryIDs: ['d1', 'd2'] } });
    await until(last);
    const [file] = await h.rows<{ url: string; size: string; versions: { url: string; user: { name: string } }[] }>(`SELECT url, size, versions FROM asset_files WHERE file_id = 'e'`);
    expect(file?.url).toBe(url('e2'));
    expect(file?.versions.map((v) => [v.url, v.user.name])).toEqual([
      [url('e2'), 'Grace Hopper'],
      [url('e'), 'Ada Lovelace'],
    ]);
    expect(await h.rows(`SELECT directory_id FROM asset_kit_files WHERE link_id = 'l-e'`)).toEqual([{ directory_id: null }]);
    expect(await h.rows(`SELECT directory_id FROM asset_directories WHERE kit_id = '3'`)).toEqual([{ directory_id: 'root-3' }]);
    expect(await h.rows(`SELECT name FROM asset_project_names`)).toEqual([{ name: 'Cells 2' }]);
    expect(await h.rows(`SELECT tag_id FROM asset_file_tags WHERE file_id = 'e'`)).toEqual([{ tag_id: 't' }]);
  });
});
