// Clipping regions as Path2D, for Konva's clipFunc: a mask's shapes (their union, each with its own
// animated transform) and an element's own clipPath. Built in the clipped group's coordinates.
import Konva from 'konva';
import type { FrameNode } from '../model/frame';

/** The element's transform as Konva computes it (translate, rotate, skew, scale), so clips line up with shapes. */
const matrixOf = (node: FrameNode): DOMMatrix => {
  const p = node.props;
  const t = new Konva.Transform();
  t.translate(p.translateX, p.translateY);
  t.rotate((p.rotate * Math.PI) / 180);
  t.skew(p.skewX, p.skewY);
  t.scale(p.scaleX, p.scaleY);
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = t.getMatrix();
  return new DOMMatrix([a, b, c, d, e, f]);
};

/** The outline of one shape in its own coordinates. */
const outlineOf = (node: FrameNode): Path2D => {
  const { element, props } = node;
  if (element.type === 'path') return new Path2D(element.d ?? '');
  const outline = new Path2D();
  if (element.type === 'group' || element.type === 'mask') {
    for (const child of node.children) outline.addPath(outlineOf(child), matrixOf(child));
    return outline;
  }
  const rx = element.type === 'rect' ? (element.props.style.rx ?? 0) : 0;
  if (rx > 0) outline.roundRect(0, 0, props.width, props.height, rx);
  else outline.rect(0, 0, props.width, props.height);
  return outline;
};

/** The union of a mask's shapes; an empty mask clips everything away, as in SVG. */
export const maskClip = (shapes: readonly FrameNode[]): Path2D => {
  const region = new Path2D();
  for (const shape of shapes) region.addPath(outlineOf(shape), matrixOf(shape));
  return region;
};

/** A Konva clipFunc returning the region (Konva passes the array on to context.clip). */
export const clipFuncOf = (region: Path2D) => (): [Path2D] => [region];
