// The projectFiles read model applied a run at a time builds exactly the rows it builds event by event
// and parks the same events, over the file workload (videos for review, versions added before and
// after, files uploaded twice, renamed, deleted, unlinked and linked again, an upload without a name)
// and the media and kit events it lacks: a probe, a proxy and a failure between runs of versions.
import type { AnyEvent } from '@wb/contracts';
import { appendFileWorkload } from '../testing/fileWorkload';
import { createHarness, type Harness } from '../testing/harness';
import { runSideBySide } from '../testing/setBased';
import { projectFilesProjection } from './projection';

const ORDER = {
  project_file_projects: 'project_id',
  project_files: 'file_id',
  project_file_links: 'project_id, file_id',
  project_file_versions: 'file_id, version',
  project_file_media: 'file_id, version',
};

const version = (fileID: string, n: number): AnyEvent => ({ type: 'FileVersionAdded', data: { fileID, url: `/api/v1/blobs/asset/2026/03/${fileID}-x${n}.mp4`, size: n, userID: 1, userName: 'Ada' } });

const appendMedia = async (h: Harness): Promise<bigint> => {
  // f2-0 is a video for review, with versions 2 to 4 from the workload.
  await h.append('file-f2-0', version('f2-0', 1));
  await h.append('filemedia-f2-0', { type: 'VideoProbed', data: { fileID: 'f2-0', version: 5, durationMs: 1000, frameRate: 25, width: 320, height: 240, playable: false } });
  await h.append('file-f2-0', version('f2-0', 2));
  await h.append('filemedia-f2-0', { type: 'VideoProxyReady', data: { fileID: 'f2-0', version: 6, proxyUrl: '/api/v1/blobs/asset/2026/03/p.mp4', posterUrl: null } });
  await h.append('file-f2-2', version('f2-2', 3));
  await h.append('filemedia-f2-2', { type: 'VideoMediaFailed', data: { fileID: 'f2-2', version: 1, reason: 'Unreadable' } });
  await h.append('file-f2-2', { type: 'FileLinkedToKit', data: { fileID: 'f2-2', kitID: 'k1', linkID: 'l1', directoryID: null, index: null } });
  await h.append('file-f2-2', { type: 'FileUnlinkedFromKit', data: { fileID: 'f2-2', kitID: 'k1', linkID: 'l1' } });
  await h.append('file-f2-2', { type: 'SvgMetaAdded', data: { fileID: 'f2-2', stats: { paths: 3 } } });
  await h.append('project-p3', { type: 'ProjectDeleted', data: { projectID: 'p3' } });
  // A version of a file never uploaded: numbered from 1 all the same.
  return h.append('file-ghost', version('ghost', 4));
};

describe('projectFiles applied set-based', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('equals its event-by-event rebuild and parks the same events', async () => {
    await appendFileWorkload(h);
    const last = await appendMedia(h);
    const result = await runSideBySide(h, projectFilesProjection, last, ORDER);
    expect(result.batchesApplied).toBeGreaterThan(3);
    // The upload without a name.
    expect(result.parked).toEqual({ setBased: 1, eventByEvent: 1 });
    expect(result.setBased).toEqual(result.eventByEvent);
    expect(result.setBased.project_file_media?.length).toBeGreaterThan(5);
    expect(await h.rows(`SELECT version, state FROM project_file_media WHERE file_id = 'f2-0' ORDER BY version`)).toEqual([
      { version: 1, state: 'processing' },
      { version: 2, state: 'processing' },
      { version: 3, state: 'processing' },
      { version: 4, state: 'processing' },
      { version: 5, state: 'processing' },
      { version: 6, state: 'ready' },
    ]);
  }, 180_000);
});
