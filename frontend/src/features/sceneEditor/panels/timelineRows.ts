// The rows of the timeline: one per layer, top layer first as the layers panel lists them; an
// expanded layer adds a row per keyframe kind its type allows, then its children (groups, masks).
import { keyframeKindsOf, type EditorElement, type KeyframeKind, type SceneDocument } from '@wb/contracts';

export type TimelineRow = { key: string; type: 'element'; element: EditorElement; depth: number } | { key: string; type: 'keyframes'; element: EditorElement; kind: KeyframeKind; depth: number };

export const KindLabels: Record<KeyframeKind, string> = {
  position: 'Position',
  dimensions: 'Dimensions',
  scale: 'Scale',
  rotate: 'Rotate',
  opacity: 'Opacity',
  stroke: 'Stroke',
  text: 'Text',
  path: 'Path',
};

const rowsOf = (elements: readonly EditorElement[], expanded: ReadonlySet<string>, depth: number, out: TimelineRow[]): void => {
  for (let i = elements.length - 1; i >= 0; i -= 1) {
    const element = elements[i];
    if (!element) continue;
    out.push({ key: element.id, type: 'element', element, depth });
    if (!expanded.has(element.id)) continue;
    for (const kind of keyframeKindsOf(element.type)) out.push({ key: `${element.id}:${kind}`, type: 'keyframes', element, kind, depth: depth + 1 });
    rowsOf([...(element.elements ?? []), ...(element.maskElements ?? [])], expanded, depth + 1, out);
  }
};

export const timelineRows = (document: SceneDocument, expanded: ReadonlySet<string>): TimelineRow[] => {
  const out: TimelineRow[] = [];
  rowsOf(document.elements, expanded, 0, out);
  return out;
};
