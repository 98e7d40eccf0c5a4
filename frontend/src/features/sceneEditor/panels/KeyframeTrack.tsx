// The diamonds of one keyframe kind of an element. Click selects (shift adds), dragging moves the
// selected diamonds together; the release is one change, clamped and merged by moveKeyframes.
import { useState, type PointerEvent } from 'react';
import type { EditorElement, KeyframeKind } from '@wb/contracts';
import { formatTime, keyframesOf, type KeyframeRef } from '../ops';
import { KindLabels } from './timelineRows';
import { TimelineLayout } from './timelineLayout';
import type { DragHandlers } from './usePointerDrag';

interface Props {
  element: EditorElement;
  kind: KeyframeKind;
  zoom: number;
  isSelected(ref: KeyframeRef): boolean;
  /** Selects the diamond (adding with shift) and answers the selection a drag of it moves. */
  pick(ref: KeyframeRef, additive: boolean): void;
  /** The selection as it will be once a press on `ref` has picked it. */
  draggedWith(ref: KeyframeRef, additive: boolean): KeyframeRef[];
  onMove(refs: KeyframeRef[], deltaMs: number): void;
  startDrag(event: PointerEvent<HTMLElement>, handlers: DragHandlers): void;
  /** The pixel offset of the diamonds being dragged, shared so every selected row previews the move. */
  dragDx: number;
  setDragDx(dx: number): void;
}

export function KeyframeTrack({ element, kind, zoom, isSelected, pick, draggedWith, onMove, startDrag, dragDx, setDragDx }: Props) {
  const [pressed, setPressed] = useState(false);
  const onPointerDown = (ref: KeyframeRef) => (event: PointerEvent<HTMLElement>) => {
    const additive = event.shiftKey || event.metaKey || event.ctrlKey;
    const refs = draggedWith(ref, additive);
    pick(ref, additive);
    if (element.locked) return;
    setPressed(true);
    startDrag(event, {
      onMove: (dx) => setDragDx(dx),
      onEnd: (dx) => {
        setPressed(false);
        setDragDx(0);
        if (dx !== 0) onMove(refs, dx / zoom);
      },
    });
  };
  const { diamond, rowHeight } = TimelineLayout;
  return (
    <>
      {keyframesOf(element, kind).map((k) => {
        const ref = { elementId: element.id, kind, keyframeId: k.id };
        const selected = isSelected(ref);
        const x = k.time * zoom + (selected ? dragDx : 0);
        return (
          <button
            key={k.id}
            type="button"
            aria-pressed={selected}
            aria-label={`${KindLabels[kind]} keyframe at ${formatTime(k.time)}`}
            onPointerDown={onPointerDown(ref)}
            onClick={(event) => {
              if (event.detail === 0) pick(ref, event.shiftKey);
            }}
            style={{
              position: 'absolute',
              left: x - diamond / 2,
              top: (rowHeight - diamond) / 2,
              width: diamond,
              height: diamond,
              padding: 0,
              transform: 'rotate(45deg)',
              touchAction: 'none',
              cursor: pressed ? 'grabbing' : 'grab',
              background: selected ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-gray-6)',
              border: `1px solid ${selected ? 'var(--mantine-color-orange-9)' : 'var(--mantine-color-gray-8)'}`,
            }}
          />
        );
      })}
    </>
  );
}
