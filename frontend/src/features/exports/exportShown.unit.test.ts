import { ExportStatus } from '@wb/contracts';
import { exportLabel, svgFilesOf } from '../projectFiles/ExportSvgsDialog';
import { exportStatusLabel } from '../admin/exports/exportRecords';
import { allFinished, exportShown, framesLabel, mp4Name, percentDone, type ExportLike } from './exportShown';

const exportOf = (status: number, url: string | null = null, over: Partial<ExportLike> = {}): ExportLike => ({ status, data: { url }, progress: null, error: null, ...over });

describe("a card's or an SVG row's export state", () => {
  it('spins while the newest export is in progress, with the frames reported so far', () => {
    expect(exportShown([exportOf(1, null, { progress: { framesDone: 120, framesTotal: 900 } }), exportOf(2, '/old.mp4')])).toEqual({ kind: 'progress', framesDone: 120, framesTotal: 900 });
    expect(exportShown([exportOf(1)])).toEqual({ kind: 'progress', framesDone: null, framesTotal: null });
  });

  it('offers the newest completed download', () => {
    expect(exportShown([exportOf(2, '/new.mp4'), exportOf(2, '/old.mp4')])).toEqual({ kind: 'download', url: '/new.mp4' });
  });

  it("says 'Error exporting' with the reason when the newest failed, still offering an older MP4", () => {
    expect(exportShown([exportOf(0, null, { error: 'Something went wrong, try exporting again.' }), exportOf(2, '/old.mp4')])).toEqual({
      kind: 'error',
      reason: 'Something went wrong, try exporting again.',
      downloadUrl: '/old.mp4',
    });
    expect(exportShown([exportOf(0)])).toEqual({ kind: 'error', reason: 'Error exporting', downloadUrl: null });
  });

  it('shows nothing before any export', () => {
    expect(exportShown([])).toBeNull();
  });

  it('counts frames and percent only once the exporter has reported', () => {
    expect(framesLabel({ framesDone: 300, framesTotal: 900 })).toBe('300 of 900 frames');
    expect(percentDone({ framesDone: 300, framesTotal: 900 })).toBe(33);
    expect(framesLabel({ framesDone: null, framesTotal: null })).toBeNull();
    expect(percentDone({ framesDone: 0, framesTotal: 0 })).toBeNull();
  });
});

describe('waiting for exports', () => {
  it('is over once every watched export is completed or failed, and not while one is missing or in progress', () => {
    const statuses = new Map([
      ['a', ExportStatus.completed],
      ['b', ExportStatus.error],
      ['c', ExportStatus.inProgress],
    ]);
    expect(allFinished(['a', 'b'], (id) => statuses.get(id))).toBe(true);
    expect(allFinished(['a', 'c'], (id) => statuses.get(id))).toBe(false);
    expect(allFinished(['a', 'z'], (id) => statuses.get(id))).toBe(false);
  });
});

describe('names and labels', () => {
  it("names the MP4 after the scene or SVG, without '.svg' and characters a file name cannot hold", () => {
    expect(mp4Name('Intro')).toBe('Intro.mp4');
    expect(mp4Name('rain cycle.SVG')).toBe('rain cycle.mp4');
    expect(mp4Name('a/b:c')).toBe('a-b-c.mp4');
    expect(mp4Name('  ')).toBe('export.mp4');
  });

  it('enables Export SVGs only with a file checked, and lists only SVGs by name', () => {
    expect(exportLabel(0, 3)).toBeNull();
    expect(exportLabel(2, 3)).toBe('Export 2');
    expect(exportLabel(3, 3)).toBe('Export All');
    const file = (fileID: string, name: string, type: 'svg' | 'video') => ({ fileID, name, type }) as Parameters<typeof svgFilesOf>[0][number];
    expect(svgFilesOf([file('1', 'scene 10.svg', 'svg'), file('2', 'clip.mp4', 'video'), file('3', 'Scene 2.svg', 'svg')]).map((f) => f.fileID)).toEqual(['3', '1']);
  });

  it('words the admin statuses as spec 001 does: 1 In progress, 2 Completed, otherwise Error', () => {
    expect([1, 2, 0, 7].map(exportStatusLabel)).toEqual(['In progress', 'Completed', 'Error', 'Error']);
  });
});
