// The one contract suite of the SearchIndex port (DESIGN.md section 3), run by every adapter.
import { randomUUID } from 'node:crypto';
import type { SearchDocument, SearchIndex } from './searchIndex';

export interface SearchIndexHarness {
  readonly index: SearchIndex;
  teardown(): Promise<void>;
}

/** A fresh index name per test, so tests never see each other's documents. */
const freshIndex = (): string => `test_${randomUUID().replace(/-/g, '')}`;

const sorted = (ids: readonly string[]): string[] => [...ids].sort();

export const testSearchIndex = (name: string, factory: () => Promise<SearchIndexHarness>): void => {
  describe(`${name} search index`, () => {
    let harness: SearchIndexHarness;
    let search: SearchIndex;

    beforeAll(async () => {
      harness = await factory();
      search = harness.index;
    });
    afterAll(async () => {
      await harness?.teardown();
    });

    const withDocuments = async (documents: SearchDocument[]): Promise<string> => {
      const index = freshIndex();
      await search.ensureIndex(index);
      await search.upsert(index, documents);
      return index;
    };
    const ids = async (index: string, text: string, limit = 100): Promise<string[]> => (await search.search(index, text, limit)).map((hit) => hit.id);

    it('finds the documents with a word starting with each typed word, ignoring case and surrounding spaces', async () => {
      const index = await withDocuments([
        { id: 'p1', text: 'Volcanoes of Iceland' },
        { id: 'p2', text: 'Tides and the Moon' },
        { id: 'p3', text: 'ICELAND in winter' },
      ]);
      expect(sorted(await ids(index, '  iceland '))).toEqual(['p1', 'p3']);
      expect(await ids(index, 'VOLC')).toEqual(['p1']);
      expect(await ids(index, 'the moon')).toEqual(['p2']);
      expect(await ids(index, 'Mars')).toEqual([]);
    });

    it('matches the start of words only, not their middle', async () => {
      const index = await withDocuments([
        { id: 'p1', text: 'Volcanoes of Iceland' },
        { id: 'p2', text: 'Cano river' },
      ]);
      expect(await ids(index, 'cano')).toEqual(['p2']);
      expect(await ids(index, 'land')).toEqual([]);
    });

    it('finds every typed word in any order: "photosynth cell" finds "Cell photosynthesis"', async () => {
      const index = await withDocuments([
        { id: 'both', text: 'Cell photosynthesis' },
        { id: 'one', text: 'Photosynthesis basics' },
        { id: 'other', text: 'Cell division' },
      ]);
      expect(await ids(index, 'photosynth cell')).toEqual(['both']);
      expect(await ids(index, 'CELL Photo')).toEqual(['both']);
    });

    it('finds every word of a long query too (70 distinct words, a pasted paragraph)', async () => {
      // Two-letter words aa..cr: more than an adapter may track with one bit per word.
      const words = Array.from({ length: 70 }, (_, i) => String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26)));
      const index = await withDocuments([
        { id: 'all', text: [...words].reverse().join(' ') },
        { id: 'all-but-one', text: words.slice(1).join(' ') },
      ]);
      expect(await ids(index, words.join(' '))).toEqual(['all']);
      expect(sorted(await ids(index, words.slice(1).join(' ')))).toEqual(['all', 'all-but-one']);
    });

    it('ignores accents and case, and letters outside ASCII keep their own case rules', async () => {
      const index = await withDocuments([
        { id: 'p1', text: 'École des Glaciers' },
        { id: 'p2', text: 'Straße' },
        { id: 'p3', text: 'Ökologie' },
      ]);
      expect(await ids(index, 'éCOLE')).toEqual(['p1']);
      expect(await ids(index, 'ecole glac')).toEqual(['p1']);
      expect(await ids(index, 'OKO')).toEqual(['p3']);
      expect(await ids(index, 'STRASSE')).toEqual([]);
      expect(await ids(index, 'straß')).toEqual(['p2']);
    });

    it('ranks the text that starts with the typed text first, then a word that does, then the rest; newest next', async () => {
      const index = await withDocuments([
        { id: 'rest-old', text: 'Cell walls and photosynthesis', time: '2024-01-01T00:00:00.000Z' },
        { id: 'word', text: 'Plant photosynthesis cells', time: '2024-01-02T00:00:00.000Z' },
        { id: 'start-old', text: 'Photosynthesis cell', time: '2024-01-03T00:00:00.000Z' },
        { id: 'rest-new', text: 'Cell photosynthesis', time: '2024-01-05T00:00:00.000Z' },
        { id: 'start-new', text: 'Photosynthesis: cells at work', time: '2024-01-04T00:00:00.000Z' },
      ]);
      expect(await search.search(index, 'Photosynthesis ce', 100)).toEqual([
        { id: 'start-new', rank: 1 },
        { id: 'start-old', rank: 1 },
        { id: 'word', rank: 2 },
        { id: 'rest-new', rank: 3 },
        { id: 'rest-old', rank: 3 },
      ]);
    });

    it('answers one and two letters from the index, ranked as well', async () => {
      const index = await withDocuments([
        { id: 'a', text: 'Optics', time: '2024-01-01T00:00:00.000Z' },
        { id: 'b', text: 'Intro to optics', time: '2024-01-02T00:00:00.000Z' },
        { id: 'c', text: 'Waves', time: '2024-01-03T00:00:00.000Z' },
      ]);
      expect(await search.search(index, 'o', 100)).toEqual([
        { id: 'a', rank: 1 },
        { id: 'b', rank: 2 },
      ]);
      expect(await ids(index, 'op')).toEqual(['a', 'b']);
      expect(await ids(index, 'wa')).toEqual(['c']);
    });

    it('a rename keeps the time it was indexed with', async () => {
      const index = await withDocuments([
        { id: 'old', text: 'Tides', time: '2024-01-01T00:00:00.000Z' },
        { id: 'new', text: 'Tides two', time: '2024-01-02T00:00:00.000Z' },
      ]);
      expect(await ids(index, 'tides')).toEqual(['new', 'old']);
      await search.upsert(index, [{ id: 'new', text: 'Moon and tides' }]);
      await search.upsert(index, [{ id: 'old', text: 'Moon tides' }]);
      expect(await ids(index, 'moon')).toEqual(['new', 'old']);
    });

    it('keeps only the statuses a search asks for; a new document is status 0, a rename keeps its status', async () => {
      const index = await withDocuments([
        { id: 'active', text: 'Tides active', status: 1, time: '2024-01-03T00:00:00.000Z' },
        { id: 'archived', text: 'Tides archived', status: 2, time: '2024-01-02T00:00:00.000Z' },
        { id: 'plain', text: 'Tides plain', time: '2024-01-01T00:00:00.000Z' },
      ]);
      const kept = async (statuses: number[]): Promise<string[]> => (await search.search(index, 'tides', 100, { statuses })).map((h) => h.id);
      expect(await ids(index, 'tides')).toEqual(['active', 'archived', 'plain']);
      expect(await kept([1])).toEqual(['active']);
      expect(await kept([2, 0])).toEqual(['archived', 'plain']);
      expect(await kept([])).toEqual([]);
      await search.upsert(index, [{ id: 'archived', text: 'Tides renamed' }]);
      expect(await kept([2])).toEqual(['archived']);
      expect(await search.search(index, 'tides', 100, { statuses: [1] })).toEqual([{ id: 'active', rank: 1 }]);
    });

    it("changes a document's time and status, keeping its text; unknown ids are ignored; a batch counts as one by one", async () => {
      const index = await withDocuments([
        { id: 'a', text: 'Moon phases', status: 1, time: '2024-01-01T00:00:00.000Z' },
        { id: 'b', text: 'Moon landing', status: 1, time: '2024-01-02T00:00:00.000Z' },
      ]);
      await search.change(index, [
        { id: 'a', time: '2024-01-05T00:00:00.000Z' },
        { id: 'b', status: 2 },
        { id: 'a', status: 2 },
        { id: 'nobody', status: 2, time: '2024-01-06T00:00:00.000Z' },
        { id: 'b', status: 1 },
      ]);
      expect(await ids(index, 'moon')).toEqual(['a', 'b']);
      expect((await search.search(index, 'moon', 100, { statuses: [2] })).map((h) => h.id)).toEqual(['a']);
      expect(await ids(index, 'phases')).toEqual(['a']);
      expect(await ids(index, 'nobody')).toEqual([]);
      // Applying the same changes again (a replayed batch) answers the same.
      await search.change(index, [
        { id: 'a', time: '2024-01-05T00:00:00.000Z', status: 2 },
        { id: 'b', status: 1 },
      ]);
      expect((await search.search(index, 'moon', 100, { statuses: [1] })).map((h) => h.id)).toEqual(['b']);
    });

    it('a blank text, or one without letters or digits, matches nothing', async () => {
      const index = await withDocuments([{ id: 'p1', text: 'Tides' }]);
      expect(await search.search(index, '   ', 100)).toEqual([]);
      expect(await search.search(index, '%_*?', 100)).toEqual([]);
    });

    it('takes punctuation and the characters of LIKE and wildcard patterns as word breaks, never as wildcards', async () => {
      const index = await withDocuments([
        { id: 'percent', text: '50% off' },
        { id: 'underscore', text: 'a_b' },
        { id: 'ab', text: 'axb' },
        { id: 'star', text: 'a*c' },
        { id: 'question', text: 'what?' },
      ]);
      expect(await ids(index, '50%')).toEqual(['percent']);
      expect(await ids(index, 'a_b')).toEqual(['underscore']);
      expect(await ids(index, 'a*c')).toEqual(['star']);
      expect(await ids(index, 'wh?')).toEqual(['question']);
      expect(await ids(index, '%')).toEqual([]);
    });

    it('an upsert replaces the text of the same id; writing it again changes nothing', async () => {
      const index = await withDocuments([{ id: 'p1', text: 'Tides of the long northern sea' }]);
      await search.upsert(index, [{ id: 'p1', text: 'Currents' }]);
      await search.upsert(index, [{ id: 'p1', text: 'Currents' }]);
      expect(await ids(index, 'tides')).toEqual([]);
      expect(await ids(index, 'sea')).toEqual([]);
      expect(await ids(index, 'currents')).toEqual(['p1']);
    });

    it('a batch naming an id several times ends as writing them one by one would: the last text, the last time given', async () => {
      const index = await withDocuments([{ id: 'kept', text: 'Rivers', time: '2024-01-03T00:00:00.000Z' }]);
      await search.upsert(index, [
        { id: 'new', text: 'Lesson one', time: '2024-01-05T00:00:00.000Z' },
        { id: 'kept', text: 'Lesson about rivers' },
        { id: 'new', text: 'Lesson of the long northern sea' },
        { id: 'other', text: 'Lesson two', time: '2024-01-02T00:00:00.000Z' },
        { id: 'new', text: 'Lesson three' },
        { id: 'other', text: 'Lesson four', time: '2024-01-04T00:00:00.000Z' },
      ]);
      // Newest first among equal ranks: 01-05 (new, its first document's), 01-04 (other), 01-03 (kept, from before).
      expect(await ids(index, 'lesson')).toEqual(['new', 'other', 'kept']);
      expect(await ids(index, 'three')).toEqual(['new']);
      expect(await ids(index, 'sea')).toEqual([]);
      expect(await ids(index, 'two')).toEqual([]);
    });

    it('a batch of thousands of documents is searchable as a whole once written, and writing it again (a replay) changes no answer', async () => {
      const documents: SearchDocument[] = Array.from({ length: 3_000 }, (_, i) => ({
        id: `d${i}`,
        text: `${i % 3 === 0 ? 'Fizz' : 'Buzz'} lesson ${i}`,
        time: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
      }));
      const renames: SearchDocument[] = documents.filter((_, i) => i % 10 === 0).map((d) => ({ id: d.id, text: `Renamed ${d.id}` }));
      const index = freshIndex();
      await search.ensureIndex(index);
      await search.upsert(index, [...documents, ...renames]);
      const answers = async () => ({ fizz: await ids(index, 'fizz', 5_000), renamed: await ids(index, 'renamed', 5_000), top: await search.search(index, 'lesson', 3) });
      const first = await answers();
      expect(first.fizz).toHaveLength(documents.filter((_, i) => i % 3 === 0 && i % 10 !== 0).length);
      expect(first.renamed).toHaveLength(300);
      expect(first.renamed[0]).toBe('d2990');
      expect(first.top).toEqual([
        { id: 'd2999', rank: 2 },
        { id: 'd2998', rank: 2 },
        { id: 'd2997', rank: 2 },
      ]);
      await search.upsert(index, [...documents, ...renames]);
      expect(await answers()).toEqual(first);
    });

    it('removes documents, and ignores ids it does not hold', async () => {
      const index = await withDocuments([
        { id: 'p1', text: 'Tides' },
        { id: 'p2', text: 'Tides 2' },
      ]);
      await search.remove(index, ['p1', 'never-indexed']);
      expect(await ids(index, 'tides')).toEqual(['p2']);
    });

    it('answers at most the limit, the best first', async () => {
      const index = await withDocuments(
        Array.from({ length: 30 }, (_, i) => ({ id: `p${i}`, text: i === 29 ? 'Lesson plan' : `Lesson ${i}`, time: new Date(Date.UTC(2024, 0, 1 + i)).toISOString() })),
      );
      const found = await ids(index, 'lesson', 10);
      expect(found).toHaveLength(10);
      expect(new Set(found).size).toBe(10);
      expect(found[0]).toBe('p29');
      expect(await ids(index, 'lesson')).toHaveLength(30);
      expect(await ids(index, 'lesson pl')).toEqual(['p29']);
    });

    it('keeps indices apart', async () => {
      const first = await withDocuments([{ id: 'p1', text: 'Tides' }]);
      const second = await withDocuments([{ id: 'p2', text: 'Tides' }]);
      expect(await ids(first, 'tides')).toEqual(['p1']);
      expect(await ids(second, 'tides')).toEqual(['p2']);
    });

    it('creating an index again, or twice at once, keeps its documents', async () => {
      const index = await withDocuments([{ id: 'p1', text: 'Tides' }]);
      await Promise.all([search.ensureIndex(index), search.ensureIndex(index)]);
      expect(await ids(index, 'tides')).toEqual(['p1']);
    });

    it('answers ping', async () => {
      expect(await search.ping()).toBe(true);
    });
  });
};
