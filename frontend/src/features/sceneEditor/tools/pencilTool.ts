// Pencil: a freehand stroke becomes a path (two points at least), selected.
import { addPath } from '../stage/elementOps';
import { freehandStroke, simplified } from './freehand';
import { idle, stay, type ToolMachine } from './types';

export const pencilTool: ToolMachine = {
  ...freehandStroke,
  onPointerUp: (state, env) => {
    if (state.kind !== 'line') return stay(state);
    const points = simplified(state.points);
    if (points.length < 2) return stay(idle);
    const made = addPath(env.document, points, env.time, 'Pencil path');
    return {
      state: idle,
      effects: [
        { kind: 'change', document: made.document, label: 'Draw with the pencil' },
        { kind: 'select', ids: [made.element.id] },
      ],
    };
  },
};
