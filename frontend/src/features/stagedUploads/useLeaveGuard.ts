import { useEffect } from 'react';

export const LEAVE_MESSAGE = 'Your staged files are not published yet. Leave this page? Uploads still in progress will be lost.';

/**
 * Whether leaving the page asks first. Kept outside the component on purpose: when another screen of
 * the product is opened, the route (and so the page) may change before the hashchange event reaches
 * a listener of the page, so the listener lives as long as the app and the page only arms it.
 */
const guard = { armed: false, pageHash: '' };

const onHashChange = (e: HashChangeEvent) => {
  if (!guard.armed || new URL(e.oldURL).hash !== guard.pageHash || window.location.hash === guard.pageHash) return;
  // Put the staging page's address back when the person stays.
  if (!window.confirm(LEAVE_MESSAGE)) window.location.replace(e.oldURL);
};

const onBeforeUnload = (e: BeforeUnloadEvent) => {
  if (!guard.armed || window.location.hash !== guard.pageHash) return;
  e.preventDefault();
  e.returnValue = LEAVE_MESSAGE;
};

let listening = false;

/** Asks before the person leaves the page at `pageHash` with unpublished uploads (another screen, a reload, closing the tab). */
export const useLeaveGuard = (active: boolean, pageHash: string): void => {
  useEffect(() => {
    if (!listening) {
      window.addEventListener('hashchange', onHashChange);
      window.addEventListener('beforeunload', onBeforeUnload);
      listening = true;
    }
    guard.armed = active;
    guard.pageHash = pageHash;
  }, [active, pageHash]);
};
