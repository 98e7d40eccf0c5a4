// Pen (spec 002 section 2): the first press starts a path, each next press adds a point. A double
// click on the last point or Enter ends it (two points at least); Escape drops it. Two quick presses
// in different places stay two points.
import type { Point } from '../stage/pathPoints';
import { pathDrawn } from './pathDrawn';
import { idle, stay, type ToolEnv, type ToolMachine, type ToolState, type Transition } from './types';

/** Scene pixels within which two presses are the same point (a double click's two presses). */
export const SAME_POINT = 8;
const near = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) <= SAME_POINT;
const withoutRepeats = (points: Point[]): Point[] =>
  points.filter((p, i) => {
    const prev = points[i - 1];
    return !prev || !near(p, prev);
  });

const finish = (state: ToolState, env: ToolEnv): Transition => {
  if (state.kind !== 'line') return stay(state);
  return pathDrawn(env, withoutRepeats(state.points), 'Pen path', 'Draw with the pen');
};

export const penTool: ToolMachine = {
  onPointerDown: (state, input) => stay(state.kind === 'line' ? { ...state, points: [...state.points, input.scene] } : { kind: 'line', points: [input.scene] }),
  onDoubleClick: (state, env) => {
    if (state.kind !== 'line') return stay(state);
    const [a, b] = state.points.slice(-2);
    return a && b && near(a, b) ? finish(state, env) : stay(state);
  },
  onKey: (state, key, env) => {
    if (state.kind !== 'line') return null;
    if (key === 'Enter') return finish(state, env);
    if (key === 'Escape') return stay(idle);
    return null;
  },
};
