import { analyticsBucketOf, analyticsBuckets, analyticsMonthBefore, analyticsRangeDays } from './range';

describe('analytics ranges (spec 000 section 9)', () => {
  it('reads this month, last month and a chosen month from the asker’s day', () => {
    expect(analyticsRangeDays('thisMonth', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(analyticsRangeDays('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(analyticsRangeDays('month', '2026-11-27', '2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(analyticsMonthBefore('2026-01')).toBe('2025-12');
  });

  it('cuts weeks on Mondays, the month’s first partial week starting on its first day', () => {
    const september = analyticsRangeDays('month', '2026-11-27', '2026-09');
    expect(analyticsBuckets(september, 'week')).toEqual(['2026-09-01', '2026-09-07', '2026-09-14', '2026-09-21', '2026-09-28']);
    expect(analyticsBucketOf('2026-09-06', 'week', september)).toBe('2026-09-01');
    expect(analyticsBucketOf('2026-09-30', 'week', september)).toBe('2026-09-28');
    expect(analyticsBuckets(september, 'day')).toHaveLength(30);
  });
});
