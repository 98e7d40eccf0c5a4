// The frame of every table in the product. A table wider than its place scrolls sideways inside the
// frame instead of being cut off: the scrollbar shows whenever it can scroll (overlay scrollbars, as on
// macOS and phones, hide until touched, and a cut column then looks like the table's end), and a shadow
// marks each side where columns are out of sight.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, ScrollArea } from '@mantine/core';
import { hiddenSides, type HiddenSides } from './hiddenSides';

const shadow = (side: 'left' | 'right') => ({
  position: 'absolute' as const,
  top: 0,
  bottom: 0,
  [side]: 0,
  width: 24,
  pointerEvents: 'none' as const,
  zIndex: 1,
  background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, rgba(0, 0, 0, 0.12), rgba(0, 0, 0, 0))`,
});

/**
 * `label` names the scrolling region; `minWidth` is the width under which the columns would be too
 * narrow to read, and the frame scrolls instead.
 */
export function ScrollTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  const viewport = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<HiddenSides>({ left: false, right: false });
  const measure = useCallback(() => {
    const v = viewport.current;
    if (v) setHidden(hiddenSides(v.scrollLeft, v.scrollWidth, v.clientWidth));
  }, []);
  useEffect(() => {
    const v = viewport.current;
    if (!v || typeof ResizeObserver === 'undefined') return undefined;
    // The frame narrows with the window; the table widens as rows arrive.
    const observer = new ResizeObserver(measure);
    observer.observe(v);
    if (v.firstElementChild) observer.observe(v.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  const scrolls = hidden.left || hidden.right;
  return (
    <Box pos="relative" data-scroll-table={label}>
      {hidden.left && <Box style={shadow('left')} aria-hidden data-hidden-columns="left" />}
      {hidden.right && <Box style={shadow('right')} aria-hidden data-hidden-columns="right" />}
      <ScrollArea
        type="auto"
        scrollbars="x"
        offsetScrollbars="x"
        viewportRef={viewport}
        onScrollPositionChange={measure}
        // A region that scrolls must be reachable by keyboard (arrow keys scroll it once focused).
        viewportProps={scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${label}, scrolls sideways` } : {}}
      >
        <Box miw={minWidth}>{children}</Box>
      </ScrollArea>
    </Box>
  );
}
