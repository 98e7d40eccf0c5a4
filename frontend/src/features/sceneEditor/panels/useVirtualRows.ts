// Only the rows in view (plus a few either side) are rendered, so a scene of hundreds of layers keeps
// the panels smooth. Rows have one fixed height, which keeps the arithmetic exact.
import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';

const Overscan = 6;

export function useVirtualRows(count: number, rowHeight: number, offsetTop = 0) {
  const ref = useRef<HTMLDivElement | null>(null);
  const [view, setView] = useState({ top: 0, height: 600, width: 800 });
  useEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const measure = () => setView((v) => ({ ...v, height: node.clientHeight || v.height, width: node.clientWidth || v.width }));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const onScroll = useCallback((event: UIEvent<HTMLDivElement>) => {
    const top = event.currentTarget.scrollTop;
    setView((v) => (v.top === top ? v : { ...v, top }));
  }, []);
  const first = Math.max(0, Math.floor((view.top - offsetTop) / rowHeight) - Overscan);
  const last = Math.min(count, Math.ceil((view.top - offsetTop + view.height) / rowHeight) + Overscan);
  return { ref, onScroll, first, last, viewportWidth: view.width, totalHeight: count * rowHeight };
}
