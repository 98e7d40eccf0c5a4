import type { AssetFile } from '@wb/contracts';
import { kitSearchArgs, nextStart, resultCount, type SearchPage } from './kitSearch';
import { noFilters } from './kitFilters';

const page = (n: number, total: number, totalCapped = false): SearchPage => ({
  files: Array.from({ length: n }, (_, i) => ({ fileID: String(i) }) as AssetFile),
  total,
  totalCapped,
});

describe('the kit search arguments', () => {
  it('lists the kit itself until text is typed or a sort chosen', () => {
    expect(kitSearchArgs('12', null, '   ', null, noFilters)).toBeNull();
  });
  it('ranks typed text best first, in the open folder, with the chosen types and tags', () => {
    expect(kitSearchArgs('12', '40', ' phot cel ', null, { text: '', types: ['png'], tagIDs: ['7'] })).toEqual({
      kit: '12',
      text: 'phot cel',
      sortBy: 'relevance',
      directoryID: '40',
      types: ['png'],
      tagIDs: ['7'],
    });
  });
  it('sorts the whole kit when only a sort is chosen, and leaves out empty filters', () => {
    expect(kitSearchArgs('all', null, '', 'newest', noFilters)).toEqual({ kit: 'all', text: '', sortBy: 'newest' });
  });
});

describe('paging by 50', () => {
  it('asks for the next 50 while more hits remain', () => {
    expect(nextStart([page(50, 120)], [0])).toBe(50);
    expect(nextStart([page(50, 120), page(50, 120)], [0, 50])).toBe(100);
  });
  it('stops after the last hit, a short page or the search window', () => {
    expect(nextStart([page(50, 120), page(50, 120), page(20, 120)], [0, 50, 100])).toBeUndefined();
    expect(nextStart([page(50, 50)], [0])).toBeUndefined();
    expect(nextStart([page(50, 1000, true)], [950])).toBeUndefined();
    expect(nextStart([], [])).toBeUndefined();
  });
  it('counts what is loaded against the total, with + when the total is capped', () => {
    expect(resultCount(50, page(50, 1000, true))).toBe('50 of 1,000+ results');
    expect(resultCount(1, page(1, 1))).toBe('1 of 1 result');
    expect(resultCount(0, undefined)).toBe('');
    expect(resultCount(0, page(0, 0))).toBe('');
  });
});
