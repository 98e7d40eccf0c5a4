// Property edits of the selection, bounded as spec 002 section 5 says: opacity 0-100 % (stored
// 0-1), stroke progress 0-100 %, stroke width and corner radius at least 0, font size and line height
// at least 1, font weight one of 400 Regular, 700 Bold, 200 Light.
import { Handwriting, type EditorElement, type ElementProps, type ElementStyle, type Easing, type SceneDocument } from '@wb/contracts';
import { clamp, updateElements } from './tree';

type NumericProp = 'translateX' | 'translateY' | 'scaleX' | 'scaleY' | 'rotate' | 'opacity' | 'width' | 'height' | 'progress' | 'pathProgress' | 'dashoffset';
export type PropsPatch = Partial<Pick<ElementProps, NumericProp>> & { style?: Partial<ElementStyle> };

export const FontWeightOptions = [
  { value: 400, label: 'Regular' },
  { value: 700, label: 'Bold' },
  { value: 200, label: 'Light' },
] as const;

const propBounds: Record<NumericProp, [number, number]> = {
  translateX: [-Infinity, Infinity],
  translateY: [-Infinity, Infinity],
  scaleX: [-Infinity, Infinity],
  scaleY: [-Infinity, Infinity],
  rotate: [-Infinity, Infinity],
  dashoffset: [-Infinity, Infinity],
  opacity: [0, 1],
  progress: [0, 1],
  pathProgress: [0, 1],
  width: [0, Infinity],
  height: [0, Infinity],
};
const styleBounds: Partial<Record<keyof ElementStyle, [number, number]>> = {
  strokeWidth: [0, Infinity],
  rx: [0, Infinity],
  fontSize: [1, Infinity],
  lineHeight: [1, Infinity],
};

/** The patch with every number brought inside its bounds; a non-number or a weight not offered is dropped. */
export const boundPatch = (patch: PropsPatch): PropsPatch => {
  const props: Record<string, number> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'style' || typeof value !== 'number' || !Number.isFinite(value)) continue;
    const bounds = propBounds[key as NumericProp] as [number, number] | undefined;
    if (bounds) props[key] = clamp(value, bounds[0], bounds[1]);
  }
  const style: Record<string, number | string> = {};
  for (const [key, value] of Object.entries(patch.style ?? {})) {
    if (typeof value === 'string') {
      style[key] = value.slice(0, 200);
      continue;
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    if (key === 'fontWeight') {
      if ((Handwriting.fontWeights as readonly number[]).includes(value)) style[key] = value;
      continue;
    }
    const bounds = styleBounds[key as keyof ElementStyle];
    style[key] = bounds ? clamp(value, bounds[0], bounds[1]) : value;
  }
  return { ...props, ...(Object.keys(style).length > 0 ? { style } : {}) };
};

export const setProps = (document: SceneDocument, ids: readonly string[], patch: PropsPatch): SceneDocument => {
  const bounded = boundPatch(patch);
  const { style, ...numbers } = bounded;
  if (Object.keys(numbers).length === 0 && !style) return document;
  return updateElements(document, ids, (el) => ({ ...el, props: { ...el.props, ...numbers, style: { ...el.props.style, ...style } } }));
};

/** Fields of the element itself (not its props) the properties panel edits. */
export interface ElementPatch {
  text?: string;
  easing?: Easing;
  maintainAspect?: boolean;
}

export const setElementFields = (document: SceneDocument, ids: readonly string[], patch: ElementPatch): SceneDocument =>
  updateElements(document, ids, (el): EditorElement => {
    const next = { ...el, ...patch };
    // Only text elements carry a text; a paste of text into a shape must not give it one.
    if (el.type !== 'text') delete next.text;
    return next;
  });

/** Percent fields shown 0-100 and stored 0-1. */
export const toPercent = (fraction: number): number => Math.round(fraction * 1000) / 10;
export const fromPercent = (percent: number): number => clamp(percent / 100, 0, 1);
