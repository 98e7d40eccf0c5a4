// The drawing of a scene element: an SVG subtree as editor elements. Groups stay groups (the layers
// the author made); shapes become paths with the transforms baked in, or rects when they stay
// axis-aligned; images and texts keep their place as props (translate, scale, rotate, skew).
import { Messages, SceneLimits, type EditorElement, type ElementStyle, type ImportProblem } from '@wb/contracts';
import { clipElement, clipOf } from './clip';
import { element, round2 } from './elements';
import { bakePath, shapeNames, shapePathData } from './geometry';
import { imageHrefProblem } from './imageHref';
import { displayID, isTagged, layerName, type IdMaker } from './names';
import { computeStyle, type ComputedStyle, type StyleSheet } from './styles';
import { readText } from './text';
import { apply, decompose, isAxisAligned, meanScale, multiply, parseTransform, translation, type Matrix } from './transform';
import { childElements, hrefOf, type XmlElement } from './xmlTree';

export interface ConvertContext {
  readonly sheet: StyleSheet;
  readonly ids: IdMaker;
  /** The file's elements by id, for <use>. */
  readonly byId: ReadonlyMap<string, XmlElement>;
  /** The groups being drawn right now, the scene's down to this one: a <use> of one of them is a cycle. */
  readonly drawing: Set<XmlElement>;
  /** The <use> elements being followed right now, outermost first: a cycle, or the depth of repeats. */
  readonly following: Set<XmlElement>;
  /**
   * What drawing found that refuses the file (reached through <use>, which the rules do not follow),
   * once each, by message and place: a <use> fan-out meets the same one many times.
   */
  readonly problems: Map<string, ImportProblem>;
}

export const DrawLimits = {
  /**
   * Groups drawn inside one another, the step's own as the first: a step may wrap its drawing in a
   * mask and a group, and the saved document holds SceneLimits.maxGroupDepth levels in all.
   */
  maxGroupDepth: SceneLimits.maxGroupDepth - 2,
  /** A <use> of a drawing that has a <use> of another, and so on: far more than any symbol library nests. */
  maxUseNesting: 16,
} as const;

const report = (ctx: ConvertContext, problem: ImportProblem): null => {
  ctx.problems.set(`${problem.where ?? ''}\n${problem.message}`, problem);
  return null;
};

const containers = new Set(['g', 'a', 'svg', 'switch', 'symbol']);

/** Tags that mark guides of the artboard, never drawn (spec 002 section 5). */
export const isSkipped = (node: XmlElement): boolean => isTagged(node, 'area') || isTagged(node, 'safety');

const attr = (node: XmlElement, name: string): number => {
  const value = parseFloat(node.attrs[name] ?? '');
  return Number.isFinite(value) ? value : 0;
};

const shapeStyle = (style: ComputedStyle, m: Matrix): ElementStyle => ({
  stroke: style.stroke,
  strokeWidth: round2(style.strokeWidth * meanScale(m)),
  fill: style.fill,
  strokeLinecap: style.strokeLinecap,
  strokeLinejoin: style.strokeLinejoin,
});

const placed = (m: Matrix) => {
  const parts = decompose(m);
  return {
    translateX: round2(parts.translateX),
    translateY: round2(parts.translateY),
    scaleX: parts.scaleX,
    scaleY: parts.scaleY,
    rotate: round2(parts.rotate),
    skewX: parts.skewX,
  };
};

/** A shape as a path (or a rect that no transform turns), in stage coordinates. */
export const convertShape = (node: XmlElement, m: Matrix, style: ComputedStyle, ctx: ConvertContext): EditorElement | null => {
  const name = layerName(node) || node.name;
  if (node.name === 'rect' && isAxisAligned(m) && !node.attrs.ry) {
    const width = attr(node, 'width') * m[0];
    const height = attr(node, 'height') * m[3];
    if (width <= 0 || height <= 0) return null;
    const corner = apply(m, attr(node, 'x'), attr(node, 'y'));
    return element(ctx.ids.make(name), name, 'rect', {
      translateX: round2(corner.x),
      translateY: round2(corner.y),
      width: round2(width),
      height: round2(height),
      opacity: style.opacity,
      style: { ...shapeStyle(style, m), rx: round2(attr(node, 'rx') * m[0]) },
    });
  }
  const d = shapePathData(node);
  if (!d) return null;
  const baked = bakePath(d, m);
  if (!baked) return null;
  return element(ctx.ids.make(name), name, 'path', { opacity: style.opacity, style: shapeStyle(style, m) }, { d: baked });
};

const convertImage = (node: XmlElement, m: Matrix, style: ComputedStyle, ctx: ConvertContext): EditorElement | null => {
  // The rules checked the pictures in the tree; one drawn through a <use> is checked here.
  const refused = imageHrefProblem(node);
  if (refused) return report(ctx, refused);
  const src = hrefOf(node)?.trim();
  if (!src) return null;
  const name = layerName(node) || 'image';
  const at = multiply(m, translation(attr(node, 'x'), attr(node, 'y')));
  return element(
    ctx.ids.make(name),
    name,
    'image',
    {
      ...placed(at),
      width: Math.max(0, attr(node, 'width')),
      height: Math.max(0, attr(node, 'height')),
      opacity: style.opacity,
    },
    { src, maintainAspect: true },
  );
};

const fontWeight = (weight: number): number => (weight >= 700 ? 700 : weight <= 300 ? 200 : 400);

const convertText = (node: XmlElement, m: Matrix, style: ComputedStyle, ctx: ConvertContext): EditorElement | null => {
  const { text } = readText(node);
  if (!text) return null;
  const first = childElements(node).find((child) => child.name === 'tspan');
  const x = node.attrs.x !== undefined ? attr(node, 'x') : first ? attr(first, 'x') : 0;
  const y = node.attrs.y !== undefined ? attr(node, 'y') : first ? attr(first, 'y') : 0;
  // SVG places text by its baseline, the editor by its top: one font size up is the line's top.
  const at = multiply(m, translation(x, y - style.fontSize));
  const name = layerName(node) || text.slice(0, 40);
  return element(
    ctx.ids.make(name),
    name,
    'text',
    {
      ...placed(at),
      progress: 1,
      opacity: style.opacity,
      style: { fontSize: round2(style.fontSize), fontWeight: fontWeight(style.fontWeight), lineHeight: 1.5, color: style.fill },
    },
    { text },
  );
};

/**
 * A <use> draws its target (a symbol, a group or a shape) moved by its x and y. One that leads back to
 * itself or to a group around it would draw forever, and a long chain of them would recurse as deep:
 * both refuse the file, naming the <use>.
 */
const convertUse = (node: XmlElement, m: Matrix, style: ComputedStyle, ctx: ConvertContext, clip: string | undefined): EditorElement | null => {
  const href = hrefOf(node);
  const target = href?.startsWith('#') ? ctx.byId.get(href.slice(1)) : undefined;
  if (!target) return null;
  const id = displayID(node);
  if (target === node || ctx.drawing.has(target) || ctx.following.has(target)) return report(ctx, { message: Messages.importUseCycle(id), where: id });
  if (ctx.following.size >= DrawLimits.maxUseNesting) return report(ctx, { message: Messages.importUseTooDeep(id, DrawLimits.maxUseNesting), where: id });
  ctx.following.add(node);
  try {
    return convertNode(target, multiply(m, translation(attr(node, 'x'), attr(node, 'y'))), style, ctx, { referenced: true, clip });
  } finally {
    ctx.following.delete(node);
  }
};

const drawnLeaf = (node: XmlElement, m: Matrix, style: ComputedStyle, ctx: ConvertContext): EditorElement | null => {
  if (shapeNames.has(node.name)) return convertShape(node, m, style, ctx);
  if (node.name === 'image') return convertImage(node, m, style, ctx);
  if (node.name === 'text') return convertText(node, m, style, ctx);
  return null;
};

/** The editor element of an SVG element and everything in it, or null when it draws nothing. */
export const convertNode = (
  node: XmlElement,
  parentMatrix: Matrix,
  parentStyle: ComputedStyle,
  ctx: ConvertContext,
  /** Drawn through a <use> (a symbol is drawn only so), and the clip of the groups around it. */
  from: { referenced?: boolean; clip?: string } = {},
): EditorElement | null => {
  // <use> can multiply a small file into millions of elements: past the document's bound, stop making them.
  if (isSkipped(node) || ctx.ids.count > SceneLimits.maxElements) return null;
  if (node.name === 'symbol' && !from.referenced) return null;
  const style = computeStyle(node, parentStyle, ctx.sheet);
  if (style.hidden) return null;
  let m = multiply(parentMatrix, parseTransform(node.attrs.transform));
  const clip = clipOf(node, m, ctx.byId, ctx.sheet) ?? from.clip;
  if (containers.has(node.name)) {
    if (ctx.drawing.size >= DrawLimits.maxGroupDepth) {
      return report(ctx, { message: Messages.importGroupsTooDeep(displayID(node), DrawLimits.maxGroupDepth), where: displayID(node) });
    }
    if (node.name === 'svg' || node.name === 'symbol') m = multiply(m, translation(attr(node, 'x'), attr(node, 'y')));
    ctx.drawing.add(node);
    const children = childElements(node)
      .map((child) => convertNode(child, m, style, ctx, { clip }))
      .filter((child): child is EditorElement => child !== null);
    ctx.drawing.delete(node);
    const name = layerName(node) || 'group';
    return element(ctx.ids.make(name), name, 'group', { opacity: 1 }, { elements: children });
  }
  if (node.name === 'use') return convertUse(node, m, style, ctx, clip);
  const leaf = drawnLeaf(node, m, style, ctx);
  return leaf ? clipElement(leaf, clip) : null;
};
