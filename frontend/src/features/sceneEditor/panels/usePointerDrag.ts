// A pointer drag measured in pixels from where it began. Moves are previews; the end is the one
// change the editor records, so a drag becomes a single undo step.
import { useCallback, useRef, type PointerEvent } from 'react';

export interface DragHandlers {
  onMove(dx: number, event: PointerEvent): void;
  onEnd(dx: number, event: PointerEvent): void;
}

export function usePointerDrag() {
  const active = useRef<{ x: number; handlers: DragHandlers } | null>(null);
  const start = useCallback((event: PointerEvent<HTMLElement>, handlers: DragHandlers) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    active.current = { x: event.clientX, handlers };
  }, []);
  const bind = {
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const drag = active.current;
      if (drag) drag.handlers.onMove(event.clientX - drag.x, event);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const drag = active.current;
      active.current = null;
      if (drag) drag.handlers.onEnd(event.clientX - drag.x, event);
    },
    onPointerCancel: (event: PointerEvent<HTMLElement>) => {
      const drag = active.current;
      active.current = null;
      if (drag) drag.handlers.onEnd(0, event);
    },
  };
  return { start, bind };
}
