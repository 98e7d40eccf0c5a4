// The drawn shapes of a comment as the review screens hold them (common contract item 1: the spec's
// Annotation entity, {id, type, attributes}, the pen's SVG path in attributes.d), in the units of the
// 1000x1000 annotation stage (spec 002 section 9) so a drawing fits the media at any size.
import simplify from 'simplify-js';
import { ReviewLimits, type Annotation } from '@wb/contracts';

export const STAGE = ReviewLimits.drawingSize;

export interface StagePoint {
  x: number;
  y: number;
}

export interface ShapeStyle {
  stroke: string;
  strokeWidth: number;
  opacity?: number;
}

/** The contracts' Annotation: what the panel sends is exactly what the server takes and answers. */
export type DrawnShape = Annotation;

/** Spec 002 section 9: the drawing canvas draws at 6; project comments default to 10, red, opacity 0.65. */
export const canvasStyle: ShapeStyle = { stroke: '#ff0000', strokeWidth: 6 };
export const projectCommentStyle: ShapeStyle = { stroke: '#ff0000', strokeWidth: 10, opacity: 0.65 };

/** A tolerance of 2 stage units keeps handwriting legible; it is raised until the stroke fits maxPenPoints. */
const PEN_TOLERANCE = 2;

const clampToStage = (v: number) => Math.min(STAGE, Math.max(0, v));
/** One decimal is a tenth of a thousandth of the media: finer than any screen shows. */
const round = (v: number) => Math.round(clampToStage(v) * 10) / 10;

/** The stroke's points simplified (Ramer-Douglas-Peucker via simplify-js) to at most maxPenPoints. */
export const simplifiedStroke = (points: readonly StagePoint[]): StagePoint[] => {
  const inside = points.map((p) => ({ x: round(p.x), y: round(p.y) }));
  let tolerance = PEN_TOLERANCE;
  let out = simplify(inside, tolerance, true);
  while (out.length > ReviewLimits.maxPenPoints) {
    tolerance *= 2;
    out = simplify(inside, tolerance, true);
  }
  return out;
};

/** Path data in the server's grammar: `M x y` then `L x y` per point, absolute, numbers only. */
export const penPathData = (points: readonly StagePoint[]): string => points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${round(p.x)} ${round(p.y)}`).join(' ');

/** The box between two corners, whichever way it was dragged, inside the stage. */
export const boxBetween = (a: StagePoint, b: StagePoint) => {
  const x1 = round(Math.min(a.x, b.x));
  const y1 = round(Math.min(a.y, b.y));
  return { x: x1, y: y1, width: round(Math.max(a.x, b.x)) - x1, height: round(Math.max(a.y, b.y)) - y1 };
};
