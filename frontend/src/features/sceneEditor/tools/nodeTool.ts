// Node: a press on an element selects it; its path's handles (stage/NodeHandles.tsx) then move and
// remove single nodes.
import { stay, type ToolMachine } from './types';

export const nodeTool: ToolMachine = {
  onPointerDown: (state, input) => (input.hit ? { state, effects: [{ kind: 'select', ids: [input.hit] }] } : stay(state)),
};
