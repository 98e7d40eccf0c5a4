// Animation path: a freehand stroke becomes the motion path of the selected element (stored as
// animationPathD in stage coordinates); with nothing selected it is dropped.
import { updateElement } from '../ops';
import { pathDataOf } from '../stage/elementOps';
import { freehandStroke, simplified } from './freehand';
import { idle, stay, type ToolMachine } from './types';

export const animationPathTool: ToolMachine = {
  ...freehandStroke,
  onPointerUp: (state, env) => {
    if (state.kind !== 'line') return stay(state);
    const points = simplified(state.points);
    const target = env.selectedIds[0];
    if (!target || points.length < 2) return stay(idle);
    const document = updateElement(env.document, target, (el) => ({ ...el, animationPathD: pathDataOf(points) }));
    return { state: idle, effects: [{ kind: 'change', document, label: 'Draw the animation path' }] };
  },
};
