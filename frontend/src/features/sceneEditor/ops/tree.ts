// Walking and rewriting the element tree of a scene document without mutating it. Groups keep their
// children in `elements`, masks keep the clipping shapes in `maskElements`: both are containers.
import type { EditorElement, SceneDocument } from '@wb/contracts';

export type Container = 'elements' | 'maskElements';
/** Where an element sits: its parent (null at the top of the scene), the list it is in and its index. */
export interface Location {
  parentId: string | null;
  container: Container;
  index: number;
  element: EditorElement;
}

/** Supplies ids for new elements and keyframes; the editor passes a uuid source, tests a counter. */
export type NewId = () => string;

export const locate = (elements: readonly EditorElement[], id: string, parentId: string | null = null, container: Container = 'elements'): Location | null => {
  for (const [index, element] of elements.entries()) {
    if (element.id === id) return { parentId, container, index, element };
    for (const inner of ['elements', 'maskElements'] as const) {
      const children = element[inner];
      if (!children) continue;
      const found = locate(children, id, element.id, inner);
      if (found) return found;
    }
  }
  return null;
};

export const findElement = (document: SceneDocument, id: string): EditorElement | null => locate(document.elements, id)?.element ?? null;

/** Applies `change` to the element with `id` wherever it is; only the branch leading to it is copied. */
export const mapElement = (elements: EditorElement[], id: string, change: (element: EditorElement) => EditorElement): EditorElement[] => {
  let touched = false;
  const next = elements.map((element) => {
    if (element.id === id) {
      touched = true;
      return change(element);
    }
    let copy = element;
    for (const inner of ['elements', 'maskElements'] as const) {
      const children = copy[inner];
      if (!children) continue;
      const mapped = mapElement(children, id, change);
      if (mapped !== children) {
        touched = true;
        copy = { ...copy, [inner]: mapped };
      }
    }
    return copy;
  });
  return touched ? next : elements;
};

export const updateElement = (document: SceneDocument, id: string, change: (element: EditorElement) => EditorElement): SceneDocument => {
  const elements = mapElement(document.elements, id, change);
  return elements === document.elements ? document : { ...document, elements };
};

export const updateElements = (document: SceneDocument, ids: readonly string[], change: (element: EditorElement) => EditorElement): SceneDocument =>
  ids.reduce((doc, id) => updateElement(doc, id, change), document);

/** Rewrites the list that holds a parent's children (or the scene's top level when parentId is null). */
export const mapSiblings = (document: SceneDocument, parentId: string | null, container: Container, change: (siblings: EditorElement[]) => EditorElement[]): SceneDocument => {
  if (parentId === null) return { ...document, elements: change(document.elements) };
  return updateElement(document, parentId, (parent) => ({ ...parent, [container]: change(parent[container] ?? []) }));
};

/** Removes the elements with these ids at any depth. */
export const removeFromTree = (elements: EditorElement[], ids: ReadonlySet<string>): EditorElement[] =>
  elements
    .filter((element) => !ids.has(element.id))
    .map((element) => {
      let copy = element;
      for (const inner of ['elements', 'maskElements'] as const) {
        const children = copy[inner];
        if (children) copy = { ...copy, [inner]: removeFromTree(children, ids) };
      }
      return copy;
    });

export const isInside = (document: SceneDocument, id: string, ancestorId: string): boolean => {
  let at = locate(document.elements, id);
  while (at && at.parentId !== null) {
    if (at.parentId === ancestorId) return true;
    at = locate(document.elements, at.parentId);
  }
  return false;
};

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
