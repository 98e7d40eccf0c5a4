// Pure changes of a scene document that the stage makes: new shapes with the spec's defaults (section
// 3), moving, resizing, deleting, copying, grouping and locking. Each answers a new document and
// leaves the given one untouched. Times are ms from the start of the scene; lengths are stage pixels.
import { ElementProps, SceneDefaults, SceneLimits, textDuration, type EditorElement, type ElementType, type SceneDocument } from '@wb/contracts';
import { fieldAt, findElement, setFieldAt, updateElement } from '../ops';
import { newId as newElementID } from '../panels/types';

export type Ms = number;
export type StagePx = number;

/** Spec 002 section 3: stroke black, fill transparent, rx 0, strokeWidth 16, fontSize 64, fontWeight 400, colour black. */
export const newShapeStyle = {
  stroke: 'black',
  fill: 'transparent',
  rx: 0,
  strokeWidth: 16,
  fontSize: 64,
  fontWeight: 400,
  color: 'black',
  lineHeight: 1.5,
} as const;

const baseElement = (type: ElementType, name: string, document: SceneDocument, start: Ms, props: Partial<ElementProps>): EditorElement => {
  const begin = Math.min(Math.max(0, start), Math.max(0, document.duration - SceneLimits.minElementDuration));
  return {
    id: newElementID(),
    name,
    type,
    start: begin,
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
    translateX: Math.min(from.x, to.x),
    translateY: Math.min(from.y, to.y),
    width,
    height,
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
export const pathDataOf = (points: readonly { x: StagePx; y: StagePx }[]): string => points.map((p, i) => `${i === 0 ? 'M' : 'L'}${Math.round(p.x * 10) / 10} ${Math.round(p.y * 10) / 10}`).join(' ');

export const addPath = (document: SceneDocument, points: readonly { x: StagePx; y: StagePx }[], time: Ms, name = 'Path') => {
  const element: EditorElement = {
    ...baseElement('path', `${name} ${countOf(document, 'path')}`, document, time, {}),
    d: pathDataOf(points),
  };
  element.props.style = { ...element.props.style, fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round' };
  return { document: { ...document, elements: [...document.elements, element] }, element };
};

/**
 * Moves elements by a stage offset. An element animated by position keyframes gets a keyframe at the
 * playhead (an existing one within the 50 ms merge window is changed instead); others move outright.
 */
export const moveElements = (document: SceneDocument, ids: readonly string[], dx: StagePx, dy: StagePx, time: Ms): SceneDocument => {
  let next = document;
  for (const id of ids) {
    const element = findElement(next, id);
    if (!element || element.locked) continue;
    next = setFieldAt(next, [id], 'translateX', fieldAt(element, 'translateX', time) + dx, time, newElementID);
    next = setFieldAt(next, [id], 'translateY', fieldAt(element, 'translateY', time) + dy, time, newElementID);
  }
  return next;
};

/** A resize or rotate from the transformer; ignored (null) when a side would be 5 px or less (spec 002 section 5). */
export const transformElement = (
  document: SceneDocument,
  id: string,
  box: { x: StagePx; y: StagePx; width: StagePx; height: StagePx; rotation: number; scaleX: number; scaleY: number },
): SceneDocument | null => {
  const element = findElement(document, id);
  if (!element) return null;
  const sized = element.type === 'rect';
  const width = sized ? Math.abs(box.width * box.scaleX) : Math.abs((element.props.width || 100) * box.scaleX);
  const height = sized ? Math.abs(box.height * box.scaleY) : Math.abs((element.props.height || 100) * box.scaleY);
  if (width <= 5 || height <= 5) return null;
  return updateElement(document, id, (e) => ({
    ...e,
    props: sized
      ? { ...e.props, translateX: box.x, translateY: box.y, width, height, rotate: box.rotation }
      : { ...e.props, translateX: box.x, translateY: box.y, scaleX: e.props.scaleX * box.scaleX, scaleY: e.props.scaleY * box.scaleY, rotate: box.rotation },
  }));
};

/** Top-level ids of every unlocked element: cmd+a. */
export const selectableIds = (document: SceneDocument): string[] => document.elements.filter((e) => !e.locked && !e.hidden).map((e) => e.id);

const WRITING = 'write-';
/**
 * A text writes itself from its start, 250 ms a character (spec 002 section 9): two text keyframes,
 * progress 0 to 1. Keyframes the user set are left alone; the editor's own pair follows the text's length.
 */
export const withWritingKeyframes = (element: EditorElement, sceneDuration: Ms): EditorElement => {
  const frames = element.keyframes.text ?? [];
  if (frames.some((k) => !k.id.startsWith(WRITING))) return element;
  const end = Math.min(element.start + Math.max(textDuration(element.text ?? ''), 1), element.start + element.duration, sceneDuration);
  return {
    ...element,
    keyframes: {
      ...element.keyframes,
      text: [
        { id: `${WRITING}${element.id}-0`.slice(0, 64), time: element.start, progress: 0 },
        { id: `${WRITING}${element.id}-1`.slice(0, 64), time: end, progress: 1 },
      ],
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
