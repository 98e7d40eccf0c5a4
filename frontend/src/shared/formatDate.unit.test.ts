import { formatDate } from './formatDate';

describe('formatDate', () => {
  it('shows dates as MM-DD-YYYY', () => {
    expect(formatDate('2024-03-07T12:00:00')).toBe('03-07-2024');
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
