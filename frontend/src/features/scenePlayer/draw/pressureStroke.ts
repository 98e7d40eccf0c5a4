// A path drawn with the pencil's pressure curve: still a Konva Path (its data gives the editor's
// Transformer its box), with a scene function that strokes the drawn part piece by piece, each piece
// at the pen width times the pressure there. Hit testing keeps Konva's own: the whole path, full width.
import Konva from 'konva';
import type { Context } from 'konva/lib/Context';
import type { Shape } from 'konva/lib/Shape';
import type { FrameNode } from '../model/frame';
import { pathGeometry } from '../model/pathGeometry';
import { isFlatPressure, pressurePieces } from '../model/pressure';
import type { StrokeAttrs } from './paint';

const MAX_CACHED = 5000;
const paths = new Map<string, Path2D>();

const path2DOf = (d: string): Path2D => {
  const cached = paths.get(d);
  if (cached) return cached;
  if (paths.size >= MAX_CACHED) paths.clear();
  const path = new Path2D(d);
  paths.set(d, path);
  return path;
};

/** Konva's own drawing of a path, for the hit canvas (the colour key is applied by Konva). */
const hitWholePath = (context: Context, shape: Shape) => (Konva.Path.prototype as unknown as { _sceneFunc(c: Context): void })._sceneFunc.call(shape, context);

/** Extra attributes for a path with a pressure curve; none for the flat default. */
export const pressureAttrs = (node: FrameNode, paint: StrokeAttrs) => {
  const { element, props } = node;
  const pressure = element.props.pressure;
  if (isFlatPressure(pressure) || !paint.stroke || !paint.strokeEnabled) return {};
  const d = element.d ?? '';
  const length = pathGeometry(d).length;
  const pieces = pressurePieces(pressure, length, length * props.pathProgress);
  const { stroke, fill, strokeWidth, lineCap, lineJoin } = paint;
  return {
    sceneFunc: (context: Context) => {
      const ctx = context._context;
      const path = path2DOf(d);
      if (fill) {
        ctx.fillStyle = fill;
        ctx.fill(path);
      }
      ctx.strokeStyle = stroke;
      ctx.lineCap = lineCap;
      ctx.lineJoin = lineJoin;
      for (const piece of pieces) {
        ctx.lineWidth = strokeWidth * piece.width;
        // One dash over [from, to]: the pattern starts `from` along the path, its gap outruns the path.
        ctx.setLineDash([piece.to - piece.from, length + 1]);
        ctx.lineDashOffset = -piece.from;
        ctx.stroke(path);
      }
      ctx.setLineDash([]);
      ctx.lineDashOffset = 0;
    },
    hitFunc: hitWholePath,
  };
};
