// Drawing by hand (pencil, animation path): press, drag, release; the stroke is simplified with
// simplify-js at tolerance 10, high quality (docs/decisions/scenes-editor.md).
import simplify from 'simplify-js';
import type { Point } from '../stage/pathPoints';
import { stay, type ToolMachine } from './types';

export const PENCIL_TOLERANCE = 10;

export const simplified = (points: Point[]): Point[] => simplify(points, PENCIL_TOLERANCE, true);

/** Press and moves of a freehand stroke; the release is each tool's own. */
export const freehandStroke: Pick<ToolMachine, 'onPointerDown' | 'onPointerMove'> = {
  onPointerDown: (_state, input) => stay({ kind: 'line', points: [input.scene] }),
  onPointerMove: (state, input) => (state.kind === 'line' ? stay({ ...state, points: [...state.points, input.scene] }) : stay(state)),
};
