// The Animations tab's presets: keyframes put on an element from its start (spec 002 section 9:
// fades take 1000 ms; a drawing is drawn and a text written over its length).
import { SceneTiming, keyframeKindsOf, textDuration, type EditorElement, type KeyframeKind } from '@wb/contracts';
import { newId as newElementID } from '../panels/types';

export interface AnimationPreset {
  id: string;
  label: string;
  /** Answers the element with the preset's keyframes, or null when it does not apply to this element. */
  apply(element: EditorElement): EditorElement | null;
}

const key = () => newElementID();
const has = (element: EditorElement, kind: KeyframeKind) => keyframeKindsOf(element.type).includes(kind);
const endOf = (element: EditorElement, length: number) => Math.min(element.start + length, element.start + element.duration);

export const AnimationPresets: AnimationPreset[] = [
  {
    id: 'fadeIn',
    label: 'Fade in',
    apply: (e) => ({
      ...e,
      keyframes: {
        ...e.keyframes,
        opacity: [
          { id: key(), time: e.start, opacity: 0 },
          { id: key(), time: endOf(e, SceneTiming.expandFadeDuration), opacity: 1 },
        ],
      },
    }),
  },
  {
    id: 'expand',
    label: 'Expand',
    apply: (e) => ({
      ...e,
      keyframes: {
        ...e.keyframes,
        scale: [
          { id: key(), time: e.start, scaleX: 0, scaleY: 0 },
          { id: key(), time: endOf(e, SceneTiming.expandFadeDuration), scaleX: e.props.scaleX, scaleY: e.props.scaleY },
        ],
      },
    }),
  },
  {
    id: 'draw',
    label: 'Draw on',
    apply: (e) =>
      has(e, 'path')
        ? {
            ...e,
            keyframes: {
              ...e.keyframes,
              path: [
                { id: key(), time: e.start, pathProgress: 0 },
                { id: key(), time: endOf(e, SceneTiming.stepPause * 2), pathProgress: 1 },
              ],
            },
          }
        : null,
  },
  {
    id: 'write',
    label: 'Write text',
    apply: (e) =>
      e.type === 'text'
        ? {
            ...e,
            keyframes: {
              ...e.keyframes,
              text: [
                { id: key(), time: e.start, progress: 0 },
                { id: key(), time: endOf(e, Math.max(1, textDuration(e.text ?? ''))), progress: 1 },
              ],
            },
          }
        : null,
  },
  {
    id: 'slideIn',
    label: 'Slide in from the left',
    apply: (e) => ({
      ...e,
      keyframes: {
        ...e.keyframes,
        position: [
          { id: key(), time: e.start, translateX: e.props.translateX - 400, translateY: e.props.translateY },
          { id: key(), time: endOf(e, SceneTiming.expandFadeDuration), translateX: e.props.translateX, translateY: e.props.translateY },
        ],
      },
    }),
  },
];
