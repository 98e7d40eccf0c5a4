// Actions that change what is shown or chosen, never the document: the tools, play, the view, the grid.
import { EditorTools, type EditorTool } from '@wb/contracts';
import { gridToggled, playToggled, toolChosen, viewReset } from '../state/editorSlice';
import { defineAction, type EditorAction } from './types';

/** The tools' names as the toolbar shows them; their keys come from contracts (spec 002 section 2). */
export const ToolLabels: Record<EditorTool, string> = {
  move: 'Move',
  pen: 'Pen',
  pencil: 'Pencil',
  node: 'Node',
  animationPath: 'Animation path',
  text: 'Text',
  rect: 'Rectangle',
  view: 'View (hand)',
};

export const chooseTool = Object.fromEntries(
  EditorTools.map(({ tool, key }) => [
    tool,
    defineAction({
      name: `tool:${tool}`,
      label: ToolLabels[tool],
      captureUndo: 'none',
      // A bare letter: with shift, alt or the command key it means something else.
      keys: [{ key, shift: false }],
      enabled: () => true,
      perform: () => ({ events: [toolChosen(tool)] }),
    }),
  ]),
) as Record<EditorTool, EditorAction>;

export const playPause = defineAction({
  name: 'playPause',
  label: 'Play or pause',
  captureUndo: 'none',
  keys: [{ key: ' ' }],
  enabled: () => true,
  perform: () => ({ events: [playToggled()] }),
});

export const resetView = defineAction({
  name: 'resetView',
  label: 'Reset the view',
  captureUndo: 'none',
  keys: [{ key: '0', command: true }],
  enabled: () => true,
  perform: () => ({ events: [viewReset()] }),
});

export const toggleGrid = defineAction({
  name: 'toggleGrid',
  label: 'Show grid',
  captureUndo: 'none',
  keys: [{ key: "'", command: true }],
  enabled: () => true,
  perform: () => ({ events: [gridToggled()] }),
});
