import { analyticsInput, initialFilters } from './filters';

const TODAY = '2026-11-27';

describe('the analytics filters', () => {
  it('open on this month, projects, by week, alphabetical, for everyone', () => {
    expect(analyticsInput(initialFilters(TODAY), TODAY)).toEqual({ metric: 'projects', group: 'week', sort: 'alphabetical', today: TODAY, entries: false, range: 'thisMonth' });
  });

  it('send a chosen month, a person and a folder', () => {
    const f = { ...initialFilters(TODAY), range: 'month' as const, month: '2026-09', userID: '12', projectGroupID: 'g1', metric: 'words' as const };
    expect(analyticsInput(f, TODAY)).toEqual({
      metric: 'words',
      group: 'week',
      sort: 'alphabetical',
      today: TODAY,
      entries: false,
      range: 'month',
      month: '2026-09',
      userID: 12,
      projectGroupID: 'g1',
    });
  });

  it('ask for this month while the month box is empty', () => {
    expect(analyticsInput({ ...initialFilters(TODAY), range: 'month', month: '' }, TODAY).range).toBe('thisMonth');
  });
});
