import { ADMIN_FILES_PAGE, adminFilesPages, adminFilesQuery } from './adminFilesPaging';

describe('the admin Files paging', () => {
  it('asks 20 a page, every status the search holds, newest first without text and best match with it', () => {
    expect(ADMIN_FILES_PAGE).toBe(20);
    expect(adminFilesQuery('', 1)).toEqual({ text: '', start: 0, count: 20, sortBy: 'newest', status: [1, 0] });
    expect(adminFilesQuery('cell', 3)).toEqual({ text: 'cell', start: 40, count: 20, sortBy: 'relevance', status: [1, 0] });
  });

  it('offers the pages of the total, no further than the search window', () => {
    expect(adminFilesPages(0)).toBe(0);
    expect(adminFilesPages(20)).toBe(1);
    expect(adminFilesPages(21)).toBe(2);
    expect(adminFilesPages(25_000)).toBe(50);
  });
});
