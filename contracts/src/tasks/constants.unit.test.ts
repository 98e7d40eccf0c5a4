import { addDays, boardColumnBounds, dueBucketOf, type DueBucket } from './constants';

/** The column a due date falls in by the server's ranges (boardColumnBounds). */
const byRange = (dueDate: string | null, today: string): DueBucket => {
  const bounds = boardColumnBounds(today);
  if (dueDate === null || dueDate >= bounds.dueFrom) return 'due';
  return dueDate < bounds.today ? 'overdue' : 'dueSoon';
};

describe('the board columns as ranges of due dates', () => {
  it('adds calendar days across months, years and a leap day', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(addDays('2023-12-30', 3)).toBe('2024-01-02');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('starts Due soon today and Due three days later', () => {
    expect(boardColumnBounds('2024-05-10')).toEqual({ today: '2024-05-10', dueFrom: '2024-05-13' });
  });

  it('puts every day in the column dueBucketOf gives it (under 0 Overdue, 0 to 2 Due soon, 3 or more Due)', () => {
    for (const today of ['2024-02-27', '2024-12-30', '2025-03-31']) {
      for (let offset = -6; offset <= 6; offset += 1) {
        const dueDate = addDays(today, offset);
        expect([offset, byRange(dueDate, today)]).toEqual([offset, dueBucketOf(dueDate, today)]);
      }
      expect(byRange(null, today)).toBe(dueBucketOf(null, today));
    }
    expect(dueBucketOf(addDays('2024-05-10', -1), '2024-05-10')).toBe('overdue');
    expect(dueBucketOf(addDays('2024-05-10', 2), '2024-05-10')).toBe('dueSoon');
    expect(dueBucketOf(addDays('2024-05-10', 3), '2024-05-10')).toBe('due');
  });
});
