// Text: a press places 'New text' there, selects it, goes back to move and opens its text box.
import { addText } from '../stage/elementOps';
import { idle, type ToolMachine } from './types';

export const textTool: ToolMachine = {
  onPointerDown: (_state, input, env) => {
    const made = addText(env.document, input.scene, env.time);
    return {
      state: idle,
      // The press must not take the focus from the text box that opens for the new text.
      preventDefault: true,
      effects: [
        { kind: 'change', document: made.document, label: 'Add text' },
        { kind: 'select', ids: [made.element.id] },
        { kind: 'chooseTool', tool: 'move' },
        { kind: 'editText', id: made.element.id },
      ],
    };
  },
};
