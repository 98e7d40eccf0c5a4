import type { AnyEvent } from '@wb/contracts';
import { createHarness, type Harness } from '../testing/harness';
import { projectFilesProjection } from './projection';

const uploaded = (fileID: string, name: string, type: string, projectID: string | null, projectAssetType: string | null = null): AnyEvent => ({
  type: 'FileUploaded',
  data: { fileID, uuid: `u-${fileID}`, name, type, url: `/api/v1/blobs/asset/2026/01/${fileID}.${type}`, size: 100, projectID, projectAssetType, userID: 7, userName: 'Ada Lovelace' },
});
const linked = (fileID: string, projectID: string): AnyEvent => ({ type: 'FileLinkedToProject', data: { fileID, projectID, projectName: 'Cells' } });

describe('projectFiles projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it("given a project's uploads, versions, media reports and library files, expect files, versions and each video version's media", async () => {
    await h.append('project-p1', { type: 'ProjectCreated', data: { projectID: 'p1', name: 'Cells', groups: [], ownerUserID: 7 } });
    await h.append('file-v', uploaded('v', 'Cut.avi', 'avi', 'p1'), { time: '2026-01-01T00:00:01.000Z' });
    await h.append('file-v', linked('v', 'p1'));
    await h.append(
      'file-v',
      { type: 'FileVersionAdded', data: { fileID: 'v', url: '/api/v1/blobs/asset/2026/01/v2.avi', size: 200, userID: 7, userName: 'Ada Lovelace' } },
      { time: '2026-01-01T00:00:05.000Z' },
    );
    await h.append('filemedia-v', { type: 'VideoProbed', data: { fileID: 'v', version: 1, durationMs: 1000, frameRate: 25, width: 320, height: 240, playable: false } });
    await h.append('filemedia-v', { type: 'VideoProxyReady', data: { fileID: 'v', version: 1, proxyUrl: '/api/v1/blobs/asset/2026/01/p.mp4', posterUrl: null } });
    await h.append('filemedia-v', { type: 'VideoMediaFailed', data: { fileID: 'v', version: 2, reason: 'It holds no video.' } });
    await h.append('file-m', uploaded('m', 'Take.mp4', 'mp4', 'p1'));
    await h.append('file-m', linked('m', 'p1'));
    await h.append('filemedia-m', { type: 'VideoProbed', data: { fileID: 'm', version: 1, durationMs: 2000, frameRate: 30, width: 640, height: 360, playable: true } });
    await h.append('file-i', uploaded('i', 'Still.png', 'png', 'p1'));
    await h.append('file-i', linked('i', 'p1'));
    await h.append('file-i', { type: 'FileRenamed', data: { fileID: 'i', name: 'Frame.png', previousName: 'Still.png' } });
    await h.append('filemedia-i', { type: 'SvgMetaAdded', data: { fileID: 'i', stats: { elements: 3 } } });
    // A project asset's video and a library video are not probed.
    await h.append('file-s', uploaded('s', 'Voice.mp4', 'mp4', 'p1', 'voiceover'));
    await h.append('file-k', uploaded('k', 'Lib.mp4', 'mp4', null));
    await h.append('file-k', { type: 'FileLinkedToKit', data: { fileID: 'k', kitID: 'A', linkID: 'l1', directoryID: null, index: null } });
    const last = await h.append('file-i', { type: 'FileUnlinkedFromProject', data: { fileID: 'i', projectID: 'p1' } });
    const runner = await h.run([projectFilesProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);

    expect(await h.rows('SELECT file_id, name, extension, project_asset_type, for_review, kit_links, deleted, svg_stats FROM project_files ORDER BY file_id')).toEqual([
      { file_id: 'i', name: 'Frame.png', extension: 'png', project_asset_type: null, for_review: true, kit_links: 0, deleted: false, svg_stats: { elements: 3 } },
      { file_id: 'k', name: 'Lib.mp4', extension: 'mp4', project_asset_type: null, for_review: false, kit_links: 1, deleted: false, svg_stats: null },
      { file_id: 'm', name: 'Take.mp4', extension: 'mp4', project_asset_type: null, for_review: true, kit_links: 0, deleted: false, svg_stats: null },
      { file_id: 's', name: 'Voice.mp4', extension: 'mp4', project_asset_type: 'voiceover', for_review: false, kit_links: 0, deleted: false, svg_stats: null },
      { file_id: 'v', name: 'Cut.avi', extension: 'avi', project_asset_type: null, for_review: true, kit_links: 0, deleted: false, svg_stats: null },
    ]);
    expect(await h.rows('SELECT project_id, file_id FROM project_file_links ORDER BY file_id')).toEqual([
      { project_id: 'p1', file_id: 'm' },
      { project_id: 'p1', file_id: 'v' },
    ]);
    expect(await h.rows("SELECT version, url, size::int AS size FROM project_file_versions WHERE file_id = 'v' ORDER BY version")).toEqual([
      { version: 1, url: '/api/v1/blobs/asset/2026/01/v.avi', size: 100 },
      { version: 2, url: '/api/v1/blobs/asset/2026/01/v2.avi', size: 200 },
    ]);
    expect(await h.rows('SELECT file_id, version, state, duration_ms, frame_rate, width, height, playable, proxy_url FROM project_file_media ORDER BY file_id, version')).toEqual([
      { file_id: 'm', version: 1, state: 'ready', duration_ms: 2000, frame_rate: 30, width: 640, height: 360, playable: true, proxy_url: null },
      { file_id: 'v', version: 1, state: 'ready', duration_ms: 1000, frame_rate: 25, width: 320, height: 240, playable: false, proxy_url: '/api/v1/blobs/asset/2026/01/p.mp4' },
      { file_id: 'v', version: 2, state: 'failed', duration_ms: null, frame_rate: null, width: null, height: null, playable: false, proxy_url: null },
    ]);
    expect(await h.rows('SELECT project_id FROM project_file_projects')).toEqual([{ project_id: 'p1' }]);
  });
});
