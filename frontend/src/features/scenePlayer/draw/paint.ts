// The Konva attributes of one element at one frame, shared by the React SceneFrame and the imperative
// renderer so both draw the same pixels. Plain objects, no Konva import: cheap to build per frame.
import type { ElementStyle } from '@wb/contracts';
import type { FrameNode } from '../model/frame';
import { pathGeometry } from '../model/pathGeometry';

/** The Konva name of every element's node: the editor finds them with stage.find('.scene-element'). */
export const SCENE_ELEMENT = 'scene-element';

/** Position, scale, rotation (degrees) and skew, about the element's own origin, as an SVG transform. */
export interface TransformAttrs {
  x: number;
  y: number;
  scaleX: number;
  scaleY: number;
  rotation: number;
  skewX: number;
  skewY: number;
  opacity: number;
}

export interface StrokeAttrs {
  stroke: string | undefined;
  strokeWidth: number;
  strokeEnabled: boolean;
  fill: string | undefined;
  lineCap: 'butt' | 'round' | 'square';
  lineJoin: 'miter' | 'round' | 'bevel';
  dash: number[] | undefined;
  dashOffset: number;
  dashEnabled: boolean;
  /** Fill and stroke with opacity would otherwise go through an extra buffer canvas per shape. */
  perfectDrawEnabled: false;
  shadowForStrokeEnabled: false;
}

export const transformAttrs = (node: FrameNode): TransformAttrs => {
  const p = node.props;
  return { x: p.translateX, y: p.translateY, scaleX: p.scaleX, scaleY: p.scaleY, rotation: p.rotate, skewX: p.skewX, skewY: p.skewY, opacity: p.opacity };
};

/** 'none' and 'transparent' paint nothing, as in SVG. */
const paint = (value: string | undefined): string | undefined => (value === undefined || value === '' || value === 'none' || value === 'transparent' ? undefined : value);

const lineCap = (value: string | undefined): StrokeAttrs['lineCap'] => (value === 'butt' || value === 'square' ? value : 'round');
const lineJoin = (value: string | undefined): StrokeAttrs['lineJoin'] => (value === 'miter' || value === 'bevel' ? value : 'round');

/**
 * Stroke attributes with the drawing animation: pathProgress p shows the first p of the outline as one
 * dash of p x length followed by a gap longer than the outline; dashoffset shifts it (the classic SVG
 * line-drawing trick). At p = 0 nothing of the stroke is drawn, not even a round cap's dot.
 */
export const strokeAttrs = (style: ElementStyle, length: number, pathProgress: number, dashoffset: number): StrokeAttrs => {
  const stroke = paint(style.stroke);
  const animated = length > 0 && (pathProgress < 1 || dashoffset !== 0);
  return {
    stroke,
    strokeWidth: style.strokeWidth ?? 1,
    strokeEnabled: stroke !== undefined && pathProgress > 0,
    fill: paint(style.fill),
    lineCap: lineCap(style.strokeLinecap),
    lineJoin: lineJoin(style.strokeLinejoin),
    dash: animated ? [length * pathProgress, length + 1] : undefined,
    dashOffset: animated ? dashoffset : 0,
    dashEnabled: animated,
    perfectDrawEnabled: false,
    shadowForStrokeEnabled: false,
  };
};

export const rectAttrs = (node: FrameNode) => {
  const { width, height, pathProgress, dashoffset } = node.props;
  const style = node.element.props.style;
  return { width, height, cornerRadius: style.rx ?? 0, ...strokeAttrs(style, 2 * (width + height), pathProgress, dashoffset) };
};

export const pathAttrs = (node: FrameNode) => {
  const d = node.element.d ?? '';
  const { pathProgress, dashoffset } = node.props;
  return { data: d, ...strokeAttrs(node.element.props.style, pathGeometry(d).length, pathProgress, dashoffset) };
};

/** An image at its props' size, or its own size when the props give none. */
export const imageSize = (node: FrameNode, image: { naturalWidth: number; naturalHeight: number }) => ({
  width: node.props.width > 0 ? node.props.width : image.naturalWidth,
  height: node.props.height > 0 ? node.props.height : image.naturalHeight,
});
