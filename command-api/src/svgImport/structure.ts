// The shape of an importable file: a Scene group and an Animation group, anywhere in the file, whose
// children pair up one to one (the i-th Animation child animates the i-th Scene child).
import { GroupBehaviours, type GroupBehaviour } from '@wb/contracts';
import { isSkipped } from './convert';
import { shapeNames } from './geometry';
import { isNamed, isTagged } from './names';
import { computeStyle, initialStyle, type ComputedStyle, type StyleSheet } from './styles';
import { identity, multiply, parseTransform, translation, type Matrix } from './transform';
import { childElements, type XmlElement } from './xmlTree';

/** An element with the transform and style it inherits from everything above it. */
export interface Placed {
  readonly node: XmlElement;
  /** Its ancestors' transforms, its own not included. */
  readonly matrix: Matrix;
  /** Its ancestors' style, its own not included. */
  readonly style: ComputedStyle;
}

const drawable = new Set(['g', 'a', 'svg', 'switch', 'image', 'text', 'use', ...shapeNames]);

/** The stage transform of the root: its viewBox's corner moved to 0,0. */
export const rootMatrix = (root: XmlElement): Matrix => {
  const box = (root.attrs.viewBox ?? '').split(/[\s,]+/).map(Number);
  return box.length === 4 && box.every(Number.isFinite) ? translation(-(box[0] ?? 0), -(box[1] ?? 0)) : identity;
};

/** The first group named so (depth first), with what it inherits. */
export const findGroup = (root: XmlElement, name: string, sheet: StyleSheet): Placed | null => {
  const search = (node: XmlElement, matrix: Matrix, style: ComputedStyle): Placed | null => {
    for (const child of childElements(node)) {
      // Illustrator's "Save As" wraps the drawing in <switch> (beside its private foreignObject).
      if (!['g', 'svg', 'switch', 'a'].includes(child.name)) continue;
      if (child.name !== 'switch' && child.name !== 'a' && isNamed(child, name)) return { node: child, matrix, style };
      const found = search(child, multiply(matrix, parseTransform(child.attrs.transform)), computeStyle(child, style, sheet));
      if (found) return found;
    }
    return null;
  };
  return search(root, rootMatrix(root), computeStyle(root, initialStyle, sheet));
};

/** The children of a Scene or Animation group that count: drawn, not hidden, not tagged area or safety. */
export const countedChildren = (group: Placed, sheet: StyleSheet): Placed[] => {
  const matrix = multiply(group.matrix, parseTransform(group.node.attrs.transform));
  const style = computeStyle(group.node, group.style, sheet);
  return childElements(group.node)
    .filter((child) => drawable.has(child.name) && !isSkipped(child) && !computeStyle(child, style, sheet).hidden)
    .map((node) => ({ node, matrix, style }));
};

/** The behaviour an animation child asks for by its id prefix (or its scene child's, when it has none). */
export const behaviourOf = (animation: XmlElement, scene: XmlElement): GroupBehaviour | undefined =>
  GroupBehaviours.find((tag) => isTagged(animation, tag)) ?? GroupBehaviours.find((tag) => isTagged(scene, tag));

/** Every shown element under a node, in document order, with what it inherits (the node itself first). */
export const descendants = (start: Placed, sheet: StyleSheet): Placed[] => {
  const all: Placed[] = [];
  const visit = (placed: Placed): void => {
    if (isSkipped(placed.node)) return;
    const style = computeStyle(placed.node, placed.style, sheet);
    if (style.hidden) return;
    all.push(placed);
    const matrix = multiply(placed.matrix, parseTransform(placed.node.attrs.transform));
    for (const child of childElements(placed.node)) visit({ node: child, matrix, style });
  };
  visit(start);
  return all;
};

/** A path an element of a move group follows (spec 002 section 5: "a path tagged motion"). */
export const isMotionPath = (node: XmlElement): boolean => shapeNames.has(node.name) && isTagged(node, 'motion');
