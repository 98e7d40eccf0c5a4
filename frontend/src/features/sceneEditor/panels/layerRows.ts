// The layer tree as rows, top layer first (the reverse of draw order), children of open groups under
// them; and where a layer dropped on another row goes.
import type { EditorElement, SceneDocument } from '@wb/contracts';

export interface LayerRow {
  element: EditorElement;
  depth: number;
  parentId: string | null;
  index: number;
}

const hasChildren = (element: EditorElement): boolean => (element.elements?.length ?? 0) > 0 || (element.maskElements?.length ?? 0) > 0;
export const isContainer = (element: EditorElement): boolean => element.type === 'group' || element.type === 'mask' || hasChildren(element);

const rowsOf = (elements: readonly EditorElement[], expanded: ReadonlySet<string>, depth: number, parentId: string | null, out: LayerRow[]): void => {
  for (let index = elements.length - 1; index >= 0; index -= 1) {
    const element = elements[index];
    if (!element) continue;
    out.push({ element, depth, parentId, index });
    // A mask's clipping shape is listed on top of what it clips, as it is drawn.
    if (expanded.has(element.id)) {
      if (element.maskElements) rowsOf(element.maskElements, expanded, depth + 1, element.id, out);
      if (element.elements) rowsOf(element.elements, expanded, depth + 1, element.id, out);
    }
  }
};

export const layerRows = (document: SceneDocument, expanded: ReadonlySet<string>): LayerRow[] => {
  const out: LayerRow[] = [];
  rowsOf(document.elements, expanded, 0, null, out);
  return out;
};

/**
 * Where a layer dropped on another row goes: into the target's list, just below it on screen when
 * dragged downwards and just above it when dragged upwards. Answers the index in draw order, counted
 * in the list without the dragged layer, as moveElement takes it. A mask's clipping shape list is
 * not a drop target (a mask keeps exactly its shape).
 */
export const dropPlace = (rows: readonly LayerRow[], draggedId: string, overId: string): { parentId: string | null; index: number } | null => {
  const from = rows.findIndex((row) => row.element.id === draggedId);
  const to = rows.findIndex((row) => row.element.id === overId);
  const target = rows[to];
  const dragged = rows[from];
  if (!target || !dragged || from === to) return null;
  const parent = target.parentId === null ? null : rows.find((row) => row.element.id === target.parentId)?.element;
  if (parent?.maskElements?.some((el) => el.id === overId)) return null;
  const sameList = dragged.parentId === target.parentId;
  // Removing the dragged layer first shifts the target down by one when it was below the target in draw order.
  const targetIndex = sameList && dragged.index < target.index ? target.index - 1 : target.index;
  const movingDown = from < to;
  return { parentId: target.parentId, index: movingDown ? targetIndex : targetIndex + 1 };
};
