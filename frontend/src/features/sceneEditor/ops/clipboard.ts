// Copy and paste of layers. The clipboard holds the elements as JSON under a marker, so text copied
// elsewhere is never pasted as elements; what is read back is checked against the document schema.
import { EditorElement, type SceneDocument } from '@wb/contracts';
import type { Made } from './layers';
import { fitTiming } from './timing';
import { locate, type NewId } from './tree';
import { withNewIds } from './layers';

const MARKER = 'whiteboard-studio/elements';
const MaxPasted = 1000;

/** The selection in draw order, as clipboard text; null when nothing selected exists. */
export const copyElements = (document: SceneDocument, ids: readonly string[]): string | null => {
  const elements = ids
    .map((id) => locate(document.elements, id))
    .filter((at) => at !== null)
    .map((at) => at.element);
  return elements.length === 0 ? null : JSON.stringify({ kind: MARKER, elements });
};

export const readClipboard = (text: string): EditorElement[] | null => {
  try {
    const clip: unknown = JSON.parse(text);
    if (typeof clip !== 'object' || clip === null || !('kind' in clip) || clip.kind !== MARKER || !('elements' in clip)) return null;
    const { elements } = clip;
    if (!Array.isArray(elements) || elements.length === 0 || elements.length > MaxPasted) return null;
    const parsed = elements.map((element) => EditorElement.safeParse(element));
    return parsed.every((p) => p.success) ? parsed.map((p) => p.data as EditorElement) : null;
  } catch {
    return null;
  }
};

/** How far a paste is moved from the original (stage pixels), so it is seen as a new layer. */
export const PasteOffset = 20;

/** Pastes at the top of the scene with new ids, moved by `offset`, its timing fitted to this scene. */
export const pasteElements = (document: SceneDocument, elements: readonly EditorElement[], newId: NewId, offset = PasteOffset): Made => {
  const pasted = elements.map((element) => {
    const copy = withNewIds(element, newId);
    const timing = fitTiming(copy.start, copy.duration, document.duration);
    const shift = timing.start - copy.start;
    const keyframes = Object.fromEntries(
      Object.entries(copy.keyframes).map(([kind, list]) => [
        kind,
        (list as { time: number }[] | undefined)?.map((k) => ({
          ...k,
          time: Math.min(timing.start + timing.duration, Math.max(timing.start, k.time + shift)),
          ...('translateX' in k && typeof k.translateX === 'number' ? { translateX: k.translateX + offset } : {}),
          ...('translateY' in k && typeof k.translateY === 'number' ? { translateY: k.translateY + offset } : {}),
        })),
      ]),
    ) as EditorElement['keyframes'];
    return { ...copy, ...timing, keyframes, props: { ...copy.props, translateX: copy.props.translateX + offset, translateY: copy.props.translateY + offset } };
  });
  return { document: { ...document, elements: [...document.elements, ...pasted] }, ids: pasted.map((el) => el.id) };
};
