// The layers of a scene (spec 002 "Scene editor": layers can be locked or unlocked, renamed,
// duplicated, deleted, grouped, reordered and masked). Draw order is list order: the last element is
// drawn on top, so "up" means later in the list.
import type { EditorElement, SceneDocument } from '@wb/contracts';
import { clamp, isInside, locate, mapSiblings, removeFromTree, updateElements, type NewId } from './tree';

/** An operation that makes elements answers them too, so the editor can select what was made. */
export interface Made {
  document: SceneDocument;
  ids: string[];
}

export const renameElement = (document: SceneDocument, id: string, name: string): SceneDocument => {
  const trimmed = name.trim().slice(0, 200);
  if (trimmed === '') return document;
  return updateElements(document, [id], (el) => (el.name === trimmed ? el : { ...el, name: trimmed }));
};

/** The element with fresh ids for it, its children and its keyframes. */
export const withNewIds = (element: EditorElement, newId: NewId): EditorElement => {
  const id = newId();
  const keyframes = Object.fromEntries(
    Object.entries(element.keyframes).map(([kind, list]) => [kind, (list as { id: string }[] | undefined)?.map((k) => ({ ...k, id: newId() }))]),
  ) as EditorElement['keyframes'];
  return {
    ...element,
    id,
    keyframes,
    ...(element.elements ? { elements: element.elements.map((child) => withNewIds(child, newId)) } : {}),
    ...(element.maskElements ? { maskElements: element.maskElements.map((child) => withNewIds(child, newId)) } : {}),
  };
};

/** Copies each element just above itself, named "<name> copy". */
export const duplicateElements = (document: SceneDocument, ids: readonly string[], newId: NewId): Made => {
  let next = document;
  const made: string[] = [];
  for (const id of ids) {
    const at = locate(next.elements, id);
    if (!at) continue;
    const copy = { ...withNewIds(at.element, newId), name: `${at.element.name} copy` };
    made.push(copy.id);
    next = mapSiblings(next, at.parentId, at.container, (siblings) => [...siblings.slice(0, at.index + 1), copy, ...siblings.slice(at.index + 1)]);
  }
  return { document: next, ids: made };
};

export const deleteElements = (document: SceneDocument, ids: readonly string[]): SceneDocument =>
  ids.length === 0 ? document : { ...document, elements: removeFromTree(document.elements, new Set(ids)) };

/**
 * Moves an element to `index` in the children of `parentId` (null: the scene's top level), the index
 * counted in the list without the element. A group cannot be moved into itself.
 */
export const moveElement = (document: SceneDocument, id: string, parentId: string | null, index: number): SceneDocument => {
  const at = locate(document.elements, id);
  if (!at) return document;
  if (parentId !== null && (parentId === id || isInside(document, parentId, id))) return document;
  if (parentId !== null && !locate(document.elements, parentId)) return document;
  const without = { ...document, elements: removeFromTree(document.elements, new Set([id])) };
  return mapSiblings(without, parentId, 'elements', (siblings) => {
    const to = clamp(Math.round(index), 0, siblings.length);
    return [...siblings.slice(0, to), at.element, ...siblings.slice(to)];
  });
};

/** One step up (drawn later) or down within its own list; at the end already, nothing changes. */
export const moveLayer = (document: SceneDocument, id: string, direction: 'up' | 'down'): SceneDocument => {
  const at = locate(document.elements, id);
  if (!at) return document;
  const to = at.index + (direction === 'up' ? 1 : -1);
  return mapSiblings(document, at.parentId, at.container, (siblings) => {
    if (to < 0 || to >= siblings.length) return siblings;
    const next = siblings.filter((el) => el.id !== id);
    return [...next.slice(0, to), at.element, ...next.slice(to)];
  });
};

export const setLocked = (document: SceneDocument, ids: readonly string[], locked: boolean): SceneDocument =>
  updateElements(document, ids, (el) => (Boolean(el.locked) === locked ? el : { ...el, locked }));

export const setHidden = (document: SceneDocument, ids: readonly string[], hidden: boolean): SceneDocument =>
  updateElements(document, ids, (el) => (Boolean(el.hidden) === hidden ? el : { ...el, hidden }));
