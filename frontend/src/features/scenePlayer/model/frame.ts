// One frame of a scene as a tree: the elements drawn at a time, each with its resolved props, groups
// holding their children and masks their clipping shapes. Drawing nests children inside their
// parent's node, so a group's transform and opacity compose with its children's as in SVG.
import type { EditorElement, SceneDocument } from '@wb/contracts';
import { elementStateAt, type ResolvedProps } from './elementState';

export interface FrameNode {
  element: EditorElement;
  props: ResolvedProps;
  /** group and mask: the children drawn, in order (only those shown at this time). */
  children: FrameNode[];
  /** mask: the shapes whose union clips the children. */
  clip: FrameNode[];
}

const nodesAt = (elements: readonly EditorElement[] | undefined, time: number): FrameNode[] => {
  const nodes: FrameNode[] = [];
  if (!elements) return nodes;
  for (const element of elements) {
    const state = elementStateAt(element, time);
    if (!state.visible) continue;
    nodes.push({ element, props: state.props, children: nodesAt(element.elements, time), clip: clipShapesAt(element.maskElements, time) });
  }
  return nodes;
};

/**
 * A mask's shapes clip for as long as the mask itself is shown, whatever their own start and duration:
 * their keyframes animate the clip, their timing does not switch it off (decision in scenes-player.md).
 */
const clipShapesAt = (elements: readonly EditorElement[] | undefined, time: number): FrameNode[] =>
  (elements ?? []).map((element) => ({
    element,
    props: elementStateAt(element, time).props,
    children: clipShapesAt(element.elements, time),
    clip: [],
  }));

/** The elements of `document` drawn at `time` (ms from the start of the scene), back to front. */
export const frameAt = (document: SceneDocument, time: number): FrameNode[] => nodesAt(document.elements, time);

/** Every node of a frame, depth first (clip shapes excluded): for counting and tests. */
export function* walkFrame(nodes: readonly FrameNode[]): Generator<FrameNode> {
  for (const node of nodes) {
    yield node;
    yield* walkFrame(node.children);
  }
}
