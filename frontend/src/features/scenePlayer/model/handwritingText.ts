// A text element in the handwriting stroke font: its layout (kept per text and style, as the layout of
// a long text costs milliseconds and a frame cannot afford it) and, at a text progress, the dash of
// each stroke. Pure: the drawing (draw/handwriting.ts) strokes what this says.
import { Handwriting, layoutHandwriting, strokeProgressAt, type EditorElement, type HandwritingLayout } from '@wb/contracts';

export const DEFAULT_FONT_SIZE = 64;
const MAX_CACHED = 2000;
const layouts = new Map<string, HandwritingLayout>();

export interface TextStyle {
  fontSize: number;
  fontWeight: number;
  lineHeight: number;
}

export const textStyleOf = (element: EditorElement): TextStyle => ({
  fontSize: element.props.style.fontSize ?? DEFAULT_FONT_SIZE,
  fontWeight: element.props.style.fontWeight ?? 400,
  lineHeight: element.props.style.lineHeight ?? Handwriting.lineHeight,
});

export const handwritingLayout = (text: string, style: TextStyle): HandwritingLayout => {
  const key = `${style.fontSize}|${style.fontWeight}|${style.lineHeight}|${text}`;
  const cached = layouts.get(key);
  if (cached) return cached;
  if (layouts.size >= MAX_CACHED) layouts.clear();
  const layout = layoutHandwriting(text, style);
  layouts.set(key, layout);
  return layout;
};

/**
 * The dash of each stroke at a text progress: null for a stroke not begun (left out: a round cap would
 * paint a dot), 'whole' for a finished one, or the drawn length (the rest is a gap longer than the stroke).
 */
export type StrokeDash = null | 'whole' | number;

export const strokeDashesAt = (layout: HandwritingLayout, progress: number): StrokeDash[] => {
  const fractions = strokeProgressAt(layout, progress);
  return layout.strokes.map((stroke, i) => {
    const fraction = fractions[i] ?? 0;
    if (fraction <= 0) return null;
    return fraction >= 1 ? 'whole' : fraction * stroke.length;
  });
};
