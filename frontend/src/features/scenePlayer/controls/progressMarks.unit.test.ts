import { markPercent } from './ProgressMarks';

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
