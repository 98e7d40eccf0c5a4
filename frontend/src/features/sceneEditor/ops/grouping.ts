// Group, ungroup and mask, keeping what is on the stage where it was. A new group or mask has the
// identity transform, so its children do not move; ungrouping folds the group's transform, opacity
// and time into each child.
import { ElementProps, type EditorElement, type SceneDocument } from '@wb/contracts';
import { keyframesOf, type AnyKeyframe } from './keyframes';
import type { Made } from './layers';
import { locate, mapSiblings, type Location, type NewId } from './tree';

/** The selected elements that share the first one's list, in draw order. */
const siblingsOf = (document: SceneDocument, ids: readonly string[]): Location[] => {
  const found = ids.map((id) => locate(document.elements, id)).filter((at): at is Location => at !== null);
  const first = found[0];
  if (!first) return [];
  return found.filter((at) => at.parentId === first.parentId && at.container === first.container).sort((a, b) => a.index - b.index);
};

const span = (elements: readonly EditorElement[]): { start: number; duration: number } => {
  const start = Math.min(...elements.map((el) => el.start));
  const end = Math.max(...elements.map((el) => el.start + el.duration));
  return { start, duration: end - start };
};

/** Replaces the chosen siblings by `wrap(chosen)`, placed where the topmost of them was. */
const wrapSiblings = (document: SceneDocument, chosen: Location[], wrap: (elements: EditorElement[]) => EditorElement): SceneDocument => {
  const first = chosen[0];
  const top = chosen[chosen.length - 1];
  if (!first || !top) return document;
  const ids = new Set(chosen.map((at) => at.element.id));
  const wrapper = wrap(chosen.map((at) => at.element));
  return mapSiblings(document, first.parentId, first.container, (siblings) => siblings.flatMap((el) => (el.id === top.element.id ? [wrapper] : ids.has(el.id) ? [] : [el])));
};

export const groupElements = (document: SceneDocument, ids: readonly string[], newId: NewId): Made => {
  const chosen = siblingsOf(document, ids);
  if (chosen.length === 0) return { document, ids: [] };
  const id = newId();
  const next = wrapSiblings(document, chosen, (elements) => ({
    id,
    name: 'Group',
    type: 'group',
    ...span(elements),
    props: ElementProps.parse({}),
    keyframes: {},
    elements,
  }));
  return { document: next, ids: [id] };
};

/** Makes the topmost selected shape the mask of the others (at least two selected siblings). */
export const maskElements = (document: SceneDocument, ids: readonly string[], newId: NewId): Made => {
  const chosen = siblingsOf(document, ids);
  if (chosen.length < 2) return { document, ids: [] };
  const id = newId();
  const next = wrapSiblings(document, chosen, (elements) => {
    const shape = elements[elements.length - 1];
    return { id, name: 'Mask', type: 'mask', ...span(elements), props: ElementProps.parse({}), keyframes: {}, elements: elements.slice(0, -1), maskElements: shape ? [shape] : [] };
  });
  return { document: next, ids: [id] };
};

const hasKeyframes = (element: EditorElement): boolean => Object.values(element.keyframes).some((list) => (list?.length ?? 0) > 0);

/**
 * A group whose own transform is animated cannot be folded into its children without changing the
 * animation, so it is not ungrouped (the menu says why); one with a still transform can.
 */
export const canUngroup = (element: EditorElement): boolean => (element.type === 'group' || element.type === 'mask') && !hasKeyframes(element);

const rotatePoint = (x: number, y: number, degrees: number): [number, number] => {
  const r = (degrees * Math.PI) / 180;
  return [x * Math.cos(r) - y * Math.sin(r), x * Math.sin(r) + y * Math.cos(r)];
};

/**
 * The child as it looks inside the group, moved out of it: position through the group's
 * translate-rotate-scale, rotation added, scale and opacity multiplied. Exact for a uniformly scaled
 * group; a rotated child of a non-uniformly scaled group would need a skew and is approximated.
 */
export const foldGroupInto = (group: ElementProps, child: EditorElement): EditorElement => {
  const place = (x: number, y: number): [number, number] => {
    const [rx, ry] = rotatePoint(x * group.scaleX, y * group.scaleY, group.rotate);
    return [group.translateX + rx, group.translateY + ry];
  };
  const [translateX, translateY] = place(child.props.translateX, child.props.translateY);
  const mapList = (kind: keyof EditorElement['keyframes'], change: (k: AnyKeyframe) => AnyKeyframe) => {
    const list = keyframesOf(child, kind);
    return list.length > 0 ? { [kind]: list.map(change) } : {};
  };
  const num = (k: AnyKeyframe, field: string): number => (typeof k[field] === 'number' ? k[field] : 0);
  const keyframes = {
    ...child.keyframes,
    ...mapList('position', (k) => {
      const [x, y] = place(num(k, 'translateX'), num(k, 'translateY'));
      return { ...k, translateX: x, translateY: y };
    }),
    ...mapList('scale', (k) => ({ ...k, scaleX: num(k, 'scaleX') * group.scaleX, scaleY: num(k, 'scaleY') * group.scaleY })),
    ...mapList('rotate', (k) => ({ ...k, rotate: num(k, 'rotate') + group.rotate })),
    ...mapList('opacity', (k) => ({ ...k, opacity: num(k, 'opacity') * group.opacity })),
  } as EditorElement['keyframes'];
  return {
    ...child,
    props: {
      ...child.props,
      translateX,
      translateY,
      rotate: child.props.rotate + group.rotate,
      scaleX: child.props.scaleX * group.scaleX,
      scaleY: child.props.scaleY * group.scaleY,
      opacity: child.props.opacity * group.opacity,
    },
    keyframes,
  };
};

/** Puts a group's children (and a mask's shape, on top) in its place; answers the children's ids. */
export const ungroupElement = (document: SceneDocument, id: string): Made => {
  const at = locate(document.elements, id);
  if (!at || !canUngroup(at.element)) return { document, ids: [] };
  const group = at.element;
  const children = [...(group.elements ?? []), ...(group.maskElements ?? [])].map((child) => foldGroupInto(group.props, group.hidden ? { ...child, hidden: true } : child));
  const next = mapSiblings(document, at.parentId, at.container, (siblings) => siblings.flatMap((el) => (el.id === id ? children : [el])));
  return { document: next, ids: children.map((child) => child.id) };
};
