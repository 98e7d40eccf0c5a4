import { useEffect } from 'react';

export const LEAVE_MESSAGE = 'Your staged files are not published yet. Leave this page? Uploads still in progress will be lost.';

/**
 * Asks before the person leaves with unpublished uploads: the browser's own prompt when the tab is
 * closed or reloaded, and a confirmation when another screen of the product is opened (the hash
 * changes first, so a refusal puts the staging page's address back).
 */
export const useLeaveGuard = (active: boolean, pageHash: string): void => {
  useEffect(() => {
    if (!active) return undefined;
    const beforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = LEAVE_MESSAGE;
    };
    const hashChange = (e: HashChangeEvent) => {
      if (new URL(e.oldURL).hash !== pageHash || window.location.hash === pageHash) return;
      if (!window.confirm(LEAVE_MESSAGE)) window.location.replace(e.oldURL);
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('hashchange', hashChange);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('hashchange', hashChange);
    };
  }, [active, pageHash]);
};
