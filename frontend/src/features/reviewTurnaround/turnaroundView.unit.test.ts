import { formatHours, formatRounds, monthLabel, rangeOf } from './turnaroundView';

describe('the review turnaround range', () => {
  it('covers the current month and the months before it, across a year end', () => {
    expect(rangeOf('6', new Date('2026-03-31T23:59:00.000Z'))).toEqual({ from: '2025-10', to: '2026-03' });
    expect(rangeOf('12', new Date('2026-11-27T12:00:00.000Z'))).toEqual({ from: '2025-12', to: '2026-11' });
    expect(rangeOf('all', new Date('2026-11-27T12:00:00.000Z'))).toEqual({});
  });
});

describe('the review turnaround figures', () => {
  it('read hours as minutes, tenths or whole hours, and rounds to the hundredth', () => {
    expect([formatHours(null), formatHours(0.5), formatHours(3.46), formatHours(30.4)]).toEqual(['–', '30 min', '3.5 h', '30 h']);
    expect([formatRounds(null), formatRounds(1.5), formatRounds(4 / 3)]).toEqual(['–', '1.5', '1.33']);
    expect([monthLabel('2026-11'), monthLabel('junk')]).toEqual(['Nov 2026', 'junk']);
  });
});
