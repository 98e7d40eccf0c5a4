// The pointer tools, one machine per tool the toolbar offers. A new tool is a file with its machine
// and one line here (its key and toolbar button come from contracts' EditorTools and actions/).
import type { EditorTool } from '@wb/contracts';
import { animationPathTool } from './animationPathTool';
import { moveTool } from './moveTool';
import { nodeTool } from './nodeTool';
import { penTool } from './penTool';
import { pencilTool } from './pencilTool';
import { rectTool } from './rectTool';
import { textTool } from './textTool';
import type { ToolMachine } from './types';
import { viewTool } from './viewTool';

export const toolMachines: Record<EditorTool, ToolMachine> = {
  move: moveTool,
  pen: penTool,
  pencil: pencilTool,
  node: nodeTool,
  animationPath: animationPathTool,
  text: textTool,
  rect: rectTool,
  view: viewTool,
};
