// View (the hand): dragging pans the stage. The view is not the document: no undo step.
import { idle, stay, type ToolMachine } from './types';

export const viewTool: ToolMachine = {
  onPointerDown: (_state, input, env) => stay({ kind: 'pan', from: input.screen, view: env.view }),
  onPointerMove: (state, input) => {
    if (state.kind !== 'pan') return stay(state);
    const { from, view } = state;
    return { state, effects: [{ kind: 'setView', view: { ...view, x: view.x + input.screen.x - from.x, y: view.y + input.screen.y - from.y } }] };
  },
  onPointerUp: () => stay(idle),
};
