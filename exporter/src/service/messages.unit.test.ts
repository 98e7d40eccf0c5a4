import type { BusMessage } from '@wb/platform';
import { chunkRequestOf, exportRequestOf } from './messages';

const message = (type: string, data: unknown, time = '2026-11-27T12:00:00.000Z'): BusMessage => ({
  id: 'm1',
  key: 'stream-1',
  type,
  payload: { streamId: 'stream-1', revision: 1, schemaVersion: 1, data, time, userID: null, correlationId: 'c', causationId: 'c' },
});

const request = { sceneID: 's1', projectID: 'p1', userID: 3, notify: true, documentKey: 's1/2', width: 1920, height: 1080, durationMs: 4000, name: 'Cells', attempt: 2 };
const chunk = { exportKind: 'file', exportID: 'e1', index: 1, chunkCount: 3, startFrame: 300, endFrame: 600, fps: 30, documentKey: 's1/2', width: 1920, height: 1080, attempt: 1 };

describe('what the exporter takes off the Bus', () => {
  it('reads a scene or file export request as the job to plan', () => {
    expect(exportRequestOf(message('SceneExportRequested', { ...request, sceneExportID: 'e1' }))).toEqual({
      exportKind: 'scene',
      exportID: 'e1',
      documentKey: 's1/2',
      width: 1920,
      height: 1080,
      attempt: 2,
    });
    expect(exportRequestOf(message('ReviewFileExportRequested', { ...request, fileID: 'f1', fileExportID: 'e2' }))).toMatchObject({ exportKind: 'file', exportID: 'e2' });
  });

  it('reads a part with the time it was requested', () => {
    expect(chunkRequestOf(message('ExportChunkRequested', chunk))).toEqual({ ...chunk, requestedAt: '2026-11-27T12:00:00.000Z' });
  });

  it.each([
    ['another type', message('SceneExportAdded', { ...request, sceneExportID: 'e1' })],
    ['data of another shape', message('SceneExportRequested', { sceneExportID: 'e1' })],
    ['an id that cannot be part of a blob key', message('SceneExportRequested', { ...request, sceneExportID: '../e1' })],
    ['a document key no store takes', message('SceneExportRequested', { ...request, sceneExportID: 'e1', documentKey: 's1/../x' })],
    ['no payload', { id: 'm', key: 'k', type: 'SceneExportRequested', payload: null }],
  ])('drops a request with %s', (_why, bad) => {
    expect(exportRequestOf(bad)).toBeNull();
  });

  it.each([
    ['frames that end before they start', { ...chunk, endFrame: 300 }],
    ['an index outside the plan', { ...chunk, index: 3 }],
    ['no picture', { ...chunk, width: 0 }],
    ['an id that cannot be part of a blob key', { ...chunk, exportID: 'a/b' }],
  ])('drops a part with %s', (_why, data) => {
    expect(chunkRequestOf(message('ExportChunkRequested', data))).toBeNull();
  });
});
