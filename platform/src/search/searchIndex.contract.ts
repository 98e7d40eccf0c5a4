// The one contract suite of the SearchIndex port (DESIGN.md section 3), run by every adapter.
import { randomUUID } from 'node:crypto';
import type { SearchIndex } from './searchIndex';

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

    const withDocuments = async (documents: { id: string; text: string }[]): Promise<string> => {
      const index = freshIndex();
      await search.ensureIndex(index);
      await search.upsert(index, documents);
      return index;
    };

    it('finds the documents whose text contains the words, ignoring case and surrounding spaces', async () => {
      const index = await withDocuments([
        { id: 'p1', text: 'Volcanoes of Iceland' },
        { id: 'p2', text: 'Tides and the Moon' },
        { id: 'p3', text: 'ICELAND in winter' },
      ]);
      expect(sorted(await search.search(index, '  iceland ', 100))).toEqual(['p1', 'p3']);
      expect(await search.search(index, 'CANO', 100)).toEqual(['p1']);
      expect(await search.search(index, 'the moon', 100)).toEqual(['p2']);
      expect(await search.search(index, 'Mars', 100)).toEqual([]);
    });

    it('matches letters outside ASCII, ignoring their case too', async () => {
      const index = await withDocuments([{ id: 'p1', text: 'École des Glaciers' }, { id: 'p2', text: 'Straße' }]);
      expect(await search.search(index, 'éCOLE', 100)).toEqual(['p1']);
      expect(await search.search(index, 'STRASSE', 100)).toEqual([]);
      expect(await search.search(index, 'straße', 100)).toEqual(['p2']);
    });

    it('a blank text matches nothing', async () => {
      const index = await withDocuments([{ id: 'p1', text: 'Tides' }]);
      expect(await search.search(index, '   ', 100)).toEqual([]);
    });

    it('takes the characters of LIKE and wildcard patterns literally', async () => {
      const index = await withDocuments([
        { id: 'percent', text: '50% off' },
        { id: 'fifty', text: '500 apples' },
        { id: 'underscore', text: 'a_b' },
        { id: 'ab', text: 'axb' },
        { id: 'star', text: 'a*c' },
        { id: 'question', text: 'what?' },
        { id: 'backslash', text: 'back\\slash' },
      ]);
      expect(await search.search(index, '50%', 100)).toEqual(['percent']);
      expect(await search.search(index, 'a_b', 100)).toEqual(['underscore']);
      expect(await search.search(index, 'a*c', 100)).toEqual(['star']);
      expect(await search.search(index, 't?', 100)).toEqual(['question']);
      expect(await search.search(index, 'k\\s', 100)).toEqual(['backslash']);
    });

    it('an upsert replaces the text of the same id; writing it again changes nothing', async () => {
      const index = await withDocuments([{ id: 'p1', text: 'Tides' }]);
      await search.upsert(index, [{ id: 'p1', text: 'Currents' }]);
      await search.upsert(index, [{ id: 'p1', text: 'Currents' }]);
      expect(await search.search(index, 'tides', 100)).toEqual([]);
      expect(await search.search(index, 'currents', 100)).toEqual(['p1']);
    });

    it('removes documents, and ignores ids it does not hold', async () => {
      const index = await withDocuments([{ id: 'p1', text: 'Tides' }, { id: 'p2', text: 'Tides 2' }]);
      await search.remove(index, ['p1', 'never-indexed']);
      expect(await search.search(index, 'tides', 100)).toEqual(['p2']);
    });

    it('answers at most the limit', async () => {
      const index = await withDocuments(Array.from({ length: 30 }, (_, i) => ({ id: `p${i}`, text: `Lesson ${i}` })));
      const found = await search.search(index, 'lesson', 10);
      expect(found).toHaveLength(10);
      expect(new Set(found).size).toBe(10);
      expect(await search.search(index, 'lesson', 100)).toHaveLength(30);
    });

    it('keeps indices apart', async () => {
      const first = await withDocuments([{ id: 'p1', text: 'Tides' }]);
      const second = await withDocuments([{ id: 'p2', text: 'Tides' }]);
      expect(await search.search(first, 'tides', 100)).toEqual(['p1']);
      expect(await search.search(second, 'tides', 100)).toEqual(['p2']);
    });

    it('creating an index again, or twice at once, keeps its documents', async () => {
      const index = await withDocuments([{ id: 'p1', text: 'Tides' }]);
      await Promise.all([search.ensureIndex(index), search.ensureIndex(index)]);
      expect(await search.search(index, 'tides', 100)).toEqual(['p1']);
    });

    it('answers ping', async () => {
      expect(await search.ping()).toBe(true);
    });
  });
};
