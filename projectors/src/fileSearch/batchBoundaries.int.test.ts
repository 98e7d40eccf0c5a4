// The file search projection builds the same files wherever the batch boundaries fall. Live, a batch
// ends where the server's oldest open transaction holds the readable end of the log, so under load the
// same events come in other batches; a kit or directory name read only from the batch's own events was
// then lost (a file showed kit '3' named '' once a later batch deleted another of its kits).
import { isDeepStrictEqual } from 'node:util';
import type { AnyEvent } from '@wb/contracts';
import { PostgresFileSearchIndex } from '@wb/platform';
import { rebuildAtBatchSizes } from '../testing/batchSizes';
import { createHarness, type Harness } from '../testing/harness';
import { fileSearchProjection } from './projection';

const ORDER = { file_search_files: 'file_id', file_search_kits: 'kit_id', file_search_directories: 'directory_id' };

const uploaded = (fileID: string, name: string): AnyEvent => ({
  type: 'FileUploaded',
  data: { fileID, uuid: `u-${fileID}`, name, type: 'png', url: `/api/v1/blobs/assets/${fileID}`, size: 100, projectID: null, projectAssetType: null, userID: 1, userName: 'Ada Lovelace' },
});
const kit = (kitID: string, name: string): AnyEvent => ({ type: 'KitCreated', data: { kitID, name, slug: name, rootDirectoryID: `root-${kitID}`, visibility: 'internal' } });
const directory = (kitID: string, directoryID: string, name: string): AnyEvent => ({ type: 'DirectoryCreated', data: { kitID, directoryID, name, parentID: `root-${kitID}` } });
const link = (fileID: string, kitID: string, directoryID: string | null = null): AnyEvent => ({
  type: 'FileLinkedToKit',
  data: { fileID, kitID, linkID: `l-${fileID}-${kitID}`, directoryID, index: null },
});

/** Kits, directories and files linked to them, then renames, a move, links undone, and a directory and a kit deleted. */
const EVENTS: ReadonlyArray<readonly [string, AnyEvent]> = [
  ['kit-3', kit('3', 'Optics')],
  ['kit-4', kit('4', 'Waves')],
  ['kit-3', directory('3', 'd3', 'Lenses')],
  ['kit-4', directory('4', 'd4', 'Ripples')],
  ['kit-5', kit('5', 'Light')],
  ['kit-5', directory('5', 'd5', 'Beams')],
  ['file-e', uploaded('e', 'lens.png')],
  ['file-e', link('e', '3', 'd3')],
  ['file-e', link('e', '4', 'd4')],
  ['file-f', uploaded('f', 'prism.png')],
  ['file-f', link('f', '3')],
  ['file-f', { type: 'FileAddedToDirectory', data: { fileID: 'f', kitID: '3', linkID: 'l-f-3', directoryID: 'd3' } }],
  ['file-f', { type: 'FileLinkedToProject', data: { fileID: 'f', projectID: 'p1', projectName: 'Light' } }],
  ['kit-3', { type: 'DirectoryRenamed', data: { kitID: '3', directoryID: 'd3', name: 'Mirrors', previousName: 'Lenses' } }],
  ['project-p1', { type: 'ProjectRenamed', data: { projectID: 'p1', name: 'Light and colour', previousName: 'Light' } }],
  ['file-e', { type: 'FileTagged', data: { fileID: 'e', tagID: 't1', tagName: 'grade-8' } }],
  ['file-f', { type: 'FileMovedToKit', data: { fileID: 'f', fromKitID: '3', toKitID: '4', removedLinkID: 'l-f-3', linkID: 'l-f-4' } }],
  ['file-g', uploaded('g', 'ray.png')],
  ['file-g', link('g', '4', 'd4')],
  ['file-g', link('g', '3')],
  ['file-h', uploaded('h', 'beam.png')],
  ['file-h', link('h', '3', 'd3')],
  ['file-h', link('h', '5', 'd5')],
  ['file-h', { type: 'FileRemovedFromDirectory', data: { fileID: 'h', kitID: '5', linkID: 'l-h-5', directoryID: 'd5' } }],
  ['file-h', { type: 'FileUnlinkedFromKit', data: { fileID: 'h', kitID: '5', linkID: 'l-h-5' } }],
  ['kit-4', { type: 'DirectoryDeleted', data: { kitID: '4', directoryID: 'd4', removedDirectoryIDs: [] } }],
  ['file-e', { type: 'FileRenamed', data: { fileID: 'e', name: 'lens-diagram.png', previousName: 'lens.png' } }],
  ['kit-4', { type: 'KitDeleted', data: { kitID: '4' } }],
  ['kit-3', { type: 'DirectoryRenamed', data: { kitID: '3', directoryID: 'd3', name: 'Lenses and mirrors', previousName: 'Mirrors' } }],
];

interface FileRow {
  file_id: string;
  kit_ids: string[];
  directory_ids: string[];
  model: { name: string; kits: unknown[]; directories: unknown[]; projects: unknown[]; tags: unknown[] };
}

describe('file search projection across batch boundaries', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given the same events in batches of every size, expect the same files, with every kit and directory name', async () => {
    let last = 0n;
    for (const [n, [stream, event]] of EVENTS.entries()) last = await h.append(stream, event, { time: new Date(Date.UTC(2024, 0, 1, 0, n)).toISOString() });
    const projection = fileSearchProjection(new PostgresFileSearchIndex(h.db.pool));
    const sizes = [1_000, ...EVENTS.map((_, n) => n + 1)];
    const [whole, ...others] = await rebuildAtBatchSizes(h, projection, last, sizes, ORDER);

    const files = whole!.tables.file_search_files as FileRow[];
    expect(files.map((f) => f.file_id)).toEqual(['e', 'f', 'g', 'h']);
    const [fileE, fileF, fileG, fileH] = files;
    expect(fileE).toMatchObject({
      kit_ids: ['3'],
      directory_ids: ['d3'],
      model: {
        name: 'lens-diagram.png',
        tags: [{ tagID: 't1', name: 'grade-8' }],
        kits: [{ kitID: '3', name: 'Optics', directoryID: 'd3', linkID: 'l-e-3' }],
        directories: [{ directoryID: 'd3', name: 'Lenses and mirrors', kitID: '3' }],
      },
    });
    expect(fileF).toMatchObject({ kit_ids: [], directory_ids: [], model: { kits: [], directories: [], projects: [{ projectID: 'p1', name: 'Light and colour' }] } });
    expect(fileG).toMatchObject({ kit_ids: ['3'], directory_ids: [], model: { kits: [{ kitID: '3', name: 'Optics', directoryID: null, linkID: 'l-g-3' }], directories: [] } });
    expect(fileH).toMatchObject({
      kit_ids: ['3'],
      directory_ids: ['d3'],
      model: { kits: [{ kitID: '3', name: 'Optics', directoryID: 'd3', linkID: 'l-h-3' }], directories: [{ directoryID: 'd3', name: 'Lenses and mirrors', kitID: '3' }] },
    });

    // The sizes that differ, and how the first of them does.
    const differing = others.filter((built) => !isDeepStrictEqual(built.tables, whole!.tables));
    expect({ batchSizes: differing.map((built) => built.batchSize), tables: differing[0]?.tables ?? whole!.tables }).toEqual({ batchSizes: [], tables: whole!.tables });
    // About 30 rebuilds: some 13 s on a busy machine.
  }, 120_000);
});
