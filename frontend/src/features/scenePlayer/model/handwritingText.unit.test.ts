import { EditorElement } from '@wb/contracts';
import { handwritingLayout, strokeDashesAt, textStyleOf } from './handwritingText';

const hello = EditorElement.parse({ id: 't', name: 'T', type: 'text', text: 'hello', props: { style: { fontSize: 48 } } });

describe('handwriting text', () => {
  const layout = handwritingLayout(hello.text ?? '', textStyleOf(hello));

  it('lays a text out once per text and style', () => {
    expect(handwritingLayout('hello', textStyleOf(hello))).toBe(layout);
    expect(textStyleOf(hello)).toEqual({ fontSize: 48, fontWeight: 400, lineHeight: 1.5 });
    expect(layout.strokes.length).toBeGreaterThan(0);
  });

  it('draws nothing at progress 0, everything at 1, and strokes in order between', () => {
    expect(strokeDashesAt(layout, 0).every((dash) => dash === null)).toBe(true);
    expect(strokeDashesAt(layout, 1).every((dash) => dash === 'whole')).toBe(true);
    const half = strokeDashesAt(layout, 0.5);
    const firstUnwritten = half.indexOf(null);
    expect(half[0]).toBe('whole');
    expect(firstUnwritten).toBeGreaterThan(0);
    expect(half.slice(firstUnwritten).every((dash) => dash === null)).toBe(true);
  });

  it('draws a stroke being written as a dash shorter than the stroke', () => {
    const partial = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]
      .flatMap((progress) => strokeDashesAt(layout, progress).map((dash, i) => ({ dash, length: layout.strokes[i]?.length ?? 0 })))
      .filter(({ dash }) => typeof dash === 'number');
    expect(partial.length).toBeGreaterThan(0);
    for (const { dash, length } of partial) expect(dash as number).toBeLessThan(length);
  });
});
