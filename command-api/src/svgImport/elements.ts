// Editor elements as the import writes them: every prop present (the scene document's defaults), and
// times filled in later by the animation steps.
import { SceneDefaults, type EditorElement, type ElementProps, type ElementType } from '@wb/contracts';

export const defaultProps = (): ElementProps => ({
  translateX: 0,
  translateY: 0,
  scaleX: 1,
  scaleY: 1,
  rotate: 0,
  skewX: 0,
  skewY: 0,
  opacity: 1,
  width: 0,
  height: 0,
  style: {},
  pressure: [1],
  dashoffset: 0,
  progress: 1,
  pathProgress: 1,
});

export const element = (id: string, name: string, type: ElementType, props: Partial<ElementProps>, rest: Partial<EditorElement> = {}): EditorElement => ({
  id,
  name,
  type,
  start: 0,
  duration: SceneDefaults.elementDuration,
  props: { ...defaultProps(), ...props },
  keyframes: {},
  ...rest,
});

/** Hundredths are plenty for stage pixels and keep the document small. */
export const round2 = (value: number): number => Math.round(value * 100) / 100;
