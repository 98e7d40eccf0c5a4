// Lays a text out in the handwriting font: the strokes to draw (SVG path data in the text element's
// local coordinates, origin at the top left of the text box, y down), their lengths and writing times,
// the box size and the characters the font lacks. Pure: used by the server's import and the scene player.
import { Handwriting, strokeWidthForWeight } from '../constants';
import { charactersOf, glyphOf, missingGlyph, type Glyph } from './glyphs';
import { blanksOf, textDuration, timeStrokes, type TimedStroke } from './timing';

export interface HandwritingStroke {
  /** SVG path data (M and L only) in the element's local coordinates. */
  d: string;
  /** Length of the path in px. */
  length: number;
  /** Index in the text (UTF-16) of the character the stroke belongs to. */
  char: number;
  /** Start and duration in ms from the start of the text. */
  start: number;
  duration: number;
}

export interface HandwritingLayout {
  strokes: HandwritingStroke[];
  width: number;
  height: number;
  /** The whole text's writing time, ms (textDuration). */
  duration: number;
  /** Width in px of the pen. */
  strokeWidth: number;
  /** Characters drawn as a question mark because the font has no glyph for them. */
  missing: { char: string; index: number }[];
}

export interface HandwritingStyle {
  fontSize: number;
  fontWeight: number;
  lineHeight: number;
}

/**
 * Metrics of the face, in Hershey units (the SVG font draws 31.5 of its 1000-per-em units for one):
 * the lowercase x-height, the em, and the ascent above the baseline.
 */
export const HersheyMetrics = { fontUnitsPerUnit: 31.5, xHeight: 9, em: 1000 / 31.5, ascent: 800 / 31.5 } as const;

/**
 * Pixels per Hershey unit at a font size: Handwriting.glyphScale x fontSize is the x-height
 * (docs/decisions/scenes-handwriting.md, "Size"), which makes the em about 1.05 x fontSize.
 */
export const pxPerUnit = (fontSize: number): number => (Handwriting.glyphScale * fontSize) / HersheyMetrics.xHeight;

/** The pen's width in px: the weight's width (65/50/35) is in the SVG font's units, scaled as the glyphs. */
export const penWidth = (fontSize: number, fontWeight: number): number => (strokeWidthForWeight(fontWeight) / HersheyMetrics.fontUnitsPerUnit) * pxPerUnit(fontSize);

const r2 = (v: number): number => Math.round(v * 100) / 100;

const pathOf = (points: Float64Array, x0: number, y0: number, scale: number): string => {
  let d = '';
  for (let i = 0; i + 1 < points.length; i += 2) {
    d += `${i === 0 ? 'M' : 'L'}${r2(x0 + (points[i] ?? 0) * scale)} ${r2(y0 + (points[i + 1] ?? 0) * scale)}`;
  }
  return d;
};

const positive = (v: number, fallback: number): number => (Number.isFinite(v) && v > 0 ? v : fallback);

export const layoutHandwriting = (text: string, style: HandwritingStyle): HandwritingLayout => {
  const fontSize = positive(style.fontSize, 1);
  const lineHeight = positive(style.lineHeight, Handwriting.lineHeight);
  const scale = pxPerUnit(fontSize);
  const lineBox = fontSize * lineHeight;
  // As CSS: the em box is centred in the line box (half-leading above), the baseline sits at the ascent.
  const baselineInLine = (lineBox - HersheyMetrics.em * scale) / 2 + HersheyMetrics.ascent * scale;

  const characters = charactersOf(text);
  const strokes: HandwritingStroke[] = [];
  const timed: TimedStroke[] = [];
  const missing: { char: string; index: number }[] = [];
  let line = 0;
  let pen = 0;
  let widest = 0;

  characters.forEach(({ char, index }, position) => {
    if (char === '\n') {
      line += 1;
      pen = 0;
      return;
    }
    let glyph: Glyph | null = glyphOf(char);
    if (glyph === null) {
      missing.push({ char, index });
      glyph = missingGlyph();
    }
    const baseline = line * lineBox + baselineInLine;
    glyph.strokes.forEach((points, s) => {
      const length = (glyph?.lengths[s] ?? 0) * scale;
      strokes.push({ d: pathOf(points, pen, baseline, scale), length, char: index, start: 0, duration: 0 });
      timed.push({ position, length });
    });
    pen += glyph.advance * scale;
    widest = Math.max(widest, pen);
  });

  const duration = textDuration(text);
  const { starts, durations } = timeStrokes(timed, blanksOf(characters), duration);
  strokes.forEach((stroke, i) => {
    stroke.start = starts[i] ?? 0;
    stroke.duration = durations[i] ?? 0;
  });

  return {
    strokes,
    width: widest,
    height: (line + 1) * lineBox,
    duration,
    strokeWidth: penWidth(fontSize, style.fontWeight),
    missing,
  };
};
