import { SceneTiming, easeInOutSine, layoutHandwriting, strokeProgressAt, textDuration } from '..';
import { MAX_PAUSE_SHARE, timeStrokes } from './timing';

const style = { fontSize: 64, fontWeight: 400, lineHeight: 1.5 };

describe('the handwriting timing', () => {
  it('takes 250 ms per character, spaces included, line breaks not', () => {
    expect(textDuration('')).toBe(0);
    expect(textDuration('Hi')).toBe(2 * SceneTiming.msPerCharacter);
    expect(textDuration('Hi there')).toBe(8 * 250);
    expect(textDuration('Hi\nthere')).toBe(7 * 250);
    expect(textDuration('Hi\r\nthere')).toBe(7 * 250);
    expect(textDuration('ñ😀')).toBe(2 * 250);
    expect(layoutHandwriting('Hi there', style).duration).toBe(textDuration('Hi there'));
  });

  it('writes the strokes one after another within the text duration', () => {
    const layout = layoutHandwriting('Hello, world', style);
    let end = 0;
    for (const stroke of layout.strokes) {
      expect(stroke.start).toBeGreaterThanOrEqual(end - 1e-9);
      expect(stroke.duration).toBeGreaterThan(0);
      end = stroke.start + stroke.duration;
    }
    expect(end).toBeLessThanOrEqual(layout.duration + 1e-6);
    expect(end).toBeGreaterThan(layout.duration * (1 - MAX_PAUSE_SHARE) - 1e-6);
  });

  it('gives each stroke time in proportion to its length', () => {
    const layout = layoutHandwriting('Wo', style);
    const [a, b] = layout.strokes;
    expect(a && b).toBeTruthy();
    if (a && b) expect(a.duration / b.duration).toBeCloseTo(a.length / b.length, 6);
  });

  it('pauses SceneTiming.strokeGap at a pen lift when there is time, longer at a word gap', () => {
    // Two one-stroke characters with a long budget: pauses are the full gap, a space adds one more.
    const strokes = [
      { position: 0, length: 10 },
      { position: 1, length: 10 },
      { position: 3, length: 10 },
    ];
    const { starts, durations } = timeStrokes(strokes, [false, false, true, false], 10_000);
    const gap = (i: number): number => (starts[i] ?? 0) - ((starts[i - 1] ?? 0) + (durations[i - 1] ?? 0));
    expect(starts[0]).toBe(0);
    expect(gap(1)).toBeCloseTo(SceneTiming.strokeGap, 6);
    expect(gap(2)).toBeCloseTo(2 * SceneTiming.strokeGap, 6);
  });

  it('shortens the pauses so that they never take more than their share of a crowded text', () => {
    const strokes = Array.from({ length: 20 }, (_, i) => ({ position: i, length: 5 }));
    const { starts, durations } = timeStrokes(
      strokes,
      Array.from({ length: 20 }, () => false),
      1000,
    );
    const drawing = durations.reduce((a, b) => a + b, 0);
    expect(drawing).toBeCloseTo(1000 * (1 - MAX_PAUSE_SHARE), 6);
    expect((starts[19] ?? 0) + (durations[19] ?? 0)).toBeCloseTo(1000, 6);
  });

  it('eases each stroke in and out with a sine', () => {
    expect(easeInOutSine(0)).toBe(0);
    expect(easeInOutSine(1)).toBeCloseTo(1, 12);
    expect(easeInOutSine(0.5)).toBeCloseTo(0.5, 12);
    expect(easeInOutSine(0.25)).toBeLessThan(0.25);
    expect(easeInOutSine(0.75)).toBeGreaterThan(0.75);
  });
});

describe('the stroke progress of a text', () => {
  const layout = layoutHandwriting('Hello there, how are you?', style);

  it('draws nothing at 0 and everything at 1', () => {
    expect(strokeProgressAt(layout, 0).every((p) => p === 0)).toBe(true);
    expect(strokeProgressAt(layout, 1).every((p) => p === 1)).toBe(true);
    expect(strokeProgressAt(layout, -1).every((p) => p === 0)).toBe(true);
    expect(strokeProgressAt(layout, 2).every((p) => p === 1)).toBe(true);
    expect(strokeProgressAt(layout, Number.NaN).every((p) => p === 0)).toBe(true);
  });

  it('draws about half the strokes at 0.5, in order', () => {
    const progress = strokeProgressAt(layout, 0.5);
    const done = progress.filter((p) => p === 1).length;
    expect(done / progress.length).toBeGreaterThan(0.3);
    expect(done / progress.length).toBeLessThan(0.7);
    // Drawn strokes come first, then at most one stroke under way, then the undrawn ones.
    for (let i = 1; i < progress.length; i += 1) expect(progress[i]).toBeLessThanOrEqual(progress[i - 1] ?? 0);
    expect(progress.filter((p) => p > 0 && p < 1).length).toBeLessThanOrEqual(1);
  });

  it('never draws less of the text as the progress grows', () => {
    let previous = strokeProgressAt(layout, 0);
    for (let p = 0.05; p <= 1.0001; p += 0.05) {
      const current = strokeProgressAt(layout, p);
      current.forEach((v, i) => expect(v).toBeGreaterThanOrEqual(previous[i] ?? 0));
      previous = current;
    }
  });

  it('eases the stroke under way', () => {
    const stroke = layout.strokes[3];
    expect(stroke).toBeDefined();
    if (!stroke) return;
    const quarter = (stroke.start + stroke.duration / 4) / layout.duration;
    expect(strokeProgressAt(layout, quarter)[3]).toBeCloseTo(easeInOutSine(0.25), 6);
  });
});
