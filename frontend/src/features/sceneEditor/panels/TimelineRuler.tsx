// The ruler: ticks by zoom, and the playhead's handle. Pressing anywhere on it scrubs there, and
// dragging keeps scrubbing, clamped to the scene.
import type { PointerEvent, ReactNode } from 'react';
import { rulerTicks, scrubTime } from '../ops';
import { TimelineLayout } from './timelineLayout';
import type { DragHandlers } from './usePointerDrag';

interface Props {
  zoom: number;
  duration: number;
  time: number;
  width: number;
  onSeek(time: number): void;
  startDrag(event: PointerEvent<HTMLElement>, handlers: DragHandlers): void;
  /** Marks on the ruler (the comment markers), positioned by their own x. */
  children?: ReactNode;
}

export function TimelineRuler({ zoom, duration, time, width, onSeek, startDrag, children }: Props) {
  const { nameWidth, rulerHeight } = TimelineLayout;
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const left = event.currentTarget.getBoundingClientRect().left;
    const seekAt = (clientX: number) => onSeek(scrubTime(clientX - left, zoom, duration));
    seekAt(event.clientX);
    const x0 = event.clientX;
    startDrag(event, { onMove: (dx) => seekAt(x0 + dx), onEnd: (dx) => seekAt(x0 + dx) });
  };
  return (
    // Not selectable: a drag along the ruler scrubs, and would otherwise select its labels as text.
    <div
      data-testid="timeline-ruler-row"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 3,
        height: rulerHeight,
        display: 'flex',
        width: nameWidth + width,
        background: 'var(--mantine-color-gray-0)',
        borderBottom: '1px solid var(--mantine-color-gray-3)',
        userSelect: 'none',
        WebkitUserSelect: 'none',
      }}
    >
      <div
        style={{
          position: 'sticky',
          left: 0,
          zIndex: 4,
          width: nameWidth,
          flex: 'none',
          background: 'var(--mantine-color-gray-0)',
          borderRight: '1px solid var(--mantine-color-gray-3)',
          fontSize: 12,
          padding: '6px 8px',
          color: 'var(--mantine-color-gray-7)',
        }}
      >
        Layers
      </div>
      <div data-testid="timeline-ruler" onPointerDown={onPointerDown} style={{ position: 'relative', width, flex: 'none', cursor: 'ew-resize', touchAction: 'none' }}>
        {rulerTicks(zoom, duration).map((tick) => (
          <div
            key={tick.time}
            style={{
              position: 'absolute',
              left: tick.x,
              top: 0,
              bottom: 0,
              borderLeft: '1px solid var(--mantine-color-gray-5)',
              fontSize: 11,
              paddingLeft: 3,
              color: 'var(--mantine-color-gray-7)',
              pointerEvents: 'none',
            }}
          >
            {tick.label}
          </div>
        ))}
        <div
          aria-hidden
          style={{
            position: 'absolute',
            left: time * zoom - 6,
            bottom: 0,
            width: 12,
            height: 12,
            background: 'var(--mantine-color-red-6)',
            clipPath: 'polygon(0 0, 100% 0, 50% 100%)',
            pointerEvents: 'none',
          }}
        />
        {children}
      </div>
    </div>
  );
}
