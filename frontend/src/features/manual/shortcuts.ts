// The scene editor's keyboard shortcuts as the manual lists them: read from the editor's own action
// registry when the manual is shown, so the list cannot drift from what the keys do.
import { editorActions } from '../sceneEditor/actions/registry';
import type { EditorAction } from '../sceneEditor/actions/types';
import type { KeyBinding } from '../sceneEditor/keys/hotkeys';

export interface ShortcutRow {
  /** The action's registry name (tool:pen, undo...). */
  action: string;
  label: string;
  /** Every binding of the action, written as on the keyboard ("Shift+Ctrl+Z", "Escape"). */
  keys: string[];
}

const keyNames: Record<string, string> = { ' ': 'Space' };

/** "Shift+Ctrl+Z", "P", "Escape": the key caps a person presses, in the order they press them. */
export const shortcutLabel = (binding: KeyBinding): string => {
  const key = keyNames[binding.key] ?? (binding.key.length === 1 ? binding.key.toUpperCase() : binding.key);
  return [binding.shift ? 'Shift' : null, binding.command ? 'Ctrl' : null, key].filter((part) => part !== null).join('+');
};

export const shortcutRows = (actions: readonly EditorAction[] = editorActions): ShortcutRow[] =>
  actions.flatMap((action) => (action.keys && action.keys.length > 0 ? [{ action: action.name, label: action.label, keys: action.keys.map(shortcutLabel) }] : []));
