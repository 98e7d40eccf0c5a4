// What the properties panel shows and edits at the playhead. A property whose kind has keyframes is
// animated: the panel shows its value at the playhead, and an edit goes to the keyframe there (made
// or merged as addKeyframe does), so the edit shows at that time. Without keyframes the edit changes
// the element's base props.
import { KeyframeFields, SceneLimits, type EditorElement, type KeyframeKind, type SceneDocument } from '@wb/contracts';
import { addKeyframe, keyframesOf, setKeyframeValue, valueAt } from './keyframes';
import { setProps, type PropsPatch } from './props';
import { clamp, findElement, type NewId } from './tree';

export const kindOfField = (field: string): KeyframeKind | null => {
  for (const [kind, fields] of Object.entries(KeyframeFields)) if ((fields as readonly string[]).includes(field)) return kind as KeyframeKind;
  return null;
};

export const isAnimated = (element: EditorElement, kind: KeyframeKind): boolean => keyframesOf(element, kind).length > 0;

/** The field's value at `time`: the keyframed value when animated, the base prop otherwise. */
export const fieldAt = (element: EditorElement, field: keyof EditorElement['props'] & string, time: number): number => {
  const kind = kindOfField(field);
  const value = kind && isAnimated(element, kind) ? valueAt(element, kind, time)[field] : element.props[field];
  return typeof value === 'number' ? value : 0;
};

export const setFieldAt = (document: SceneDocument, ids: readonly string[], field: string, value: number, time: number, newId: NewId): SceneDocument => {
  const kind = kindOfField(field);
  let next = document;
  for (const id of ids) {
    const element = findElement(next, id);
    if (!element) continue;
    if (!kind || !isAnimated(element, kind)) {
      next = setProps(next, [id], { [field]: value } as PropsPatch);
      continue;
    }
    const at = clamp(Math.round(time), element.start, element.start + element.duration);
    next = addKeyframe(next, id, kind, at, newId);
    const updated = findElement(next, id);
    const keyframe = updated && keyframesOf(updated, kind).find((k) => Math.abs(k.time - at) <= SceneLimits.keyframeMergeWindow);
    if (keyframe) next = setKeyframeValue(next, { elementId: id, kind, keyframeId: keyframe.id }, field, value);
  }
  return next;
};
