// The video viewer's hotkeys (spec 002 section 9) on the whole page, except while the person types
// (a comment box, a field) or a dialog is open, where the keys keep their usual meaning.
import { useEffect, useRef } from 'react';
import { videoKeyAction, type VideoKeyAction } from './frames';

const typingIn = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  // A focused slider keeps its own arrows (the position slider steps a frame per arrow).
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
};

export const useVideoHotkeys = (perform: (action: VideoKeyAction) => void): void => {
  const latest = useRef(perform);
  latest.current = perform;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || typingIn(e.target)) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      // Space on a focused button presses it: that is the button's own meaning.
      if (e.key === ' ' && e.target instanceof HTMLElement && e.target.closest('button, a, [role="button"], [role="menuitem"]')) return;
      const action = videoKeyAction(e.key, e.shiftKey);
      if (!action) return;
      e.preventDefault();
      latest.current(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
};
