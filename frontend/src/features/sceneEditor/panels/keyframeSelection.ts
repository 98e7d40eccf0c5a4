// The timeline's own selection of keyframes (the editor selects elements; diamonds are the timeline's).
import type { KeyframeRef } from '../ops';

export const sameRef = (a: KeyframeRef, b: KeyframeRef): boolean => a.elementId === b.elementId && a.kind === b.kind && a.keyframeId === b.keyframeId;

/**
 * A press on a diamond: with shift it joins or leaves the selection; without, it becomes the
 * selection, unless it is already in it (so a drag moves everything selected).
 */
export const pressKeyframe = (selected: readonly KeyframeRef[], ref: KeyframeRef, additive: boolean): KeyframeRef[] => {
  const has = selected.some((s) => sameRef(s, ref));
  if (additive) return has ? selected.filter((s) => !sameRef(s, ref)) : [...selected, ref];
  return has ? [...selected] : [ref];
};
