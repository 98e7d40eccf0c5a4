import { markPercent, marksLabel, marksPath } from './ProgressMarks';

describe('markPercent', () => {
  it('places a mark along the scene, clamped to the bar', () => {
    expect(markPercent(0, 10_000)).toBe(0);
    expect(markPercent(2_500, 10_000)).toBe(25);
    expect(markPercent(12_000, 10_000)).toBe(100);
    expect(markPercent(-5, 10_000)).toBe(0);
  });

  it('puts every mark at the start of an empty scene, and ignores a time that is not a number', () => {
    expect(markPercent(500, 0)).toBe(0);
    expect(markPercent(Number.NaN, 10_000)).toBe(0);
  });
});

describe('marksPath', () => {
  it('draws every mark as a dot in one path, across the 0-100 bar', () => {
    expect(marksPath([0, 2_500, 12_000], 10_000)).toBe('M0 4h0M25 4h0M100 4h0');
  });

  it('rounds a position to a thousandth of a percent', () => {
    expect(marksPath([1_000], 3_000)).toBe('M33.333 4h0');
  });

  it('is empty without marks', () => {
    expect(marksPath([], 10_000)).toBe('');
  });
});

describe('marksLabel', () => {
  it('tells how many comment markers the bar shows', () => {
    expect(marksLabel(1)).toBe('1 comment marker');
    expect(marksLabel(2)).toBe('2 comment markers');
    expect(marksLabel(1000)).toBe('1,000 comment markers');
  });
});
