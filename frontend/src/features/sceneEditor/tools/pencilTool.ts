// Pencil: a freehand stroke becomes a path (two points at least), selected.
import { freehandStroke, simplified } from './freehand';
import { pathDrawn } from './pathDrawn';
import { stay, type ToolMachine } from './types';

export const pencilTool: ToolMachine = {
  ...freehandStroke,
  onPointerUp: (state, env) => {
    if (state.kind !== 'line') return stay(state);
    return pathDrawn(env, simplified(state.points), 'Pencil path', 'Draw with the pencil');
  },
};
