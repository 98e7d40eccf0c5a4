import { Messages } from '@wb/contracts';
import { toRecentFileExport, toSceneExport, type ExportRow } from './rows';

const now = new Date('2026-11-27T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const row = (extra: Partial<ExportRow>): ExportRow => ({
  export_id: 'e-1',
  kind: 'scene',
  source_id: 's-1',
  project_id: 'p-1',
  name: 'Intro',
  status: 1,
  frames_done: 30,
  frames_total: 120,
  url: null,
  failure: null,
  created_on: hoursAgo(1),
  completed_on: null,
  ...extra,
});

describe('what an export shows', () => {
  it('in progress: status 1 with its progress', () => {
    expect(toSceneExport(row({}), now)).toMatchObject({ status: 1, progress: { framesDone: 30, framesTotal: 120 }, error: null });
  });
  it('in progress 4 hours after it was created: status 0 and the spec message, no progress', () => {
    expect(toSceneExport(row({ created_on: hoursAgo(4.01) }), now)).toMatchObject({ status: 0, progress: null, error: Messages.exportStale });
    expect(toSceneExport(row({ created_on: hoursAgo(3.99) }), now)).toMatchObject({ status: 1 });
  });
  it("failed: status 0 and 'Error exporting'; the admin's record gives the exporter's reason", () => {
    const failed = row({ status: 0, failure: 'Chromium crashed', frames_done: null, frames_total: null });
    expect(toSceneExport(failed, now)).toMatchObject({ status: 0, error: 'Error exporting' });
    expect(toRecentFileExport({ ...failed, kind: 'file' }, now)).toMatchObject({ status: 0, error: 'Chromium crashed' });
  });
  it('completed: status 2 with the address, even long after', () => {
    const done = row({ status: 2, url: '/api/v1/blobs/k.mp4', completed_on: hoursAgo(5), created_on: hoursAgo(6) });
    expect(toSceneExport(done, now)).toEqual({
      sceneExportID: 'e-1',
      sceneID: 's-1',
      status: 2,
      createdOn: hoursAgo(6).toISOString(),
      data: { url: '/api/v1/blobs/k.mp4', completedOn: hoursAgo(5).toISOString() },
      progress: null,
      error: null,
    });
  });
});
