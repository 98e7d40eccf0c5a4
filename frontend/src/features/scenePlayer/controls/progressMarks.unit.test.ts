import { markLabel, markPercent, marksLabel } from './ProgressMarks';

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

describe('marksLabel', () => {
  it('tells how many comment markers the bar shows', () => {
    expect(marksLabel(1)).toBe('1 comment marker');
    expect(marksLabel(2)).toBe('2 comment markers');
    expect(marksLabel(1000)).toBe('1,000 comment markers');
  });
});

describe('markLabel', () => {
  it('names a marker by its time and the start of its text, or as a drawing without text', () => {
    expect(markLabel({ id: 'c1', time: 4_200, text: 'The cloud comes in too early' })).toBe('Comment at 0:04.2: The cloud comes in too early');
    expect(markLabel({ id: 'c2', time: 65_000, text: 'x'.repeat(80) })).toBe(`Comment at 1:05.0: ${'x'.repeat(60)}`);
    expect(markLabel({ id: 'c3', time: 0, text: '' })).toBe('Comment at 0:00.0: drawing');
  });
});
