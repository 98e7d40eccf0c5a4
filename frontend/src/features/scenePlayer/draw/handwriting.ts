// Draws a text element in the handwriting stroke font as one Konva Shape: each stroke of the layout
// stroked as a Path2D, a stroke being written as a dash of its drawn length, strokes not begun left
// out. The hit region is the text box, so the editor selects a text by clicking anywhere in it.
import type { Context } from 'konva/lib/Context';
import type { Shape } from 'konva/lib/Shape';
import type { HandwritingLayout } from '@wb/contracts';
import type { FrameNode } from '../model/frame';
import { handwritingLayout, strokeDashesAt, textStyleOf } from '../model/handwritingText';

const paths = new WeakMap<HandwritingLayout, Path2D[]>();

/** The strokes as Path2D, parsed once per layout (layouts are cached per text and style). */
const pathsOf = (layout: HandwritingLayout): Path2D[] => {
  const cached = paths.get(layout);
  if (cached) return cached;
  const made = layout.strokes.map((stroke) => new Path2D(stroke.d));
  paths.set(layout, made);
  return made;
};

const inkOf = (node: FrameNode): string => {
  const { color, stroke } = node.element.props.style;
  const usable = (value: string | undefined) => (value && value !== 'none' && value !== 'transparent' ? value : undefined);
  return usable(color) ?? usable(stroke) ?? 'black';
};

export const handwritingAttrs = (node: FrameNode) => {
  const layout = handwritingLayout(node.element.text ?? '', textStyleOf(node.element));
  const dashes = strokeDashesAt(layout, node.props.progress);
  const ink = inkOf(node);
  return {
    width: layout.width,
    height: layout.height,
    perfectDrawEnabled: false as const,
    sceneFunc: (context: Context) => {
      const ctx = context._context;
      const strokes = pathsOf(layout);
      ctx.strokeStyle = ink;
      ctx.lineWidth = layout.strokeWidth;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      dashes.forEach((dash, i) => {
        const path = strokes[i];
        const length = layout.strokes[i]?.length ?? 0;
        if (dash === null || !path) return;
        ctx.setLineDash(dash === 'whole' ? [] : [dash, length + 1]);
        ctx.stroke(path);
      });
      ctx.setLineDash([]);
    },
    hitFunc: (context: Context, shape: Shape) => {
      context.beginPath();
      context.rect(0, 0, layout.width, layout.height);
      context.closePath();
      context.fillShape(shape);
    },
  };
};
