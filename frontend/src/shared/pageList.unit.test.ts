import { pageCount, pageList } from './pageList';

const links = (items: ReturnType<typeof pageList>) => items.filter((i) => typeof i === 'number');

describe('pageList', () => {
  it('lists every page when there are 9 or fewer', () => {
    expect(pageList(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageList(9, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('never shows more than 9 page links, whatever the page', () => {
    for (let current = 1; current <= 50; current++) {
      expect(links(pageList(current, 50)).length).toBe(9);
      expect(links(pageList(current, 50))).toContain(current);
    }
  });

  it('centres the current page and marks the pages left out on both sides', () => {
    expect(pageList(25, 50)).toEqual(['gap-before', 21, 22, 23, 24, 25, 26, 27, 28, 29, 'gap-after']);
  });

  it('puts a gap only on the side with pages left out near the ends', () => {
    expect(pageList(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 'gap-after']);
    expect(pageList(20, 20)).toEqual(['gap-before', 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('clamps a page out of range and shows nothing without pages', () => {
    expect(pageList(99, 3)).toEqual([1, 2, 3]);
    expect(pageList(1, 0)).toEqual([]);
  });

  it('counts pages of 20', () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
