// Keys as the editor's actions declare them (actions/), matched against a key press. Tool letters come
// from contracts; the other shortcuts the spec names without keys are bound in the actions (the
// bindings chosen are in docs/decisions/scenes-editor.md). Pure, so it is tested without a browser.

export interface KeyPress {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export interface KeyBinding {
  /** KeyboardEvent.key, lower case for a single character. */
  key: string;
  /** With cmd (Mac) or ctrl (elsewhere): either counts, so the shortcuts work on every keyboard. */
  command?: boolean;
  /** true: only with shift; false: only without; left out: either. */
  shift?: boolean;
}

const withCommand = (e: KeyPress) => e.metaKey || e.ctrlKey;

export const matchesKey = (binding: KeyBinding, e: KeyPress): boolean => {
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (key !== binding.key) return false;
  if (Boolean(binding.command) !== withCommand(e)) return false;
  // alt changes what a bare key types (and means something else to the system): it is never ours.
  if (!binding.command && e.altKey) return false;
  return binding.shift === undefined || binding.shift === e.shiftKey;
};

/** Keys typed into a field belong to the field, not to the editor. */
export const isTypingTarget = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
};

const keyNames: Record<string, string> = { ' ': 'Space', "'": "'" };

/** A binding as tooltips show it: "Shift+Ctrl+Z", "M". */
export const keyLabel = (binding: KeyBinding): string =>
  [binding.shift ? 'Shift' : null, binding.command ? 'Ctrl' : null, keyNames[binding.key] ?? binding.key.toUpperCase()].filter((part) => part !== null).join('+');
