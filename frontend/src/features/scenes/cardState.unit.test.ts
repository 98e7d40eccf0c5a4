import type { SceneExport } from '@wb/contracts';
import { commentState } from './CommentIndicator';
import { exportShown } from './ExportStatus';
import { newImportRun, stepState } from './importRun';

const exportOf = (status: number, url: string | null): SceneExport => ({
  sceneExportID: `e-${status}-${url ?? ''}`,
  sceneID: 's1',
  status,
  createdOn: '2026-01-01T00:00:00.000Z',
  data: { url, completedOn: null },
});

describe("a card's comment indicator", () => {
  it('is red with the count while any comment is open, green when all are resolved, absent without comments', () => {
    expect(commentState({ openComments: 2, comments: 5 })).toBe('open');
    expect(commentState({ openComments: 0, comments: 5 })).toBe('resolved');
    expect(commentState({ openComments: 0, comments: 0 })).toBe('none');
  });
});

describe("a card's export state", () => {
  it('spins while the newest export is in progress, else offers the newest completed download', () => {
    expect(exportShown([exportOf(1, null), exportOf(2, '/old.mp4')])).toEqual({ kind: 'progress' });
    expect(exportShown([exportOf(2, '/new.mp4'), exportOf(2, '/old.mp4')])).toEqual({ kind: 'download', url: '/new.mp4' });
    expect(exportShown([])).toBeNull();
  });
});

describe('the import dialog steps', () => {
  it('marks the steps before the current one done and the later ones waiting', () => {
    const run = { ...newImportRun([{ fileName: 'a.svg', replaceSceneID: null }]), step: 'importing' as const };
    expect(stepState(run, 'uploading')).toBe('done');
    expect(stepState(run, 'importing')).toBe('active');
    expect(stepState(run, 'thumbnails')).toBe('todo');
    expect(stepState({ ...run, step: 'done' }, 'thumbnails')).toBe('done');
  });
});
