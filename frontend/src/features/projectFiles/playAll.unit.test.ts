import type { ReviewFile } from '@wb/contracts';
import { playLabel, playQueue, readPlayBell, readSort, sortedVideos, writePlayBell, writeSort } from './playAll';

const file = (fileID: string, name: string, createdOn: string, type: ReviewFile['type'] = 'video'): ReviewFile => ({
  fileID,
  name,
  type,
  extension: 'mp4',
  createdOn,
  version: 1,
  versions: [],
  url: `/files/${fileID}`,
  media: null,
  svgStats: null,
  fileExports: [],
  user: { name: 'Edith' },
});

const memory = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), values };
};

const files = [
  file('a', 'intro 10.mp4', '2026-01-03T00:00:00Z'),
  file('b', 'Intro 2.mp4', '2026-01-01T00:00:00Z'),
  file('c', 'diagram.svg', '2026-01-05T00:00:00Z', 'svg'),
  file('d', 'outro.mp4', '2026-01-03T00:00:00Z'),
];

it('lists only the videos, by name (numbers in order, case-blind) or newest first with ties by name', () => {
  expect(sortedVideos(files, 'name').map((f) => f.fileID)).toEqual(['b', 'a', 'd']);
  expect(sortedVideos(files, 'date').map((f) => f.fileID)).toEqual(['a', 'd', 'b']);
});

it('plays the checked files in the shown order', () => {
  const shown = sortedVideos(files, 'name');
  expect(playQueue(shown, new Set(['d', 'b'])).map((f) => f.fileID)).toEqual(['b', 'd']);
  expect(playQueue(shown, new Set())).toEqual([]);
});

it('labels Play with All when every file is checked, the count otherwise, and disables it when none is', () => {
  expect(playLabel(0, 3)).toBeNull();
  expect(playLabel(2, 3)).toBe('Play 2');
  expect(playLabel(3, 3)).toBe('Play All');
});

it('remembers the sort under setting:svg-sort, name unless date was chosen', () => {
  const storage = memory({ 'setting:svg-sort': 'garbage' });
  expect(readSort(storage)).toBe('name');
  writeSort('date', storage);
  expect(storage.values.get('setting:svg-sort')).toBe('date');
  expect(readSort(storage)).toBe('date');
});

it("keeps the bell in exporterSettings.playBell without losing the exporter's other settings", () => {
  const storage = memory({ exporterSettings: JSON.stringify({ rate: 4 }) });
  expect(readPlayBell(storage)).toBe(false);
  writePlayBell(true, storage);
  expect(JSON.parse(storage.values.get('exporterSettings') ?? '')).toEqual({ rate: 4, playBell: true });
  expect(readPlayBell(storage)).toBe(true);
  expect(readPlayBell(memory({ exporterSettings: '{not json' }))).toBe(false);
  expect(readPlayBell(memory({ exporterSettings: '[true]' }))).toBe(false);
});
