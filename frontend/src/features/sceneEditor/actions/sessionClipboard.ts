// The copied layers of this page: kept here for paste, and put on the system clipboard as well when
// the browser allows it (it refuses without a secure context or the page's focus; paste then still
// works inside the editor).
import type { ClipboardPort } from './types';

let copied: string | null = null;

export const sessionClipboard: ClipboardPort = {
  read: () => copied,
  write: (text) => {
    copied = text;
    navigator.clipboard?.writeText(text).catch(() => undefined);
  },
};
