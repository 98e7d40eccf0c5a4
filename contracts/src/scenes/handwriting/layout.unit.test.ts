import { Handwriting, layoutHandwriting, penWidth } from '..';

const style = { fontSize: 64, fontWeight: 400, lineHeight: 1.5 };

/** Every coordinate of a path's data. */
const pointsOf = (d: string): { x: number; y: number }[] => [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));

const boundsOf = (d: string[]): { minX: number; maxX: number; minY: number; maxY: number } => {
  const points = d.flatMap(pointsOf);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
};

describe('the handwriting layout', () => {
  it('lays "Hi\\nthere" out on two lines of fontSize x lineHeight', () => {
    const layout = layoutHandwriting('Hi\nthere', style);
    expect(layout.height).toBe(2 * 64 * 1.5);
    const first = layout.strokes.filter((s) => s.char < 2).map((s) => s.d);
    const second = layout.strokes.filter((s) => s.char > 2).map((s) => s.d);
    expect(first.length).toBeGreaterThan(0);
    expect(second.length).toBeGreaterThan(0);
    // The second line's baseline is one line box below the first: "H" and "h" stand on their baselines.
    const h1 = boundsOf(layout.strokes.filter((s) => s.char === 0).map((s) => s.d));
    const h2 = boundsOf(layout.strokes.filter((s) => s.char === 3).map((s) => s.d));
    expect(h2.maxY - h1.maxY).toBeCloseTo(96, 0);
    // Both lines start at the left edge; the box is as wide as the longer line.
    expect(h1.minX).toBeLessThan(10);
    expect(h2.minX).toBeLessThan(10);
    expect(layout.width).toBeCloseTo(layoutHandwriting('there', style).width, 6);
    expect(layout.strokes.every((s) => s.length > 0)).toBe(true);
  });

  it('keeps every stroke inside the line box of its line, and capitals about 0.7 of the font size', () => {
    const layout = layoutHandwriting('Hg', style);
    const all = boundsOf(layout.strokes.map((s) => s.d));
    expect(all.minY).toBeGreaterThanOrEqual(0);
    expect(all.maxY).toBeLessThanOrEqual(layout.height);
    const capital = boundsOf(layout.strokes.filter((s) => s.char === 0).map((s) => s.d));
    expect((capital.maxY - capital.minY) / 64).toBeGreaterThan(0.6);
    expect((capital.maxY - capital.minY) / 64).toBeLessThan(0.8);
  });

  it('grows in width with the text', () => {
    const widths = ['H', 'Hi', 'Hi the', 'Hi there'].map((t) => layoutHandwriting(t, style).width);
    for (let i = 1; i < widths.length; i += 1) expect(widths[i]).toBeGreaterThan(widths[i - 1] ?? 0);
  });

  it('scales linearly with the font size', () => {
    const small = layoutHandwriting('Hi\nthere', { ...style, fontSize: 32 });
    const big = layoutHandwriting('Hi\nthere', style);
    expect(big.width).toBeCloseTo(2 * small.width, 6);
    expect(big.height).toBeCloseTo(2 * small.height, 6);
    expect(big.strokeWidth).toBeCloseTo(2 * small.strokeWidth, 6);
    big.strokes.forEach((stroke, i) => expect(stroke.length).toBeCloseTo(2 * (small.strokes[i]?.length ?? 0), 6));
    const smallBounds = boundsOf(small.strokes.map((s) => s.d));
    const bigBounds = boundsOf(big.strokes.map((s) => s.d));
    expect(bigBounds.maxX).toBeCloseTo(2 * smallBounds.maxX, 0);
    expect(bigBounds.maxY).toBeCloseTo(2 * smallBounds.maxY, 0);
  });

  it('makes the x-height glyphScale x fontSize', () => {
    const x = boundsOf(layoutHandwriting('x', style).strokes.map((s) => s.d));
    expect(x.maxY - x.minY).toBeCloseTo(Handwriting.glyphScale * 64, 0);
  });

  it('draws a question mark for a character without a glyph, and lists it as missing', () => {
    const layout = layoutHandwriting('a☃b', style);
    expect(layout.missing).toEqual([{ char: '☃', index: 1 }]);
    const question = layoutHandwriting('?', style).strokes;
    const drawn = layout.strokes.filter((s) => s.char === 1);
    expect(drawn.length).toBe(question.length);
    drawn.forEach((s, i) => expect(s.length).toBeCloseTo(question[i]?.length ?? 0, 6));
    expect(layoutHandwriting('a\tb', style).missing).toEqual([{ char: '\t', index: 1 }]);
    expect(layoutHandwriting('x😀', style).missing).toEqual([{ char: '😀', index: 1 }]);
  });

  it('draws bold wider than regular, regular wider than light', () => {
    const bold = layoutHandwriting('Hi', { ...style, fontWeight: 700 }).strokeWidth;
    const regular = layoutHandwriting('Hi', style).strokeWidth;
    const light = layoutHandwriting('Hi', { ...style, fontWeight: 200 }).strokeWidth;
    expect(bold).toBeGreaterThan(regular);
    expect(regular).toBeGreaterThan(light);
    expect(bold / light).toBeCloseTo(65 / 35, 6);
    expect(layoutHandwriting('Hi', { ...style, fontWeight: 500 }).strokeWidth).toBe(regular);
    expect(regular).toBe(penWidth(64, 400));
  });

  it('is deterministic', () => {
    const text = 'Déjà vu: α → β • ¿sí?\nline two';
    expect(layoutHandwriting(text, style)).toEqual(layoutHandwriting(text, style));
  });

  it('lays out an empty text as one empty line', () => {
    expect(layoutHandwriting('', style)).toEqual({ strokes: [], width: 0, height: 96, duration: 0, strokeWidth: penWidth(64, 400), missing: [] });
  });

  it('survives a font size or line height that is not a positive number', () => {
    const layout = layoutHandwriting('Hi', { fontSize: Number.NaN, fontWeight: 400, lineHeight: 0 });
    expect(Number.isFinite(layout.width)).toBe(true);
    expect(layout.height).toBe(Handwriting.lineHeight);
    expect(layout.strokes.every((s) => !s.d.includes('NaN'))).toBe(true);
  });

  it('lays out the longest text a scene may hold quickly', () => {
    const text = 'The quick brown fox jumps over the lazy dog. ¿Qué tal? α+β=γ → •\n'.repeat(24).slice(0, 1500);
    const layout = layoutHandwriting(text, style);
    expect(layout.strokes.length).toBeGreaterThan(1000);
    expect(layout.duration).toBe(1500 * 250 - 250 * [...text].filter((c) => c === '\n').length);
  });
});
