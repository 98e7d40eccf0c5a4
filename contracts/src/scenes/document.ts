// The scene document (spec 002 section 3, "Scene document", "Editor element", "Keyframe"): what the
// import writes, the editor changes and saves, and the scene player draws. Stored whole per version
// through the DocumentStore; every time is in milliseconds from the start of the scene.
import { z } from 'zod';
import { SceneLimits } from './constants';
import { isSceneImageSource } from './imageSources';
import { SceneMessages } from './messages';
import { elementTreeProblem } from './treeBounds';

export const ElementTypes = ['rect', 'text', 'image', 'path', 'group', 'mask'] as const;
export type ElementType = (typeof ElementTypes)[number];

/** Keyframe groups, and the value fields each keyframe of the group holds. */
export const KeyframeFields = {
  position: ['translateX', 'translateY'],
  dimensions: ['width', 'height'],
  scale: ['scaleX', 'scaleY'],
  rotate: ['rotate'],
  opacity: ['opacity'],
  stroke: ['dashoffset'],
  text: ['progress'],
  path: ['pathProgress'],
} as const;
export type KeyframeKind = keyof typeof KeyframeFields;
export const KeyframeKinds = Object.keys(KeyframeFields) as KeyframeKind[];

/** Every element type has position, scale, rotate, opacity and path; text adds text, path adds stroke, rect adds dimensions. */
export const keyframeKindsOf = (type: ElementType): readonly KeyframeKind[] => {
  const common: KeyframeKind[] = ['position', 'scale', 'rotate', 'opacity', 'path'];
  if (type === 'text') return [...common, 'text'];
  if (type === 'path') return [...common, 'stroke'];
  if (type === 'rect') return [...common, 'dimensions'];
  return common;
};

const finite = z.number().finite();
const time = z.number().finite().min(0).max(SceneLimits.maxSceneDuration);
const shortText = z.string().max(200);
/** SVG path data and other long strings: bounded, the document as a whole is bounded too. */
const pathData = z.string().max(2_000_000);

export const ElementStyle = z.object({
  stroke: shortText.optional(),
  strokeWidth: finite.min(0).optional(),
  fill: shortText.optional(),
  rx: finite.min(0).optional(),
  color: shortText.optional(),
  fontSize: finite.min(1).optional(),
  lineHeight: finite.min(1).optional(),
  fontWeight: z.number().int().optional(),
  strokeLinecap: shortText.optional(),
  strokeLinejoin: shortText.optional(),
});
export type ElementStyle = z.infer<typeof ElementStyle>;

/** The values an element has when no keyframe says otherwise ("currentProps" at a time come from these and the keyframes). */
export const ElementProps = z.object({
  translateX: finite.default(0),
  translateY: finite.default(0),
  scaleX: finite.default(1),
  scaleY: finite.default(1),
  rotate: finite.default(0),
  skewX: finite.default(0),
  skewY: finite.default(0),
  /** 0 to 1. */
  opacity: finite.min(0).max(1).default(1),
  width: finite.min(0).default(0),
  height: finite.min(0).default(0),
  style: ElementStyle.prefault({}),
  /** The pencil's pressure curve: points 0-1 along the path (flat 1 by default). */
  pressure: z.array(finite.min(0).max(1)).max(64).default([1]),
  dashoffset: finite.default(0),
  /** How much of a text is written, 0 to 1. */
  progress: finite.min(0).max(1).default(1),
  /** How much of a path is drawn, 0 to 1. */
  pathProgress: finite.min(0).max(1).default(1),
});
export type ElementProps = z.infer<typeof ElementProps>;

const keyframeOf = <F extends readonly string[]>(fields: F) =>
  z.object({ id: z.string().min(1).max(64), time, ...Object.fromEntries(fields.map((f) => [f, finite])) }) as z.ZodObject<{ id: z.ZodString; time: z.ZodNumber } & { [K in F[number]]: z.ZodNumber }>;

export const Keyframes = z.object({
  position: z.array(keyframeOf(KeyframeFields.position)).optional(),
  dimensions: z.array(keyframeOf(KeyframeFields.dimensions)).optional(),
  scale: z.array(keyframeOf(KeyframeFields.scale)).optional(),
  rotate: z.array(keyframeOf(KeyframeFields.rotate)).optional(),
  opacity: z.array(keyframeOf(KeyframeFields.opacity)).optional(),
  stroke: z.array(keyframeOf(KeyframeFields.stroke)).optional(),
  text: z.array(keyframeOf(KeyframeFields.text)).optional(),
  path: z.array(keyframeOf(KeyframeFields.path)).optional(),
});
export type Keyframes = z.infer<typeof Keyframes>;
export type Keyframe<K extends KeyframeKind = KeyframeKind> = NonNullable<Keyframes[K]>[number];

export const Easings = ['linear', 'easeInOutSine', 'easeInSine', 'easeOutSine'] as const;
export type Easing = (typeof Easings)[number];

export interface ElementBase {
  id: string;
  name: string;
  type: ElementType;
  /** When the element appears, and for how long (at least 100 ms, never past the scene's end). */
  start: number;
  duration: number;
  props: ElementProps;
  keyframes: Keyframes;
  keyframesOpen?: boolean;
  locked?: boolean;
  hidden?: boolean;
  maintainAspect?: boolean;
  easing?: Easing;
  /** A motion path (SVG path data) the element follows with its position keyframes. */
  animationPathD?: string;
  clipPath?: string;
  /** path */
  d?: string;
  /** text */
  text?: string;
  /** image */
  src?: string;
  fileID?: string;
  /** From an imported group's id prefix (erase, sync, move, image). */
  behaviour?: 'erase' | 'sync' | 'move' | 'image';
  /** group: its children, drawn in order. */
  elements?: EditorElement[];
  /** mask: the shapes that clip the children. */
  maskElements?: EditorElement[];
}
export type EditorElement = ElementBase;

/** An image's address: refused in what a caller saves, dropped (the picture draws nothing) from what was stored before the rule. */
const imageSource = z.string().max(2000).refine(isSceneImageSource, SceneMessages.sceneImageSourceRefused);
type SourceRule = z.ZodType<string | undefined, unknown>;

const elementSchema = (src: SourceRule): z.ZodType<EditorElement, unknown> => {
  const element: z.ZodType<EditorElement, unknown> = z.lazy(() =>
    z.object({
      id: z.string().min(1).max(64),
      name: z.string().max(200),
      type: z.enum(ElementTypes),
      start: time.default(0),
      duration: z.number().finite().min(0).max(SceneLimits.maxSceneDuration).default(10_000),
      props: ElementProps.prefault({}),
      keyframes: Keyframes.prefault({}),
      keyframesOpen: z.boolean().optional(),
      locked: z.boolean().optional(),
      hidden: z.boolean().optional(),
      maintainAspect: z.boolean().optional(),
      easing: z.enum(Easings).optional(),
      animationPathD: pathData.optional(),
      clipPath: pathData.optional(),
      d: pathData.optional(),
      text: z.string().max(SceneLimits.maxTextCharacters).optional(),
      src,
      fileID: z.string().max(64).optional(),
      behaviour: z.enum(['erase', 'sync', 'move', 'image']).optional(),
      elements: z.array(element).max(SceneLimits.maxElements).optional(),
      maskElements: z.array(element).max(SceneLimits.maxElements).optional(),
    }),
  ) as z.ZodType<EditorElement, unknown>;
  return element;
};

/** An element as a caller sends it. Read it only inside SceneDocument, whose bounds come before this recursion. */
export const EditorElement = elementSchema(imageSource.optional());
const StoredEditorElement = elementSchema(imageSource.optional().catch(undefined));

/** Groups nested too deep or too many elements are refused before zod recurses into them. */
const boundedTree = (value: unknown, ctx: z.RefinementCtx): unknown => {
  const elements = typeof value === 'object' && value !== null ? (value as { elements?: unknown }).elements : undefined;
  const problem = elementTreeProblem(elements);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path, input: value });
  return value;
};

const documentSchema = (element: z.ZodType<EditorElement, unknown>) =>
  z.preprocess(
    boundedTree,
    z.object({
      sceneID: z.string().max(64),
      duration: z.number().finite().min(0).max(SceneLimits.maxSceneDuration),
      dimensions: z.object({ width: z.number().int().min(1).max(SceneLimits.maxSceneWidth), height: z.number().int().min(1).max(SceneLimits.maxSceneHeight) }).optional(),
      elements: z.array(element).max(SceneLimits.maxElements),
    }),
  );

export const SceneDocument = documentSchema(EditorElement);
export type SceneDocument = z.infer<typeof SceneDocument>;
/** A document as stored: read with the same bounds, but an image address a save would now refuse is dropped. */
const StoredSceneDocument = documentSchema(StoredEditorElement);

/** Every element of a document, group and mask children included, depth first. */
export function* walkElements(elements: readonly EditorElement[]): Generator<EditorElement> {
  for (const element of elements) {
    yield element;
    if (element.elements) yield* walkElements(element.elements);
    if (element.maskElements) yield* walkElements(element.maskElements);
  }
}

export const MALFORMED_DOCUMENT = 'The saved scene could not be read: it was opened with no elements and a duration of 0.';

/**
 * Reads a stored document. A malformed one (not JSON, wrong shape) yields empty elements and duration
 * 0 (spec 002 section 8) with the reason, so the editor can say so instead of failing. An image address
 * saved before the rule on sources (another site, javascript:) is dropped rather than failing the whole
 * document: the element stays and draws nothing, and no viewer's browser is sent elsewhere.
 */
export const readSceneDocument = (sceneID: string, raw: unknown): { document: SceneDocument; problem: string | null } => {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { document: { sceneID, duration: 0, elements: [] }, problem: MALFORMED_DOCUMENT };
    }
  }
  const parsed = StoredSceneDocument.safeParse(value);
  if (!parsed.success) return { document: { sceneID, duration: 0, elements: [] }, problem: MALFORMED_DOCUMENT };
  return { document: { ...parsed.data, sceneID }, problem: null };
};
