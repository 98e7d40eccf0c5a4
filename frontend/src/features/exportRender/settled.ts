// "Baked ink": which elements at the back of a scene no longer change for the rest of a chunk, so they
// can be drawn once into a background and only the elements in front of them redrawn every frame.
// Only a prefix of the drawing order may be baked: an element drawn over a still-changing one must
// keep its place, and drawing back to front onto the same canvas gives the very same pixels whether
// the back part was drawn this frame or copied from an earlier one (exportRender decisions).
import type { EditorElement } from '@wb/contracts';

/** Is the element shown at `time` (the player's rule: start <= time <= start + duration, not hidden)? */
const shownAt = (element: EditorElement, time: number): boolean => !element.hidden && time >= element.start && time <= element.start + element.duration;

/** The time span over which the element's own props may change (its keyframes, or its motion path). */
const changeSpan = (element: EditorElement): { from: number; to: number } | null => {
  let from = Infinity;
  let to = -Infinity;
  for (const group of Object.values(element.keyframes as Record<string, readonly { time: number }[] | undefined>)) {
    for (const keyframe of group ?? []) {
      from = Math.min(from, keyframe.time);
      to = Math.max(to, keyframe.time);
    }
  }
  // A motion path moves over the position keyframes' span, or the element's whole life without them.
  if (element.animationPathD) {
    from = Math.min(from, element.start);
    to = Math.max(to, element.start + element.duration);
  }
  return from <= to ? { from, to } : null;
};

/** Does the element (with its children and mask shapes) draw the same at every time in [from, to]? */
export const staticOver = (element: EditorElement, from: number, to: number): boolean => {
  if (element.hidden) return true;
  if (shownAt(element, from) !== shownAt(element, to)) return false;
  // Shown at both ends but hidden in between cannot happen (one interval); hidden at both ends with the
  // interval inside it changes twice.
  if (!shownAt(element, from) && from < element.start && to > element.start + element.duration) return false;
  const span = changeSpan(element);
  if (span && to > span.from && from < span.to) return false;
  for (const child of element.elements ?? []) if (!staticOver(child, from, to)) return false;
  for (const shape of element.maskElements ?? []) if (!staticOver(shape, from, to)) return false;
  return true;
};

/** How many elements, from the back, draw the same from `from` to `to`. */
export const settledPrefix = (elements: readonly EditorElement[], from: number, to: number): number => {
  let count = 0;
  for (const element of elements) {
    if (!staticOver(element, from, to)) break;
    count += 1;
  }
  return count;
};
