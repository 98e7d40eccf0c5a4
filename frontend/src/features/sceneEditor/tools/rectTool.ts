// Rectangle: press, drag, release draws one (none when a side is 0); then back to move with it selected.
import { addRect } from '../stage/elementOps';
import { idle, stay, type ToolMachine } from './types';

export const rectTool: ToolMachine = {
  onPointerDown: (_state, input) => stay({ kind: 'rect', from: input.scene, to: input.scene }),
  onPointerMove: (state, input) => (state.kind === 'rect' ? stay({ ...state, to: input.scene }) : stay(state)),
  onPointerUp: (state, env) => {
    if (state.kind !== 'rect') return stay(state);
    const made = addRect(env.document, state.from, state.to, env.time);
    if (!made) return stay(idle);
    return {
      state: idle,
      effects: [
        { kind: 'change', document: made.document, label: 'Draw a rectangle' },
        { kind: 'select', ids: [made.element.id] },
        { kind: 'chooseTool', tool: 'move' },
      ],
    };
  },
};
