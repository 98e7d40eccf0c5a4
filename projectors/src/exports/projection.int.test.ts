import { createHarness, type Harness } from '../testing/harness';
import { exportsProjection } from './projection';

const COLUMNS = 'export_id, kind, source_id, project_id, name, status, frames_done, frames_total, url, failure, completed_on';
const request = { projectID: 'p-1', userID: 2, notify: false, documentKey: 's-1/1', width: 1920, height: 1080, durationMs: 4000, name: 'Intro', attempt: 1 };

describe('exports projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given exports added, rendered, completed, failed and renamed, expect their rows', async () => {
    const createdOn = '2026-11-27T10:00:00.000Z';
    await h.append('sceneexport-a', { type: 'SceneExportAdded', data: { sceneExportID: 'a', sceneID: 's-1', projectID: 'p-1', sceneName: 'Intro', userID: 2, createdOn } });
    await h.append('sceneexport-a', { type: 'SceneExportRequested', data: { sceneExportID: 'a', sceneID: 's-1', ...request } });
    await h.append('sceneexport-a', { type: 'SceneExportProgressed', data: { sceneExportID: 'a', framesDone: 30, framesTotal: 120 } });
    await h.append('scene-s-1', { type: 'SceneRenamed', data: { sceneID: 's-1', name: 'Opening', previousName: 'Intro' } });
    await h.append('sceneexport-b', { type: 'SceneExportAdded', data: { sceneExportID: 'b', sceneID: 's-1', projectID: 'p-1', sceneName: 'Opening', userID: 2, createdOn } });
    await h.append('sceneexport-b', { type: 'SceneExportRequested', data: { sceneExportID: 'b', sceneID: 's-1', ...request } });
    await h.append('sceneexport-b', {
      type: 'SceneExportCompleted',
      data: { sceneExportID: 'b', url: '/api/v1/blobs/k.mp4', blobKey: 'k.mp4', size: 10, frames: 120, durationMs: 4000, completedOn: '2026-11-27T10:05:00.000Z' },
    });
    // A failure after the completion changes nothing (the decider never records one; the row holds anyway).
    await h.append('sceneexport-b', { type: 'SceneExportFailed', data: { sceneExportID: 'b', reason: 'late', failedOn: '2026-11-27T10:06:00.000Z' } });
    await h.append('fileexport-c', { type: 'ReviewFileExportAdded', data: { fileExportID: 'c', fileID: 'f-1', projectID: 'p-1', name: 'Cells', userID: 2, createdOn } });
    await h.append('fileexport-c', { type: 'ReviewFileExportRequested', data: { fileExportID: 'c', fileID: 'f-1', ...request, projectID: 'p-2' } });
    const last = await h.append('fileexport-c', { type: 'ReviewFileExportFailed', data: { fileExportID: 'c', reason: 'Chromium crashed', failedOn: '2026-11-27T10:06:00.000Z' } });
    const runner = await h.run([exportsProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(await h.rows(`SELECT ${COLUMNS} FROM exports ORDER BY export_id`)).toEqual([
      { export_id: 'a', kind: 'scene', source_id: 's-1', project_id: 'p-1', name: 'Opening', status: 1, frames_done: 30, frames_total: 120, url: null, failure: null, completed_on: null },
      {
        export_id: 'b',
        kind: 'scene',
        source_id: 's-1',
        project_id: 'p-1',
        name: 'Opening',
        status: 2,
        frames_done: null,
        frames_total: null,
        url: '/api/v1/blobs/k.mp4',
        failure: null,
        completed_on: new Date('2026-11-27T10:05:00.000Z'),
      },
      {
        export_id: 'c',
        kind: 'file',
        source_id: 'f-1',
        project_id: 'p-2',
        name: 'Cells',
        status: 0,
        frames_done: null,
        frames_total: null,
        url: null,
        failure: 'Chromium crashed',
        completed_on: null,
      },
    ]);
    await runner.stop();
  });
});
