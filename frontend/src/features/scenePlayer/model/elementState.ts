// What one element looks like at one time: whether it is shown, and its props with every keyframe
// group applied (semantics in docs/decisions/scenes-player.md). Pure and allocation-light: the player
// calls it for every element of a 500-element scene on every frame.
import { KeyframeFields, type EditorElement, type KeyframeKind } from '@wb/contracts';
import { ease } from './easing';
import { bracketAt, type AnyKeyframe } from './keyframes';
import { pathGeometry } from './pathGeometry';

/** The animated numbers of an element at a time (contracts ElementProps without style and pressure). */
export interface ResolvedProps {
  translateX: number;
  translateY: number;
  scaleX: number;
  scaleY: number;
  rotate: number;
  skewX: number;
  skewY: number;
  opacity: number;
  width: number;
  height: number;
  dashoffset: number;
  progress: number;
  pathProgress: number;
}
export type ResolvedField = keyof ResolvedProps;

export interface ElementState {
  /** start <= time <= start + duration, and not hidden in the editor. */
  visible: boolean;
  props: ResolvedProps;
}

/** Fields whose values are fractions: a keyframe outside 0..1 is held to it. */
const FRACTIONS: ReadonlySet<string> = new Set(['opacity', 'progress', 'pathProgress']);

const isKeyframeKind = (kind: string): kind is KeyframeKind => Object.prototype.hasOwnProperty.call(KeyframeFields, kind);

export const isVisibleAt = (element: EditorElement, time: number): boolean => !element.hidden && time >= element.start && time <= element.start + element.duration;

const baseProps = (element: EditorElement): ResolvedProps => {
  const p = element.props;
  return {
    translateX: p.translateX,
    translateY: p.translateY,
    scaleX: p.scaleX,
    scaleY: p.scaleY,
    rotate: p.rotate,
    skewX: p.skewX,
    skewY: p.skewY,
    opacity: p.opacity,
    width: p.width,
    height: p.height,
    dashoffset: p.dashoffset,
    progress: p.progress,
    pathProgress: p.pathProgress,
  };
};

/**
 * How far along its motion path an element is: over the span of its position keyframes when it has two
 * or more (they give the timing, the path gives the way), otherwise over its whole life on stage.
 */
export const motionProgressAt = (element: EditorElement, time: number): number => {
  const keyframes = element.keyframes.position;
  let from = element.start;
  let to = element.start + element.duration;
  if (keyframes && keyframes.length >= 2) {
    from = Infinity;
    to = -Infinity;
    for (const keyframe of keyframes) {
      from = Math.min(from, keyframe.time);
      to = Math.max(to, keyframe.time);
    }
  }
  if (to <= from) return time >= to ? 1 : 0;
  return ease(element.easing, (time - from) / (to - from));
};

/** The element's props at `time`; `visible` says whether it is drawn at all. */
export const elementStateAt = (element: EditorElement, time: number): ElementState => {
  const props = baseProps(element);
  const motion = element.animationPathD ? pathGeometry(element.animationPathD) : null;
  const groups = element.keyframes as Readonly<Record<string, readonly AnyKeyframe[] | undefined>>;
  // Only the groups the element has (most have two or three of the eight): this runs per element per frame.
  for (const kind in groups) {
    if (!isKeyframeKind(kind)) continue;
    // With a motion path the position keyframes only time the motion (motionProgressAt).
    if (kind === 'position' && motion && motion.length > 0) continue;
    const bracket = bracketAt(groups[kind], time, element.easing);
    if (!bracket) continue;
    for (const field of KeyframeFields[kind] as readonly ResolvedField[]) {
      const a = bracket.from[field];
      const b = bracket.to[field];
      if (typeof a !== 'number' || typeof b !== 'number') continue;
      const value = a + (b - a) * bracket.fraction;
      props[field] = FRACTIONS.has(field) ? Math.min(1, Math.max(0, value)) : value;
    }
  }
  if (motion && motion.length > 0) {
    const origin = motion.pointAt(0);
    const point = motion.pointAt(motionProgressAt(element, time));
    props.translateX += point.x - origin.x;
    props.translateY += point.y - origin.y;
  }
  return { visible: isVisibleAt(element, time), props };
};
