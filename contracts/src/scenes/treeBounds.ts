// Bounds on trees a caller sends, checked without recursion before anything recursive reads them. zod
// reads a document's groups by recursion and JSON.stringify a Library item's tree, so a tree nested a
// few thousand deep overflowed the stack (a 500), and 5,000 groups deep kept zod busy for 45 s.
import { SceneLimits } from './constants';
import { SceneMessages } from './messages';

export interface TreeProblem {
  /** Where the bound is passed, from the value checked (zod's issue path). */
  readonly path: (string | number)[];
  readonly message: string;
}

interface PendingList {
  readonly list: unknown;
  readonly path: (string | number)[];
  /** How many groups hold the list's elements. */
  readonly depth: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first place where a document's `elements` pass the bounds: groups (and masks) inside one another
 * more than SceneLimits.maxGroupDepth deep, or more than SceneLimits.maxElements elements in all. Only
 * the lists a schema would read are followed; anything else wrong is left for the schema to name.
 */
export const elementTreeProblem = (elements: unknown): TreeProblem | null => {
  const pending: PendingList[] = [{ list: elements, path: ['elements'], depth: 0 }];
  let count = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { list, path, depth } = next;
    if (!Array.isArray(list) || list.length === 0) continue;
    if (depth > SceneLimits.maxGroupDepth) return { path, message: SceneMessages.sceneGroupsTooDeep };
    count += list.length;
    if (count > SceneLimits.maxElements) return { path, message: SceneMessages.sceneTooManyElements };
    list.forEach((element, index) => {
      if (!isRecord(element)) return;
      for (const key of ['elements', 'maskElements'] as const) {
        if (Object.hasOwn(element, key)) pending.push({ list: element[key], path: [...path, index, key], depth: depth + 1 });
      }
    });
  }
  return null;
};

/**
 * The first bound a Library item's tree passes (any JSON value: the editor sends the elements it keeps):
 * nested more than SceneLimits.maxLibraryItemDepth levels, or more than maxLibraryItemValues values.
 * Counted before the tree is serialized; the path is left empty, as the deep path would be long and
 * tells the user nothing more.
 */
export const libraryItemProblem = (tree: unknown): TreeProblem | null => {
  const pending: { value: object; depth: number }[] = [];
  if (typeof tree === 'object' && tree !== null) pending.push({ value: tree, depth: 1 });
  // Counted as each list or object is opened, so one huge list is refused before it is walked.
  let count = 1;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (depth > SceneLimits.maxLibraryItemDepth) return { path: [], message: SceneMessages.libraryItemTooDeep };
    const children: unknown[] = Array.isArray(value) ? value : Object.values(value);
    count += children.length;
    if (count > SceneLimits.maxLibraryItemValues) return { path: [], message: SceneMessages.libraryItemTooManyValues };
    for (const child of children) if (typeof child === 'object' && child !== null) pending.push({ value: child, depth: depth + 1 });
  }
  return null;
};
