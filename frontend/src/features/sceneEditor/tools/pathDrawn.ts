// What the pen and the pencil end with: the path they drew added to the document as one undo step, and
// selected; fewer than two points draw nothing.
import type { Point } from '../stage/pathPoints';
import { addPath } from '../stage/elementOps';
import { idle, stay, type ToolEnv, type Transition } from './types';

export const pathDrawn = (env: ToolEnv, points: Point[], name: string, label: string): Transition => {
  if (points.length < 2) return stay(idle);
  const made = addPath(env.document, points, env.time, name);
  return {
    state: idle,
    effects: [
      { kind: 'change', document: made.document, label },
      { kind: 'select', ids: [made.element.id] },
    ],
  };
};
