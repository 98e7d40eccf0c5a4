// Keyframes (spec 002 section 3 "Keyframe", section 5 "Editor"): adding one takes the element's value
// at that time, a keyframe within 50 ms of another of its kind is merged into it, and every keyframe
// stays inside its element's time range.
import { KeyframeFields, SceneLimits, keyframeKindsOf, type EditorElement, type KeyframeKind, type SceneDocument } from '@wb/contracts';
import { clamp, findElement, updateElement, type NewId } from './tree';

/** One keyframe of the document, as the timeline selects it. */
export interface KeyframeRef {
  elementId: string;
  kind: KeyframeKind;
  keyframeId: string;
}
/** A keyframe of any kind, read generically: its id, time and value fields. */
export interface AnyKeyframe {
  id: string;
  time: number;
  [field: string]: number | string;
}
export type KeyframeValue = Record<string, number>;

export const keyframesOf = (element: EditorElement, kind: KeyframeKind): AnyKeyframe[] => (element.keyframes[kind] ?? []) as AnyKeyframe[];

const withKeyframes = (element: EditorElement, kind: KeyframeKind, list: AnyKeyframe[]): EditorElement => {
  const sorted = [...list].sort((a, b) => a.time - b.time);
  return { ...element, keyframes: { ...element.keyframes, [kind]: sorted } };
};

export const allowsKind = (element: EditorElement, kind: KeyframeKind): boolean => keyframeKindsOf(element.type).includes(kind);

/** A value field's bounds: opacity and the progress fields are fractions. */
const fieldBounds = (field: string): [number, number] =>
  field === 'opacity' || field === 'progress' || field === 'pathProgress' ? [0, 1] : field === 'width' || field === 'height' ? [0, Infinity] : [-Infinity, Infinity];

const baseValue = (element: EditorElement, kind: KeyframeKind): KeyframeValue => Object.fromEntries(KeyframeFields[kind].map((field) => [field, element.props[field]]));

const valueOf = (keyframe: AnyKeyframe, kind: KeyframeKind, fallback: KeyframeValue): KeyframeValue =>
  Object.fromEntries(
    KeyframeFields[kind].map((field) => {
      const v = keyframe[field];
      return [field, typeof v === 'number' ? v : (fallback[field] ?? 0)];
    }),
  );

/**
 * The element's value of a kind at a time: the base props with no keyframe, the first or last
 * keyframe's value outside them, a linear blend between the two around the time otherwise. (The
 * player applies the element's easing; the editor's new keyframes take the linear value.)
 */
export const valueAt = (element: EditorElement, kind: KeyframeKind, time: number): KeyframeValue => {
  const base = baseValue(element, kind);
  const list = [...keyframesOf(element, kind)].sort((a, b) => a.time - b.time);
  const first = list[0];
  const last = list[list.length - 1];
  if (!first || !last) return base;
  if (time <= first.time) return valueOf(first, kind, base);
  if (time >= last.time) return valueOf(last, kind, base);
  const afterIndex = list.findIndex((k) => k.time >= time);
  const after = list[afterIndex];
  const before = list[afterIndex - 1];
  if (!after || !before) return valueOf(last, kind, base);
  const share = after.time === before.time ? 0 : (time - before.time) / (after.time - before.time);
  const from = valueOf(before, kind, base);
  const to = valueOf(after, kind, base);
  return Object.fromEntries(KeyframeFields[kind].map((field) => [field, (from[field] ?? 0) + ((to[field] ?? 0) - (from[field] ?? 0)) * share]));
};

const elementRange = (element: EditorElement): [number, number] => [element.start, element.start + element.duration];

/**
 * Adds a keyframe of `kind` at `time` (clamped into the element's range) holding the element's value
 * there. Within the merge window of an existing keyframe of the kind, that keyframe takes the value
 * instead of a second one being made. Kinds the element type does not allow leave the document as is.
 */
export const addKeyframe = (document: SceneDocument, elementId: string, kind: KeyframeKind, time: number, newId: NewId): SceneDocument => {
  const element = findElement(document, elementId);
  if (!element || !allowsKind(element, kind)) return document;
  const [from, to] = elementRange(element);
  const at = clamp(Math.round(time), from, to);
  const value = valueAt(element, kind, at);
  const list = keyframesOf(element, kind);
  const near = list.find((k) => Math.abs(k.time - at) <= SceneLimits.keyframeMergeWindow);
  const next = near ? list.map((k) => (k === near ? { ...k, ...value } : k)) : [...list, { id: newId(), time: at, ...value }];
  return updateElement(document, elementId, (el) => withKeyframes(el, kind, next));
};

const groupRefs = (refs: readonly KeyframeRef[]): Map<string, Map<KeyframeKind, Set<string>>> => {
  const byElement = new Map<string, Map<KeyframeKind, Set<string>>>();
  for (const ref of refs) {
    const kinds = byElement.get(ref.elementId) ?? new Map<KeyframeKind, Set<string>>();
    const ids = kinds.get(ref.kind) ?? new Set<string>();
    ids.add(ref.keyframeId);
    kinds.set(ref.kind, ids);
    byElement.set(ref.elementId, kinds);
  }
  return byElement;
};

/**
 * Moves keyframes by `deltaMs`. Per element the delta is clamped so that every moved keyframe stays
 * inside the element's range (their spacing is kept). A moved keyframe landing within the merge
 * window of one that did not move replaces it: the user put it there.
 */
export const moveKeyframes = (document: SceneDocument, refs: readonly KeyframeRef[], deltaMs: number): SceneDocument => {
  let next = document;
  for (const [elementId, kinds] of groupRefs(refs)) {
    const element = findElement(next, elementId);
    if (!element) continue;
    const [from, to] = elementRange(element);
    const moving = [...kinds].flatMap(([kind, ids]) => keyframesOf(element, kind).filter((k) => ids.has(k.id)));
    if (moving.length === 0) continue;
    const earliest = Math.min(...moving.map((k) => k.time));
    const latest = Math.max(...moving.map((k) => k.time));
    const delta = clamp(Math.round(deltaMs), from - earliest, to - latest);
    next = updateElement(next, elementId, (el) => {
      let updated = el;
      for (const [kind, ids] of kinds) {
        const list = keyframesOf(updated, kind);
        const moved = list.filter((k) => ids.has(k.id)).map((k) => ({ ...k, time: k.time + delta }));
        const kept = list.filter((k) => !ids.has(k.id) && !moved.some((m) => Math.abs(m.time - k.time) <= SceneLimits.keyframeMergeWindow));
        updated = withKeyframes(updated, kind, [...kept, ...moved]);
      }
      return updated;
    });
  }
  return next;
};

export const deleteKeyframes = (document: SceneDocument, refs: readonly KeyframeRef[]): SceneDocument => {
  let next = document;
  for (const [elementId, kinds] of groupRefs(refs)) {
    next = updateElement(next, elementId, (el) => {
      let updated = el;
      for (const [kind, ids] of kinds)
        updated = withKeyframes(
          updated,
          kind,
          keyframesOf(updated, kind).filter((k) => !ids.has(k.id)),
        );
      return updated;
    });
  }
  return next;
};

/** Sets one value field of a keyframe; a field its kind does not hold, or a non-number, changes nothing. */
export const setKeyframeValue = (document: SceneDocument, ref: KeyframeRef, field: string, value: number): SceneDocument => {
  if (!Number.isFinite(value) || !(KeyframeFields[ref.kind] as readonly string[]).includes(field)) return document;
  const [min, max] = fieldBounds(field);
  return updateElement(document, ref.elementId, (el) =>
    withKeyframes(
      el,
      ref.kind,
      keyframesOf(el, ref.kind).map((k) => (k.id === ref.keyframeId ? { ...k, [field]: clamp(value, min, max) } : k)),
    ),
  );
};

/** Shifts every keyframe of an element by `delta` ms (the element itself moved). */
export const shiftAllKeyframes = (element: EditorElement, delta: number): EditorElement => {
  if (delta === 0) return element;
  const keyframes = Object.fromEntries(Object.entries(element.keyframes).map(([kind, list]) => [kind, (list as AnyKeyframe[] | undefined)?.map((k) => ({ ...k, time: k.time + delta }))]));
  return { ...element, keyframes };
};

/** Pulls keyframes left outside the element's range back to its ends, merging any that then collide. */
export const fitKeyframes = (element: EditorElement): EditorElement => {
  const [from, to] = elementRange(element);
  let updated = element;
  for (const kind of Object.keys(element.keyframes) as KeyframeKind[]) {
    const list = keyframesOf(element, kind);
    if (list.every((k) => k.time >= from && k.time <= to)) continue;
    const fitted: AnyKeyframe[] = [];
    for (const k of [...list].sort((a, b) => a.time - b.time)) {
      const moved = { ...k, time: clamp(k.time, from, to) };
      const prior = fitted.findIndex((f) => Math.abs(f.time - moved.time) <= SceneLimits.keyframeMergeWindow);
      // The keyframe pulled in from outside yields to the one already inside the range.
      if (prior === -1) fitted.push(moved);
      else if (k.time >= from && k.time <= to) fitted[prior] = moved;
    }
    updated = withKeyframes(updated, kind, fitted);
  }
  return updated;
};
