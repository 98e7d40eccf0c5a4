// Pure changes of a scene document that the stage makes: new shapes with the spec's defaults (section
// 3), moving, resizing, deleting, copying, grouping and locking. Each answers a new document and
// leaves the given one untouched. Times are ms from the start of the scene; lengths are stage pixels.
import {
  ElementProps, SceneDefaults, SceneLimits, SceneTiming, type EditorElement, type ElementType, type Keyframe, type SceneDocument,
} from '@wb/contracts';

export type Ms = number;
export type StagePx = number;

export const newElementID = (): string => `el-${crypto.randomUUID()}`;

/** Spec 002 section 3: stroke black, fill transparent, rx 0, strokeWidth 16, fontSize 64, fontWeight 400, colour black. */
export const newShapeStyle = {
  stroke: 'black', fill: 'transparent', rx: 0, strokeWidth: 16, fontSize: 64, fontWeight: 400, color: 'black', lineHeight: 1.5,
} as const;

const baseElement = (type: ElementType, name: string, document: SceneDocument, start: Ms, props: Partial<ElementProps>): EditorElement => {
  const begin = Math.min(Math.max(0, start), Math.max(0, document.duration - SceneLimits.minElementDuration));
  return {
    id: newElementID(), name, type, start: begin,
    duration: Math.max(Math.min(SceneDefaults.elementDuration, document.duration - begin), Math.min(SceneLimits.minElementDuration, document.duration)),
    props: ElementProps.parse({ style: { ...newShapeStyle }, ...props }),
    keyframes: {},
  };
};

const countOf = (document: SceneDocument, type: ElementType) => document.elements.filter((e) => e.type === type).length + 1;

/** A rectangle dragged from one corner to the other; none when either side is 0 (spec 002 section 5). */
export const addRect = (document: SceneDocument, from: { x: StagePx; y: StagePx }, to: { x: StagePx; y: StagePx }, time: Ms) => {
  const width = Math.abs(to.x - from.x);
  const height = Math.abs(to.y - from.y);
  if (width <= 0 || height <= 0) return null;
  const element = baseElement('rect', `Rectangle ${countOf(document, 'rect')}`, document, time, {
    translateX: Math.min(from.x, to.x), translateY: Math.min(from.y, to.y), width, height,
  });
  return { document: { ...document, elements: [...document.elements, element] }, element };
};

export const addText = (document: SceneDocument, at: { x: StagePx; y: StagePx }, time: Ms) => {
  const element: EditorElement = {
    ...baseElement('text', `Text ${countOf(document, 'text')}`, document, time, { translateX: at.x, translateY: at.y }),
    text: SceneDefaults.newTextElementText,
  };
  return { document: { ...document, elements: [...document.elements, element] }, element };
};

/** A path from stage points (the pen's clicks, the pencil's simplified stroke); stroke black, no fill. */
export const pathDataOf = (points: readonly { x: StagePx; y: StagePx }[]): string =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${Math.round(p.x * 10) / 10} ${Math.round(p.y * 10) / 10}`).join(' ');

export const addPath = (document: SceneDocument, points: readonly { x: StagePx; y: StagePx }[], time: Ms, name = 'Path') => {
  const element: EditorElement = {
    ...baseElement('path', `${name} ${countOf(document, 'path')}`, document, time, {}),
    d: pathDataOf(points),
  };
  element.props.style = { ...element.props.style, fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round' };
  return { document: { ...document, elements: [...document.elements, element] }, element };
};

/** Changes the elements with these ids wherever they are in the tree. */
export const mapElements = (document: SceneDocument, ids: ReadonlySet<string>, change: (e: EditorElement) => EditorElement): SceneDocument => {
  const visit = (elements: EditorElement[]): EditorElement[] =>
    elements.map((e) => {
      const changed = ids.has(e.id) ? change(e) : e;
      return changed.elements ? { ...changed, elements: visit(changed.elements) } : changed;
    });
  return { ...document, elements: visit(document.elements) };
};

export const findElement = (document: SceneDocument, id: string): EditorElement | null => {
  const visit = (elements: EditorElement[]): EditorElement | null => {
    for (const e of elements) {
      if (e.id === id) return e;
      const inner = e.elements ? visit(e.elements) : null;
      if (inner) return inner;
    }
    return null;
  };
  return visit(document.elements);
};

/** Linear value of a keyframe field at a time, held before the first and after the last keyframe. */
export const keyframeValueAt = (frames: readonly Keyframe[], field: string, time: Ms, fallback: number): number => {
  const sorted = [...frames].sort((a, b) => a.time - b.time);
  const valueOf = (k: Keyframe) => (k as unknown as Record<string, number>)[field] ?? fallback;
  const first = sorted[0];
  if (!first) return fallback;
  if (time <= first.time) return valueOf(first);
  for (let i = 1; i < sorted.length; i += 1) {
    const a = sorted[i - 1];
    const b = sorted[i];
    if (a && b && time <= b.time) return valueOf(a) + ((valueOf(b) - valueOf(a)) * (time - a.time)) / (b.time - a.time || 1);
  }
  return valueOf(sorted[sorted.length - 1] ?? first);
};

/**
 * Moves elements by a stage offset. An element animated by position keyframes gets a keyframe at the
 * playhead (an existing one within the 50 ms merge window is changed instead); others move outright.
 */
export const moveElements = (document: SceneDocument, ids: readonly string[], dx: StagePx, dy: StagePx, time: Ms): SceneDocument =>
  mapElements(document, new Set(ids), (e) => {
    const frames = e.keyframes.position ?? [];
    if (frames.length === 0) return { ...e, props: { ...e.props, translateX: e.props.translateX + dx, translateY: e.props.translateY + dy } };
    const x = keyframeValueAt(frames, 'translateX', time, e.props.translateX) + dx;
    const y = keyframeValueAt(frames, 'translateY', time, e.props.translateY) + dy;
    const near = frames.find((k) => Math.abs(k.time - time) <= SceneLimits.keyframeMergeWindow);
    const position = near
      ? frames.map((k) => (k === near ? { ...k, translateX: x, translateY: y } : k))
      : [...frames, { id: newElementID(), time, translateX: x, translateY: y }].sort((a, b) => a.time - b.time);
    return { ...e, keyframes: { ...e.keyframes, position } };
  });

/** A resize or rotate from the transformer; ignored (null) when a side would be 5 px or less (spec 002 section 5). */
export const transformElement = (
  document: SceneDocument, id: string, box: { x: StagePx; y: StagePx; width: StagePx; height: StagePx; rotation: number; scaleX: number; scaleY: number },
): SceneDocument | null => {
  const element = findElement(document, id);
  if (!element) return null;
  const sized = element.type === 'rect';
  const width = sized ? Math.abs(box.width * box.scaleX) : Math.abs((element.props.width || 100) * box.scaleX);
  const height = sized ? Math.abs(box.height * box.scaleY) : Math.abs((element.props.height || 100) * box.scaleY);
  if (width <= 5 || height <= 5) return null;
  return mapElements(document, new Set([id]), (e) => ({
    ...e,
    props: sized
      ? { ...e.props, translateX: box.x, translateY: box.y, width, height, rotate: box.rotation }
      : { ...e.props, translateX: box.x, translateY: box.y, scaleX: e.props.scaleX * box.scaleX, scaleY: e.props.scaleY * box.scaleY, rotate: box.rotation },
  }));
};

export const removeElements = (document: SceneDocument, ids: readonly string[]): SceneDocument => {
  const gone = new Set(ids);
  const visit = (elements: EditorElement[]): EditorElement[] =>
    elements.filter((e) => !gone.has(e.id)).map((e) => (e.elements ? { ...e, elements: visit(e.elements) } : e));
  return { ...document, elements: visit(document.elements) };
};

export const setLocked = (document: SceneDocument, ids: readonly string[], locked: boolean): SceneDocument =>
  mapElements(document, new Set(ids), (e) => ({ ...e, locked }));

/** Top-level ids of every unlocked element: cmd+a. */
export const selectableIds = (document: SceneDocument): string[] => document.elements.filter((e) => !e.locked && !e.hidden).map((e) => e.id);

/** Copies with fresh ids (children too), shifted so a paste is visibly a new element. */
export const cloneElement = (element: EditorElement, offset: StagePx): EditorElement => ({
  ...element,
  id: newElementID(),
  name: `${element.name} copy`,
  props: { ...element.props, translateX: element.props.translateX + offset, translateY: element.props.translateY + offset },
  ...(element.elements ? { elements: element.elements.map((c) => cloneElement(c, 0)) } : {}),
});

export const pasteElements = (document: SceneDocument, copied: readonly EditorElement[]) => {
  const pasted = copied.map((e) => cloneElement(e, 20));
  return { document: { ...document, elements: [...document.elements, ...pasted] }, ids: pasted.map((e) => e.id) };
};

/** Groups top-level elements in their drawing order, where the topmost of them was. */
export const groupElements = (document: SceneDocument, ids: readonly string[]) => {
  const chosen = new Set(ids);
  const members = document.elements.filter((e) => chosen.has(e.id));
  if (members.length < 2) return null;
  const start = Math.min(...members.map((e) => e.start));
  const end = Math.max(...members.map((e) => e.start + e.duration));
  const group: EditorElement = {
    id: newElementID(), name: `Group ${countOf(document, 'group')}`, type: 'group', start, duration: end - start,
    props: ElementProps.parse({}), keyframes: {}, elements: members,
  };
  const lastIndex = Math.max(...members.map((e) => document.elements.indexOf(e)));
  const elements: EditorElement[] = [];
  document.elements.forEach((e, i) => {
    if (!chosen.has(e.id)) elements.push(e);
    if (i === lastIndex) elements.push(group);
  });
  return { document: { ...document, elements }, group };
};

export const ungroupElements = (document: SceneDocument, ids: readonly string[]) => {
  const chosen = new Set(ids);
  const freed: string[] = [];
  const elements = document.elements.flatMap((e) => {
    if (!chosen.has(e.id) || e.type !== 'group' || !e.elements) return [e];
    freed.push(...e.elements.map((c) => c.id));
    return e.elements;
  });
  return freed.length === 0 ? null : { document: { ...document, elements }, ids: freed };
};

const WRITING = 'write-';
/**
 * A text writes itself from its start, 250 ms a character (spec 002 section 9): two text keyframes,
 * progress 0 to 1. Keyframes the user set are left alone; the editor's own pair follows the text's length.
 */
export const withWritingKeyframes = (element: EditorElement, sceneDuration: Ms): EditorElement => {
  const frames = element.keyframes.text ?? [];
  if (frames.some((k) => !k.id.startsWith(WRITING))) return element;
  const length = (element.text ?? '').replace(/\s/g, '').length;
  const end = Math.min(element.start + Math.max(1, length) * SceneTiming.msPerCharacter, element.start + element.duration, sceneDuration);
  return {
    ...element,
    keyframes: {
      ...element.keyframes,
      text: [{ id: `${WRITING}${element.id}-0`.slice(0, 64), time: element.start, progress: 0 }, { id: `${WRITING}${element.id}-1`.slice(0, 64), time: end, progress: 1 }],
    },
  };
};

/** An image from the asset library, at most 600 px wide, at the stage's middle area. */
export const addImage = (document: SceneDocument, image: { src: string; fileID?: string; name: string; width: number; height: number }, time: Ms) => {
  const scale = image.width > 600 ? 600 / image.width : 1;
  const element: EditorElement = {
    ...baseElement('image', image.name, document, time, { translateX: 200, translateY: 200, width: image.width * scale, height: image.height * scale }),
    src: image.src,
    ...(image.fileID ? { fileID: image.fileID } : {}),
  };
  return { document: { ...document, elements: [...document.elements, element] }, element };
};

/** A text of a given size (the Media tab's Heading and Body text). */
export const addSizedText = (document: SceneDocument, fontSize: number, text: string, time: Ms) => {
  const made = addText(document, { x: 200, y: 200 }, time);
  const element: EditorElement = { ...made.element, text, props: { ...made.element.props, style: { ...made.element.props.style, fontSize } } };
  return { document: { ...document, elements: [...document.elements.slice(0, -1), element] }, element };
};
