// The editor's keyboard (spec 002 section 2, "Stage"): tool letters from contracts, and the other
// shortcuts the spec names without giving their keys (the bindings chosen here are in
// docs/decisions/scenes-editor.md). A pure mapping, so it is tested without a browser.
import { EditorTools, type EditorTool } from '@wb/contracts';

export type EditorCommand =
  | { kind: 'tool'; tool: EditorTool }
  | { kind: 'undo' | 'redo' | 'selectAll' | 'copy' | 'paste' | 'delete' | 'deselect' | 'playPause' | 'resetView' | 'group' | 'ungroup' | 'lock' | 'unlock' | 'toggleGrid' };

export interface KeyPress {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** cmd on a Mac, ctrl elsewhere: either counts, so the shortcuts work on every keyboard. */
const withCommand = (e: KeyPress) => e.metaKey || e.ctrlKey;

export const commandForKey = (e: KeyPress): EditorCommand | null => {
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (withCommand(e)) {
    if (key === 'z') return { kind: e.shiftKey ? 'redo' : 'undo' };
    if (key === 'y') return { kind: 'redo' };
    if (key === 'a') return { kind: 'selectAll' };
    if (key === 'c') return { kind: 'copy' };
    if (key === 'v') return { kind: 'paste' };
    if (key === '0') return { kind: 'resetView' };
    if (key === 'g') return { kind: e.shiftKey ? 'ungroup' : 'group' };
    if (key === 'l') return { kind: e.shiftKey ? 'unlock' : 'lock' };
    if (key === "'") return { kind: 'toggleGrid' };
    return null;
  }
  if (e.altKey) return null;
  if (key === 'Delete' || key === 'Backspace') return { kind: 'delete' };
  if (key === 'Escape') return { kind: 'deselect' };
  if (key === ' ') return { kind: 'playPause' };
  if (e.shiftKey) return null;
  const tool = EditorTools.find((t) => t.key === key);
  return tool ? { kind: 'tool', tool: tool.tool } : null;
};

/** Keys typed into a field belong to the field, not to the editor. */
export const isTypingTarget = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
};

/** The shortcuts as the toolbar's tooltips and the help show them. */
export const toolHotkey = (tool: EditorTool): string => EditorTools.find((t) => t.tool === tool)?.key.toUpperCase() ?? '';
