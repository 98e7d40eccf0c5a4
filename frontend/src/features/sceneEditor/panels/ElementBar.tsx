// An element's time bar: drag its middle to move it, its ends to change its start or end. The bar
// follows the pointer as a preview within the spec's bounds; the release is the one change.
import { useState, type PointerEvent } from 'react';
import type { EditorElement } from '@wb/contracts';
import { fitTiming } from '../ops';
import { TimelineLayout } from './timelineLayout';
import type { DragHandlers } from './usePointerDrag';

type Mode = 'move' | 'start' | 'end';

/** Where a drag of `dx` pixels puts the element. */
export const draggedTiming = (element: EditorElement, mode: Mode, dx: number, zoom: number, sceneDuration: number): { start: number; duration: number } => {
  const dt = dx / zoom;
  const end = element.start + element.duration;
  if (mode === 'move') return fitTiming(element.start + dt, element.duration, sceneDuration);
  if (mode === 'end') return fitTiming(element.start, element.duration + dt, sceneDuration);
  // The start handle keeps the end where it is.
  const start = Math.min(Math.max(0, element.start + dt), end - 100);
  return fitTiming(start, end - start, sceneDuration);
};

interface Props {
  element: EditorElement;
  zoom: number;
  sceneDuration: number;
  selected: boolean;
  startDrag(event: PointerEvent<HTMLElement>, handlers: DragHandlers): void;
  onTiming(start: number, duration: number, label: string): void;
  onPick(additive: boolean): void;
}

export function ElementBar({ element, zoom, sceneDuration, selected, startDrag, onTiming, onPick }: Props) {
  const [preview, setPreview] = useState<{ start: number; duration: number } | null>(null);
  const shown = preview ?? element;
  const begin = (mode: Mode) => (event: PointerEvent<HTMLElement>) => {
    if (mode === 'move') onPick(event.shiftKey || event.metaKey || event.ctrlKey);
    if (element.locked) return;
    startDrag(event, {
      onMove: (dx) => setPreview(draggedTiming(element, mode, dx, zoom, sceneDuration)),
      onEnd: (dx) => {
        setPreview(null);
        const next = draggedTiming(element, mode, dx, zoom, sceneDuration);
        if (next.start !== element.start || next.duration !== element.duration) onTiming(next.start, next.duration, mode === 'move' ? 'Move in time' : 'Change duration');
      },
    });
  };
  const handle = { position: 'absolute', top: 0, bottom: 0, width: TimelineLayout.handleWidth, cursor: element.locked ? 'default' : 'col-resize' } as const;
  return (
    <div
      data-testid="element-bar"
      onPointerDown={begin('move')}
      title={`${element.name}: ${(shown.start / 1000).toFixed(2)} s for ${(shown.duration / 1000).toFixed(2)} s`}
      style={{
        position: 'absolute',
        top: 4,
        height: TimelineLayout.rowHeight - 8,
        left: shown.start * zoom,
        width: Math.max(2, shown.duration * zoom),
        borderRadius: 4,
        touchAction: 'none',
        cursor: element.locked ? 'not-allowed' : 'grab',
        opacity: element.hidden ? 0.45 : 1,
        background: selected ? 'var(--mantine-color-blue-5)' : 'var(--mantine-color-blue-2)',
        border: `1px solid ${selected ? 'var(--mantine-color-blue-8)' : 'var(--mantine-color-blue-4)'}`,
      }}
    >
      <div onPointerDown={begin('start')} style={{ ...handle, left: 0 }} />
      <div onPointerDown={begin('end')} style={{ ...handle, right: 0 }} />
    </div>
  );
}
