// The editor's shortcuts on the whole page while it is open, except where the user types: a key runs
// the registered action bound to it (actions/registry.ts), the same one a menu item or button runs.
import { useEffect } from 'react';
import { actionForKey } from '../actions/registry';
import { useActionRunner } from '../actions/useActionRunner';
import { isTypingTarget } from './hotkeys';

export function useEditorKeyboard() {
  const actions = useActionRunner();
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || isTypingTarget(e.target)) return;
      const action = actionForKey(e);
      // A key whose action has nothing to do stays the browser's.
      if (action && actions.run(action)) e.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [actions]);
}
