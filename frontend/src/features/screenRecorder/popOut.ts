// The pop-out controller window (spec 002: 550x300, opened when a saved list exists, closed with the
// page). The controller is rendered into it with a React portal, so it shares the page's state; the
// window gets copies of the page's style sheets (and of those loaded later) so Mantine looks the same.
import { useCallback, useEffect, useRef, useState } from 'react';

export const POP_OUT_SIZE = { width: 550, height: 300 } as const;

export type PopOutStatus = 'opening' | 'open' | 'blocked' | 'closed';

const copyStyle = (node: Node, into: Document): Node | null => {
  if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') {
    const link = into.createElement('link');
    link.rel = 'stylesheet';
    // The absolute address: the pop-out's about:blank would resolve a relative one elsewhere.
    link.href = node.href;
    return link;
  }
  if (node instanceof HTMLStyleElement) {
    const style = into.createElement('style');
    style.textContent = node.textContent;
    return style;
  }
  return null;
};

/** Fills the new window: title, the page's root attributes (Mantine's colour scheme), styles, a root. */
const prepare = (popup: Window, title: string): { root: HTMLElement; stop(): void } => {
  const doc = popup.document;
  doc.title = title;
  for (const { name, value } of Array.from(document.documentElement.attributes)) doc.documentElement.setAttribute(name, value);
  for (const node of Array.from(document.querySelectorAll('style, link[rel="stylesheet"]'))) {
    const copy = copyStyle(node, doc);
    if (copy) doc.head.appendChild(copy);
  }
  // Style sheets a lazily loaded screen adds later reach the pop-out too.
  const watcher = new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of Array.from(change.addedNodes)) {
        const copy = copyStyle(node, doc);
        if (copy) doc.head.appendChild(copy);
      }
  });
  watcher.observe(document.head, { childList: true });
  doc.body.style.margin = '0';
  const root = doc.createElement('div');
  doc.body.appendChild(root);
  return { root, stop: () => watcher.disconnect() };
};

interface Opened {
  popup: Window;
  root: HTMLElement;
  stop(): void;
}

/** Opens the pop-out when `wanted`; `open()` tries again (a click, which a pop-up blocker lets through). */
export const usePopOut = (wanted: boolean, title: string) => {
  const [opened, setOpened] = useState<Opened | null>(null);
  const [status, setStatus] = useState<PopOutStatus>(wanted ? 'opening' : 'closed');
  const current = useRef<Opened | null>(null);

  const close = useCallback(() => {
    const was = current.current;
    current.current = null;
    was?.stop();
    was?.popup.close();
  }, []);

  const open = useCallback(() => {
    if (current.current && !current.current.popup.closed) {
      current.current.popup.focus();
      return;
    }
    const { width, height } = POP_OUT_SIZE;
    const popup = window.open('', '_blank', `popup,width=${width},height=${height}`);
    if (!popup) {
      setStatus('blocked');
      setOpened(null);
      return;
    }
    const made = { popup, ...prepare(popup, title) };
    current.current = made;
    // The person closing the window: the controller comes back into the page.
    popup.addEventListener('pagehide', () => {
      if (current.current !== made) return;
      current.current = null;
      made.stop();
      setOpened(null);
      setStatus('closed');
    });
    setOpened(made);
    setStatus('open');
  }, [title]);

  useEffect(() => {
    if (!wanted) return undefined;
    open();
    // Closing (or leaving) the page closes its controller.
    window.addEventListener('pagehide', close);
    return () => {
      window.removeEventListener('pagehide', close);
      close();
    };
  }, [wanted, open, close]);

  return { status, window: opened?.popup ?? null, root: opened?.root ?? null, open };
};
