// One animation step: the i-th Scene child drawn as its Animation child says (spec 002 section 9).
// The animation curves reveal the drawing one after another (a mask of what the pen covers, see
// reveal.ts), each in a time that follows its length, 200 ms apart, eased in-out sine; a drawing
// without curves draws its own strokes so (pathProgress 0 to 1) and fades in what has none; an image
// fades in; texts are written after the drawing at 250 ms a character; a move group then follows its
// motion path; an erase step's drawing stands from the start and is wiped in 6000 ms.
import { SceneTiming, textDuration, walkElements, type EditorElement, type GroupBehaviour, type Keyframes } from '@wb/contracts';
import { convertNode, type ConvertContext } from './convert';
import { element, round2 } from './elements';
import { bakePath, flatten, pointAt, shapeNames, shapePathData, translatePath, type Polyline } from './geometry';
import { layerName } from './names';
import { revealPieces } from './reveal';
import { descendants, isMotionPath, type Placed } from './structure';
import { computeStyle } from './styles';
import { meanScale, multiply, parseTransform } from './transform';

/** Drawing speed of the import's strokes and moves: the spec says duration follows length, not how fast. */
export const ImportPace = {
  /** Stage pixels drawn per millisecond. */
  pixelsPerMs: 1,
  minStroke: 100,
  maxStroke: 4000,
  minMove: SceneTiming.expandFadeDuration,
} as const;

export interface StepInput {
  readonly scene: Placed;
  readonly animation: Placed;
  readonly behaviour: GroupBehaviour | undefined;
}

export interface BuiltStep {
  readonly element: EditorElement | null;
  /** When its animation ends. */
  readonly end: number;
  /** An erase step's drawing is on the stage from the scene's start until it is wiped. */
  readonly shownFromStart: boolean;
}

const keyframeID = (owner: EditorElement, kind: string, n: number): string => `${owner.id}-${kind}-${n}`;

const fadeIn = (target: EditorElement, from: number, duration: number): void => {
  target.keyframes.opacity = [
    { id: keyframeID(target, 'opacity', 1), time: from, opacity: 0 },
    { id: keyframeID(target, 'opacity', 2), time: from + duration, opacity: target.props.opacity },
  ];
};

interface Curve {
  readonly name: string;
  readonly line: Polyline;
  /** Stroke width on the stage. */
  readonly width: number;
}

/** The curves of an animation child in drawing order (its motion path aside), flattened on the stage. */
const curvesOf = (animation: Placed, ctx: ConvertContext): Curve[] =>
  descendants(animation, ctx.sheet).flatMap((placed) => {
    if (!shapeNames.has(placed.node.name) || isMotionPath(placed.node)) return [];
    const m = multiply(placed.matrix, parseTransform(placed.node.attrs.transform));
    const source = shapePathData(placed.node);
    const line = source ? flatten(source, m) : null;
    if (!line || line.length === 0) return [];
    const style = computeStyle(placed.node, placed.style, ctx.sheet);
    return [{ name: layerName(placed.node) || 'curve', line, width: Math.max(1, style.strokeWidth) * meanScale(m) }];
  });

/** A stroke's drawing time follows its length. */
const strokeDuration = (length: number): number => Math.round(Math.min(ImportPace.maxStroke, Math.max(ImportPace.minStroke, length / ImportPace.pixelsPerMs)));

/** Reveals along the curves one after another from `from`: the mask's shapes, and when the last is done. */
const revealAlong = (curves: Curve[], from: number, ctx: ConvertContext): { shapes: EditorElement[]; end: number } => {
  let t = from;
  const shapes: EditorElement[] = [];
  curves.forEach((curve, i) => {
    if (i > 0) t += SceneTiming.strokeGap;
    const duration = strokeDuration(curve.line.length);
    shapes.push(...revealPieces(curve, t, duration, ctx.ids));
    t += duration;
  });
  return { shapes, end: t };
};

/**
 * A drawing without curves draws its own strokes one after another (pathProgress 0 to 1, eased in-out
 * sine); what has no stroke (fills, images) then fades in. With no stroke at all, it all fades in.
 */
const drawOwnStrokes = (drawing: EditorElement, from: number): number => {
  const leaves = [...walkElements([drawing])].filter((e) => e.type !== 'group' && e.type !== 'mask');
  const stroked = leaves.filter((e) => e.type === 'path' && e.props.style.stroke !== 'none' && (e.props.style.strokeWidth ?? 1) > 0);
  if (stroked.length === 0) {
    fadeIn(drawing, from, SceneTiming.expandFadeDuration);
    return from + SceneTiming.expandFadeDuration;
  }
  let t = from;
  stroked.forEach((path, i) => {
    if (i > 0) t += SceneTiming.strokeGap;
    const duration = strokeDuration(flatten(path.d ?? '').length);
    path.easing = 'easeInOutSine';
    path.keyframes.path = [
      { id: keyframeID(path, 'path', 1), time: t, pathProgress: 0 },
      { id: keyframeID(path, 'path', 2), time: t + duration, pathProgress: 1 },
    ];
    t += duration;
  });
  const rest = leaves.filter((e) => !stroked.includes(e));
  if (rest.length === 0) return t;
  for (const leaf of rest) fadeIn(leaf, t, SceneTiming.expandFadeDuration);
  return t + SceneTiming.expandFadeDuration;
};

/** Takes the texts out of a drawing (they are written, not revealed), in document order. */
const pullTexts = (from: EditorElement): EditorElement[] => {
  const texts: EditorElement[] = [];
  const visit = (group: EditorElement): void => {
    const kept: EditorElement[] = [];
    for (const child of group.elements ?? []) {
      if (child.type === 'text') texts.push(child);
      else {
        if (child.type === 'group') visit(child);
        kept.push(child);
      }
    }
    group.elements = kept;
  };
  if (from.type === 'text') return [from];
  if (from.type === 'group') visit(from);
  return texts;
};

const writeTexts = (texts: EditorElement[], from: number): number => {
  let t = from;
  texts.forEach((text, i) => {
    if (i > 0) t += SceneTiming.strokeGap;
    const duration = Math.max(SceneTiming.msPerCharacter, textDuration(text.text ?? ''));
    text.easing = 'linear';
    text.keyframes.text = [
      { id: keyframeID(text, 'text', 1), time: t, progress: 0 },
      { id: keyframeID(text, 'text', 2), time: t + duration, progress: 1 },
    ];
    t += duration;
  });
  return t;
};

/** Follows the move group's motion path: position keyframes along it, and the path itself from 0,0. */
const moveAlong = (target: EditorElement, animation: Placed, from: number, ctx: ConvertContext): number => {
  const motion = descendants(animation, ctx.sheet).find((placed) => isMotionPath(placed.node));
  const source = motion ? shapePathData(motion.node) : '';
  if (!motion || !source) return from;
  const d = bakePath(source, multiply(motion.matrix, parseTransform(motion.node.attrs.transform)));
  const line = flatten(d);
  const origin = pointAt(line, 0);
  const duration = Math.round(Math.max(ImportPace.minMove, line.length / ImportPace.pixelsPerMs));
  // Enough keyframes that a player interpolating them alone still follows the curve, never closer than the merge window.
  const segments = Math.max(1, Math.min(16, Math.floor(duration / 250)));
  const position: NonNullable<Keyframes['position']> = [];
  for (let k = 0; k <= segments; k += 1) {
    const point = pointAt(line, (line.length * k) / segments);
    position.push({ id: keyframeID(target, 'position', k + 1), time: from + Math.round((duration * k) / segments), translateX: round2(point.x - origin.x), translateY: round2(point.y - origin.y) });
  }
  target.keyframes.position = position;
  target.animationPathD = translatePath(d, -origin.x, -origin.y);
  target.easing = 'linear';
  return from + duration;
};

const isEmpty = (drawing: EditorElement): boolean => drawing.type === 'group' && (drawing.elements ?? []).length === 0;

/** Builds step `step` starting at `start`. */
export const buildStep = (step: StepInput, start: number, ctx: ConvertContext): BuiltStep => {
  const content = convertNode(step.scene.node, step.scene.matrix, step.scene.style, ctx);
  const name = layerName(step.scene.node) || step.scene.node.name;
  if (!content) return { element: null, end: start, shownFromStart: false };
  if (step.behaviour === 'erase') {
    content.behaviour = 'erase';
    content.keyframes.opacity = [
      { id: keyframeID(content, 'opacity', 1), time: start, opacity: content.props.opacity },
      { id: keyframeID(content, 'opacity', 2), time: start + SceneTiming.eraseDuration, opacity: 0 },
    ];
    return { element: content, end: start + SceneTiming.eraseDuration, shownFromStart: true };
  }
  const texts = pullTexts(content);
  let drawing: EditorElement | null = content.type === 'text' || isEmpty(content) ? null : content;
  let t = start;
  if (drawing && step.behaviour === 'image') {
    fadeIn(drawing, t, SceneTiming.imageFadeIn);
    t += SceneTiming.imageFadeIn;
  } else if (drawing) {
    const curves = curvesOf(step.animation, ctx);
    if (curves.length > 0) {
      const reveal = revealAlong(curves, t, ctx);
      t = reveal.end;
      drawing = element(ctx.ids.make(name), name, 'mask', {}, { elements: [drawing], maskElements: reveal.shapes });
    } else {
      t = drawOwnStrokes(drawing, t);
    }
  }
  if (texts.length > 0) t = writeTexts(texts, drawing ? t + SceneTiming.strokeGap : t);
  const parts = drawing ? [drawing, ...texts] : texts;
  const [only] = parts;
  if (!only) return { element: null, end: start, shownFromStart: false };
  // A move's linear easing would replace the in-out sine of a stroke drawn on the same element: a
  // single part that already has keyframes moves inside a group of its own.
  const alone = parts.length === 1 && !(step.behaviour === 'move' && only.easing !== undefined && only.easing !== 'linear');
  const stepElement = alone ? only : element(ctx.ids.make(name), name, 'group', {}, { elements: parts });
  stepElement.name = name;
  if (step.behaviour) stepElement.behaviour = step.behaviour;
  if (step.behaviour === 'move') t = moveAlong(stepElement, step.animation, t, ctx);
  return { element: stepElement, end: t, shownFromStart: false };
};
