// The one contract suite of the FileSearchIndex port, run by every adapter (PostgreSQL, Elasticsearch).
import type { FileDocument, FileSearchIndex, FileSearchQuery } from './fileSearchIndex';

export interface FileSearchHarness {
  /** A fresh, empty index (its own tables or index name), for one test. */
  fresh(): Promise<FileSearchIndex>;
  teardown(): Promise<void>;
}

const day = (n: number): string => new Date(Date.UTC(2024, 0, 1 + n)).toISOString();

export const file = (fileID: string, name: string, createdDay: number, extra: Partial<FileDocument> = {}): FileDocument => ({
  fileID,
  name,
  type: name.split('.').pop()?.toLowerCase() ?? '',
  status: 1,
  createdOn: day(createdDay),
  kits: [],
  tags: [],
  ...extra,
});

const query = (text: string, extra: Partial<FileSearchQuery> = {}): FileSearchQuery => ({ text, sortBy: 'relevance', start: 0, count: 50, ...extra });

export const testFileSearchIndex = (name: string, factory: () => Promise<FileSearchHarness>): void => {
  describe(`${name} file search index`, () => {
    let harness: FileSearchHarness;
    beforeAll(async () => {
      harness = await factory();
    });
    afterAll(async () => {
      await harness?.teardown();
    });

    const withFiles = async (files: FileDocument[]): Promise<FileSearchIndex> => {
      const index = await harness.fresh();
      await index.ensureIndex();
      await index.upsert(files);
      return index;
    };
    const hits = async (index: FileSearchIndex, text: string, extra: Partial<FileSearchQuery> = {}): Promise<readonly string[]> => (await index.search(query(text, extra))).hits;

    it('finds every typed word at the start of a word, in any order, ignoring case, accents and separators', async () => {
      const index = await withFiles([
        file('a', 'photosynthesis-diagram-v3.png', 1),
        file('b', 'Cell_Division Écosystème.svg', 2),
        file('c', 'iconMagnetSmall@2x.png', 3),
        file('d', 'Grade 3 - Seed - Sort.docx', 4),
      ]);
      expect(await hits(index, 'PHOTO diag')).toEqual(['a']);
      expect(await hits(index, 'division cell')).toEqual(['b']);
      expect(await hits(index, 'ecosys')).toEqual(['b']);
      expect(await hits(index, 'magnet sm')).toEqual(['c']);
      expect(await hits(index, 'seed grade')).toEqual(['d']);
      expect(await hits(index, 'synthesis')).toEqual([]);
      expect(await hits(index, 'photo zebra')).toEqual([]);
    });

    it('searches kit names and tag names too', async () => {
      const index = await withFiles([
        file('a', 'Soil sample.jpg', 1, { kits: [{ kitID: 'k1', name: 'Approved Assets', directoryID: null }] }),
        file('b', 'Soil map.jpg', 2, { tags: [{ tagID: 't1', name: 'grade-7' }] }),
        file('c', 'River.jpg', 3),
      ]);
      expect(await hits(index, 'approv')).toEqual(['a']);
      expect(await hits(index, 'grade 7')).toEqual(['b']);
      expect(await hits(index, 'soil gra')).toEqual(['b']);
      expect(await hits(index, 'soil')).toEqual(['b', 'a']);
    });

    it('ranks the name starting with the text first, then a word of the name, then kits and tags; newest next', async () => {
      const index = await withFiles([
        file('tag-new', 'River.svg', 9, { tags: [{ tagID: 't', name: 'photo' }] }),
        file('word-old', 'Leaf photo.svg', 1),
        file('start-old', 'Photo leaf.svg', 2),
        file('word-new', 'Big photograph.svg', 8),
        file('start-new', 'photon.svg', 7),
      ]);
      expect(await hits(index, 'photo')).toEqual(['start-new', 'start-old', 'word-new', 'word-old', 'tag-new']);
      expect(await hits(index, 'ph')).toEqual(['start-new', 'start-old', 'word-new', 'word-old', 'tag-new']);
      expect(await hits(index, 'p')).toEqual(['start-new', 'start-old', 'word-new', 'word-old', 'tag-new']);
      expect(await hits(index, 'leaf ph')).toEqual(['word-old', 'start-old']);
    });

    it('sorts by number, name, newest and oldest', async () => {
      const index = await withFiles([file('n10', '10_o_20240101.svg', 1), file('n2', '2_r_20240102.svg', 3), file('plain', 'Alpha.svg', 2), file('zed', 'Zeta 9.svg', 4)]);
      expect(await hits(index, '', { sortBy: 'number' })).toEqual(['n2', 'n10', 'plain', 'zed']);
      expect(await hits(index, '', { sortBy: 'alphabetical' })).toEqual(['n10', 'n2', 'plain', 'zed']);
      expect(await hits(index, '', { sortBy: 'newest' })).toEqual(['zed', 'n2', 'plain', 'n10']);
      expect(await hits(index, '', { sortBy: 'oldest' })).toEqual(['n10', 'plain', 'n2', 'zed']);
      expect(await hits(index, 'svg', { sortBy: 'oldest' })).toEqual(['n10', 'plain', 'n2', 'zed']);
      expect(await hits(index, 'svg', { sortBy: 'number' })).toEqual(['n2', 'n10', 'plain', 'zed']);
    });

    it('filters by kit, directory, type, tags (every one) and status', async () => {
      const inKit = (kitID: string, directoryID: string | null = null) => ({ kitID, name: `Kit ${kitID}`, directoryID });
      const index = await withFiles([
        file('a', 'Wave one.png', 1, {
          kits: [inKit('k1', 'd1'), inKit('k2')],
          tags: [
            { tagID: 't1', name: 'Ocean' },
            { tagID: 't2', name: 'Blue' },
          ],
        }),
        file('b', 'Wave two.jpg', 2, { kits: [inKit('k1')], tags: [{ tagID: 't1', name: 'Ocean' }] }),
        file('c', 'Wave three.mp3', 3, { kits: [inKit('k2')], status: 0 }),
      ]);
      expect(await hits(index, 'wave', { kitID: 'k1' })).toEqual(['b', 'a']);
      expect(await hits(index, '', { kitID: 'k1', directoryID: 'd1' })).toEqual(['a']);
      expect(await hits(index, 'wave', { types: ['PNG', 'jpg'] })).toEqual(['b', 'a']);
      expect(await hits(index, 'wave', { tagIDs: ['t1', 't2'] })).toEqual(['a']);
      expect(await hits(index, 'wa', { tagIDs: ['t1'], sortBy: 'oldest' })).toEqual(['a', 'b']);
      expect(await hits(index, 'wave', { status: [1] })).toEqual(['b', 'a']);
      expect(await hits(index, '', { status: [0] })).toEqual(['c']);
      expect(await hits(index, 'kit k2')).toEqual(['c', 'a']);
    });

    it('pages, with the total of matches', async () => {
      const index = await withFiles(Array.from({ length: 30 }, (_, i) => file(`f${String(i).padStart(2, '0')}`, `Lesson ${i}.png`, i)));
      const first = await index.search(query('lesson', { count: 10 }));
      expect(first).toEqual({ hits: ['f29', 'f28', 'f27', 'f26', 'f25', 'f24', 'f23', 'f22', 'f21', 'f20'], total: 30, totalCapped: false });
      expect((await index.search(query('lesson', { start: 25, count: 10 }))).hits).toEqual(['f04', 'f03', 'f02', 'f01', 'f00']);
      // Several words: a total may stop at a bound, then it says so and is at least what was seen.
      const several = await index.search(query('less 1', { count: 5 }));
      expect(several.hits).toEqual(['f19', 'f18', 'f17', 'f16', 'f15']);
      if (several.totalCapped) expect(several.total).toBeGreaterThanOrEqual(5);
      else expect(several.total).toBe(11);
      expect(await index.search(query('less 1', { start: 10, count: 5 }))).toEqual({ hits: ['f01'], total: 11, totalCapped: false });
      expect((await index.search(query('', { count: 2 }))).total).toBe(30);
      expect(await index.search(query('nothing'))).toEqual({ hits: [], total: 0, totalCapped: false });
    });

    it('an upsert replaces a file (its name, kits and tags); a batch naming it twice keeps the last; remove forgets it', async () => {
      const index = await withFiles([file('a', 'Tide chart.png', 1, { tags: [{ tagID: 't', name: 'sea' }] }), file('b', 'Moon.png', 2)]);
      await index.upsert([file('a', 'Moon chart.png', 1), file('b', 'Moon two.png', 2), file('a', 'Moon map.png', 1)]);
      await index.upsert([file('a', 'Moon map.png', 1)]);
      expect(await hits(index, 'tide')).toEqual([]);
      expect(await hits(index, 'sea')).toEqual([]);
      expect(await hits(index, 'moon')).toEqual(['b', 'a']);
      expect(await hits(index, 'moon ch')).toEqual([]);
      await index.remove(['b', 'never-there']);
      expect(await hits(index, 'moon')).toEqual(['a']);
      expect(await hits(index, '', { kitID: 'none' })).toEqual([]);
    });

    it('a text without letters or digits, or with wildcard characters, is taken as word breaks', async () => {
      const index = await withFiles([file('a', '50% off_sale.png', 1), file('b', 'a_b.png', 2)]);
      expect(await hits(index, '%_*')).toEqual(['b', 'a']);
      expect(await hits(index, '50%')).toEqual(['a']);
      expect(await hits(index, 'a_b')).toEqual(['b']);
    });

    it('answers ping', async () => {
      const index = await harness.fresh();
      expect(await index.ping()).toBe(true);
    });
  });
};
