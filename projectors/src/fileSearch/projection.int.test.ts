// The file search projection: given asset events, expect each file's model in its own table and the
// file search index answering with it.
import type { AnyEvent } from '@wb/contracts';
import { PostgresFileSearchIndex } from '@wb/platform';
import { createHarness, type Harness } from '../testing/harness';
import { fileSearchProjection } from './projection';

const url = (k: string) => `/api/v1/blobs/assets/${k}`;
const uploaded = (fileID: string, name: string): AnyEvent => ({
  type: 'FileUploaded',
  data: { fileID, uuid: `u-${fileID}`, name, type: name.split('.').pop() ?? 'png', url: url(fileID), size: 100, projectID: null, projectAssetType: null, userID: 1, userName: 'Ada Lovelace' },
});
const kit = (kitID: string, name: string): AnyEvent => ({ type: 'KitCreated', data: { kitID, name, slug: name.replace(/ /g, '-'), rootDirectoryID: `root-${kitID}`, visibility: 'internal' } });
const link = (fileID: string, kitID: string, directoryID: string | null = null): AnyEvent => ({
  type: 'FileLinkedToKit',
  data: { fileID, kitID, linkID: `l-${fileID}-${kitID}`, directoryID, index: null },
});

describe('file search projection', () => {
  let h: Harness;
  let index: PostgresFileSearchIndex;
  beforeAll(async () => {
    h = await createHarness();
    index = new PostgresFileSearchIndex(h.db.pool);
  });
  afterAll(async () => {
    await h.close();
  });

  const until = async (position: bigint) => {
    const runner = await h.run([fileSearchProjection(index)]);
    expect(await runner.waitForPosition(position, 10_000)).toBe(true);
    await runner.stop();
  };
  const search = async (text: string, extra: Record<string, unknown> = {}) => (await index.search({ text, sortBy: 'relevance', start: 0, count: 50, ...extra })).hits;

  it('given kits, directories, files, links, tags, a rename, a move and a deletion, expect the models and the index to agree', async () => {
    await h.append('kit-1', kit('1', 'Cell Biology'));
    await h.append('kit-2', kit('2', 'Physics Kit'));
    await h.append('kit-1', { type: 'DirectoryCreated', data: { kitID: '1', directoryID: 'd1', name: 'Membranes', parentID: 'root-1' } });
    for (const [id, name] of [
      ['a', 'membrane-diagram.png'],
      ['b', 'Prism light.svg'],
      ['c', 'notes.txt'],
    ] as const)
      await h.append(`file-${id}`, uploaded(id, name));
    await h.append('file-a', link('a', '1', 'd1'));
    await h.append('file-b', link('b', '1'));
    await h.append('file-c', link('c', '2'));
    await h.append('file-a', { type: 'FileTagged', data: { fileID: 'a', tagID: 't1', tagName: 'grade-7' } });
    await h.append('file-b', { type: 'FileRenamed', data: { fileID: 'b', name: 'Prism rainbow.svg', previousName: 'Prism light.svg' } });
    await h.append('file-b', { type: 'FileMovedToKit', data: { fileID: 'b', fromKitID: '1', toKitID: '2', removedLinkID: 'l-b-1', linkID: 'l-b-2' } });
    await h.append('file-c', { type: 'FileDeleted', data: { fileID: 'c' } });
    const last = await h.append('kit-1', { type: 'DirectoryRenamed', data: { kitID: '1', directoryID: 'd1', name: 'Cell walls', previousName: 'Membranes' } });
    await until(last);
    const [a] = await h.rows<{ model: Record<string, unknown> }>("SELECT model FROM file_search_files WHERE file_id = 'a'");
    expect(a?.model).toMatchObject({
      fileID: 'a',
      name: 'membrane-diagram.png',
      type: 'png',
      status: 1,
      tags: [{ tagID: 't1', name: 'grade-7' }],
      kits: [{ kitID: '1', name: 'Cell Biology', directoryID: 'd1', linkID: 'l-a-1' }],
      directories: [{ directoryID: 'd1', name: 'Cell walls', kitID: '1' }],
    });
    expect(await search('memb')).toEqual(['a']);
    expect(await search('grade 7')).toEqual(['a']);
    expect(await search('rainbow')).toEqual(['b']);
    expect(await search('light')).toEqual([]);
    expect(await search('physics')).toEqual(['b']);
    expect(await search('', { kitID: '1' })).toEqual(['a']);
    expect(await search('', { kitID: '1', directoryID: 'd1' })).toEqual(['a']);
    expect(await search('notes')).toEqual([]);
    expect(await h.rows("SELECT model->>'status' AS status FROM file_search_files WHERE file_id = 'c'")).toEqual([{ status: '2' }]);
  });

  it('given a deleted kit and directory, expect its files to stay, out of that kit and directory', async () => {
    await h.append('kit-3', kit('3', 'Optics'));
    await h.append('kit-4', kit('4', 'Waves'));
    await h.append('kit-3', { type: 'DirectoryCreated', data: { kitID: '3', directoryID: 'd3', name: 'Lenses', parentID: 'root-3' } });
    await h.append('file-e', uploaded('e', 'lens.png'));
    await h.append('file-e', link('e', '3', 'd3'));
    await h.append('file-e', link('e', '4'));
    await h.append('kit-3', { type: 'DirectoryDeleted', data: { kitID: '3', directoryID: 'd3', removedDirectoryIDs: [] } });
    const last = await h.append('kit-4', { type: 'KitDeleted', data: { kitID: '4' } });
    await until(last);
    expect(await search('lens', { kitID: '3' })).toEqual(['e']);
    expect(await search('lens', { kitID: '3', directoryID: 'd3' })).toEqual([]);
    expect(await search('waves')).toEqual([]);
    const [e] = await h.rows<{ model: { kits: unknown[]; directories: unknown[] } }>("SELECT model FROM file_search_files WHERE file_id = 'e'");
    expect(e?.model.kits).toEqual([{ kitID: '3', name: 'Optics', directoryID: null, linkID: 'l-e-3' }]);
    expect(e?.model.directories).toEqual([]);
  });

  it('given runs of project renames, some of the same project, expect each linked file to show the last name', async () => {
    const linkProject = (fileID: string, projectID: string, projectName: string): AnyEvent => ({ type: 'FileLinkedToProject', data: { fileID, projectID, projectName } });
    const renamed = (projectID: string, name: string): AnyEvent => ({ type: 'ProjectRenamed', data: { projectID, name, previousName: '' } });
    await h.append('file-g', uploaded('g', 'cell.png'));
    await h.append('file-h', uploaded('h', 'atom.png'));
    await h.append('file-g', linkProject('g', 'p1', 'Cells'));
    await h.append('file-h', linkProject('h', 'p2', 'Atoms'));
    await h.append('file-h', linkProject('h', 'p1', 'Cells'));
    // One run: p1 twice (the second wins), p2 once, and a project no file links.
    await h.append('project-p1', renamed('p1', 'Cell walls'));
    await h.append('project-p2', renamed('p2', 'Atomic models'));
    await h.append('project-p9', renamed('p9', 'Unlinked'));
    await h.append('project-p1', renamed('p1', 'Cell biology'));
    // A link between renames is applied in its place: the rename after it reaches that file too.
    await h.append('file-g', linkProject('g', 'p2', 'Atomic models'));
    const last = await h.append('project-p2', renamed('p2', 'Atoms and ions'));
    await until(last);
    const projects = async (fileID: string) => (await h.rows<{ model: { projects: unknown[] } }>('SELECT model FROM file_search_files WHERE file_id = $1', [fileID]))[0]?.model.projects;
    expect(await projects('g')).toEqual([
      { projectID: 'p1', name: 'Cell biology' },
      { projectID: 'p2', name: 'Atoms and ions' },
    ]);
    expect(await projects('h')).toEqual([
      { projectID: 'p2', name: 'Atoms and ions' },
      { projectID: 'p1', name: 'Cell biology' },
    ]);
  });
});
