// Small documents for the operations' and panels' tests.
import { ElementProps, type EditorElement, type ElementType, type SceneDocument } from '@wb/contracts';
import type { NewId } from './tree';

export const anElement = (id: string, over: Partial<EditorElement> & { type?: ElementType } = {}): EditorElement => ({
  id,
  name: id,
  type: 'rect',
  start: 0,
  duration: 10_000,
  props: ElementProps.parse({}),
  keyframes: {},
  ...over,
});

export const aDocument = (elements: EditorElement[], duration = 30_000): SceneDocument => ({ sceneID: 's1', duration, elements });

/** Ids n1, n2, ... in order, so tests can name what an operation made. */
export const counterIds = (): NewId => {
  let n = 0;
  return () => `n${++n}`;
};
