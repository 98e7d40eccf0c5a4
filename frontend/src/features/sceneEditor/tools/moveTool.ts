// Move: a press on an element selects it (shift adds or takes it away); a press on the empty stage
// deselects, or with nothing selected starts a marquee (spec 002 section 2). Dragging the selected
// elements themselves is Konva's (the stage's onDragEnd makes that one change).
import { boxOf, idle, stay, type ToolMachine } from './types';

export const moveTool: ToolMachine = {
  onPointerDown: (state, input, env) => {
    const { hit } = input;
    if (hit) {
      const selected = env.selectedIds.includes(hit);
      if (input.shiftKey) return { state, effects: [{ kind: 'select', ids: selected ? env.selectedIds.filter((id) => id !== hit) : [...env.selectedIds, hit] }] };
      return { state, effects: selected ? [] : [{ kind: 'select', ids: [hit] }] };
    }
    if (input.onTransformer) return stay(state);
    if (env.selectedIds.length > 0) return { state, effects: [{ kind: 'select', ids: [] }] };
    return stay({ kind: 'marquee', from: input.scene, to: input.scene });
  },
  onPointerMove: (state, input) => (state.kind === 'marquee' ? stay({ ...state, to: input.scene }) : stay(state)),
  onPointerUp: (state, env) => {
    if (state.kind !== 'marquee') return stay(state);
    const box = boxOf(state.from, state.to);
    return { state: idle, effects: box.width > 0 && box.height > 0 ? [{ kind: 'select', ids: env.elementsIn(box) }] : [] };
  },
};
