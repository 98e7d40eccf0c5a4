// SVG clipping paths (`clip-path="url(#id)"`, how Illustrator crops placed images and clipping
// groups) as the editor's clipPath: path data in the clipped element's own coordinates. The player
// clips shapes, not groups, so a group's clip is handed down to every shape inside it. When a shape
// sits in two clipped groups, the innermost clip is kept.
import type { EditorElement } from '@wb/contracts';
import { bakePath, shapeNames, shapePathData } from './geometry';
import type { StyleSheet } from './styles';
import { identity, multiply, parseTransform, translation, type Matrix } from './transform';
import { childElements, hrefOf, type XmlElement } from './xmlTree';

const urlID = (value: string | undefined): string | undefined => /^url\(\s*['"]?#([^'")\s]+)/.exec(value?.trim() ?? '')?.[1];

/** The clipPath an element names: its style attribute, then its classes' rules, then its attribute. */
const referenceOf = (node: XmlElement, sheet: StyleSheet): string | undefined => {
  const fromStyle = /(?:^|;)\s*clip-path\s*:\s*(url\([^)]*\))/.exec(node.attrs.style ?? '')?.[1];
  const classes = (node.attrs.class ?? '').split(/\s+/).filter(Boolean);
  const fromClass = classes.map((cls) => sheet.byClass.get(cls)?.['clip-path']).find((value) => value !== undefined);
  return urlID(fromStyle) ?? urlID(fromClass) ?? urlID(node.attrs['clip-path']);
};

/** One shape of a clipPath (directly or through a <use>), baked with `m`. */
const outline = (shape: XmlElement, m: Matrix, byId: ReadonlyMap<string, XmlElement>): string => {
  const own = multiply(m, parseTransform(shape.attrs.transform));
  if (shape.name === 'use') {
    const href = hrefOf(shape);
    const target = href?.startsWith('#') ? byId.get(href.slice(1)) : undefined;
    const x = parseFloat(shape.attrs.x ?? '0') || 0;
    const y = parseFloat(shape.attrs.y ?? '0') || 0;
    return target && target.name !== 'use' ? outline(target, multiply(own, translation(x, y)), byId) : '';
  }
  if (!shapeNames.has(shape.name)) return '';
  const d = shapePathData(shape);
  return d ? bakePath(d, own) : '';
};

/**
 * The stage-coordinates outline of the clip an element names, or undefined when it names none (or one
 * that cannot be found). `m` is the element's matrix, its own transform included: a clipPath's shapes
 * are in the user space of the element that references it.
 */
export const clipOf = (node: XmlElement, m: Matrix, byId: ReadonlyMap<string, XmlElement>, sheet: StyleSheet): string | undefined => {
  const id = referenceOf(node, sheet);
  const clip = id ? byId.get(id) : undefined;
  if (!clip || clip.name !== 'clipPath') return undefined;
  const inClip = multiply(m, parseTransform(clip.attrs.transform));
  const d = childElements(clip)
    .map((shape) => outline(shape, inClip, byId))
    .join('');
  return d || undefined;
};

/** The inverse of an affine matrix (identity for a singular one, which draws nothing anyway). */
export const invert = (m: Matrix): Matrix => {
  const [a, b, c, d, e, f] = m;
  const det = a * d - b * c;
  if (det === 0) return identity;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
};

/** A stage-coordinates clip in the coordinates of an element placed by `placement`. */
export const clipIn = (clip: string, placement: Matrix): string => bakePath(clip, invert(placement));

/** Where an element's own coordinates sit on the stage: its props in Konva's order (translate, rotate, skew, scale). */
const placementOf = (element: EditorElement): Matrix => {
  const p = element.props;
  const turn = (p.rotate * Math.PI) / 180;
  const rotation: Matrix = [Math.cos(turn), Math.sin(turn), -Math.sin(turn), Math.cos(turn), 0, 0];
  const skew: Matrix = [1, p.skewY, p.skewX, 1, 0, 0];
  return multiply(multiply(multiply(translation(p.translateX, p.translateY), rotation), skew), [p.scaleX, 0, 0, p.scaleY, 0, 0]);
};

/** Puts a stage-coordinates clip on a drawn element, in its own coordinates. */
export const clipElement = (element: EditorElement, clip: string | undefined): EditorElement => {
  if (clip) element.clipPath = clipIn(clip, placementOf(element));
  return element;
};
