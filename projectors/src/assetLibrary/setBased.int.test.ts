// The asset library applied set-based builds exactly the rows it builds event by event (kit order,
// live counts, versions, tags, projects), and parks the same bad events.
import type { AnyEvent } from '@wb/contracts';
import { createHarness, type Harness } from '../testing/harness';
import { runSideBySide } from '../testing/setBased';
import { assetLibraryProjection } from './projection';

const url = (k: string) => `/api/v1/blobs/assets/${k}`;

describe('asset library applied set-based', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('equals its event-by-event rebuild over a library mix, and parks the same bad events', async () => {
    const append = (stream: string, event: AnyEvent) => h.append(stream, event, { time: '2030-01-01T00:00:00.000Z' });
    for (let k = 1; k <= 3; k += 1) {
      await append(`kit-${k}`, { type: 'KitCreated', data: { kitID: `${k}`, name: `Kit ${k}`, slug: `Kit-${k}`, rootDirectoryID: `r${k}`, visibility: 'internal' } });
      await append(`kit-${k}`, { type: 'DirectoryCreated', data: { kitID: `${k}`, directoryID: `d${k}`, name: 'Folder', parentID: `r${k}` } });
    }
    await append('tag-t1', { type: 'TagCreated', data: { tagID: 't1', name: 'Cells' } });
    for (let i = 0; i < 400; i += 1) {
      const fileID = `f${i}`;
      await append(`file-${fileID}`, {
        type: 'FileUploaded',
        data: { fileID, uuid: `u${i}`, name: `File ${i}.png`, type: 'png', url: url(fileID), size: i, projectID: null, projectAssetType: null, userID: 1, userName: 'Ada' },
      });
      const kitID = `${(i % 3) + 1}`;
      await append(`file-${fileID}`, { type: 'FileLinkedToKit', data: { fileID, kitID, linkID: `l${i}`, directoryID: i % 4 === 0 ? `d${kitID}` : null, index: i % 7 === 0 ? i : null } });
      if (i % 5 === 0) await append(`file-${fileID}`, { type: 'FileTagged', data: { fileID, tagID: 't1', tagName: 'Cells' } });
      if (i % 6 === 0) await append(`file-${fileID}`, { type: 'FileLinkedToProject', data: { fileID, projectID: `p${i % 2}`, projectName: `Project ${i}` } });
      if (i % 9 === 0) await append(`file-${fileID}`, { type: 'FileDeleted', data: { fileID } });
      if (i % 11 === 0) await append(`file-${fileID}`, { type: 'FileMovedToKit', data: { fileID, fromKitID: kitID, toKitID: '3', removedLinkID: `l${i}`, linkID: `m${i}` } });
      if (i % 13 === 0) await append(`file-${fileID}`, { type: 'FileVersionAdded', data: { fileID, url: url(`${fileID}v2`), size: 7, userID: 2, userName: 'Grace' } });
      if (i === 30) await append('kit-2', { type: 'KitFilesReordered', data: { kitID: '2', fileIDs: ['f28', 'f1'] } });
      if (i === 40) await append('kit-1', { type: 'DirectoryDeleted', data: { kitID: '1', directoryID: 'd1', removedDirectoryIDs: ['d1'] } });
    }
    // Project renames in a run (p0 twice, the last winning; p7 never linked) and one between other events.
    const renamed = (projectID: string, name: string): AnyEvent => ({ type: 'ProjectRenamed', data: { projectID, name, previousName: '' } });
    await append('project-p0', renamed('p0', 'Cells'));
    await append('project-p1', renamed('p1', 'Atoms'));
    await append('project-p7', renamed('p7', 'Never linked'));
    await append('project-p0', renamed('p0', 'Cell biology'));
    await append('file-f0', { type: 'FileLinkedToProject', data: { fileID: 'f0', projectID: 'p1', projectName: 'Atoms' } });
    await append('project-p1', renamed('p1', 'Atoms and ions'));
    // Bad events: a link of a file never uploaded, and a second creation of one kit.
    await append('file-ghost', { type: 'FileLinkedToKit', data: { fileID: 'ghost', kitID: '1', linkID: 'lg', directoryID: null, index: null } });
    await append('kit-1', { type: 'KitCreated', data: { kitID: '1', name: 'Again', slug: 'Again', rootDirectoryID: 'rx', visibility: 'internal' } });
    const last = await append('file-f59', { type: 'FileLinkedToKit', data: { fileID: 'f59', kitID: '1', linkID: 'late', directoryID: null, index: null } });

    const result = await runSideBySide(h, assetLibraryProjection, last, {
      asset_kits: 'kit_id',
      asset_directories: 'directory_id',
      asset_files: 'file_id',
      asset_kit_files: 'link_id',
      asset_tags: 'tag_id',
      asset_file_tags: 'file_id, tag_id',
      asset_file_projects: 'file_id, project_id',
      asset_project_names: 'project_id',
    });
    expect(result.setBased).toEqual(result.eventByEvent);
    expect(result.parked).toEqual({ setBased: 2, eventByEvent: 2 });
    expect(result.batchesApplied).toBeGreaterThan(0);
    expect(result.setBased.asset_kit_files).toHaveLength(401);
    expect(result.setBased.asset_project_names).toEqual([
      { project_id: 'p0', name: 'Cell biology' },
      { project_id: 'p1', name: 'Atoms and ions' },
    ]);
  });
});
