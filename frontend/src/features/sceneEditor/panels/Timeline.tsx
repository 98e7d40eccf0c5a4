// The bottom timeline (spec 002 "Scene editor"): controls, a ruler with a draggable playhead, one
// row per layer with its time bar, and expandable keyframe rows per kind. Drawn with DOM and CSS
// rather than Konva: rows are buttons and text that screen readers and the keyboard reach, the
// browser scrolls it, and only rows in view are rendered so 500 layers stay smooth.
import { ActionIcon, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconLock, IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { KeyframeKind } from '@wb/contracts';
import { addKeyframe, clampZoom, deleteKeyframes, moveKeyframes, setElementTiming, stepFrame, type KeyframeRef } from '../ops';
import { ElementBar } from './ElementBar';
import { KeyframeTrack } from './KeyframeTrack';
import { pressKeyframe, sameRef } from './keyframeSelection';
import { TimelineControls } from './TimelineControls';
import { TimelineRuler } from './TimelineRuler';
import { KindLabels, timelineRows, type TimelineRow } from './timelineRows';
import { TimelineLayout } from './timelineLayout';
import { newId, nextSelection, type TimelineProps } from './types';
import { usePointerDrag } from './usePointerDrag';
import { useVirtualRows } from './useVirtualRows';

const { nameWidth, rowHeight, rulerHeight } = TimelineLayout;

export function Timeline(props: TimelineProps) {
  const { document, selectedIds, time, onChange, onSelect, onSeek, playing, onTogglePlay, zoom, onZoom, rulerMarks, extraControls } = props;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [keyframes, setKeyframes] = useState<KeyframeRef[]>([]);
  const [dragDx, setDragDx] = useState(0);
  const rows = useMemo(() => timelineRows(document, expanded), [document, expanded]);
  const virtual = useVirtualRows(rows.length, rowHeight, rulerHeight);
  const drag = usePointerDrag();
  const trackViewport = Math.max(100, virtual.viewportWidth - nameWidth - 16);
  const zoomTo = (z: number) => onZoom(clampZoom(z, document.duration, trackViewport));
  // Keeps the zoom inside its bounds when the scene or the panel's width changes.
  useEffect(() => {
    const bounded = clampZoom(zoom, document.duration, trackViewport);
    if (bounded !== zoom) onZoom(bounded);
  }, [zoom, document.duration, trackViewport, onZoom]);

  const trackWidth = Math.max(document.duration * zoom, 1);
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
    // The timeline handles these keys itself, so the editor's own shortcuts must not act on them too.
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    if (event.key === ' ') {
      handled();
      onTogglePlay();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      handled();
      onSeek(stepFrame(time, event.key === 'ArrowLeft' ? -1 : 1, document.duration));
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && keyframes.length > 0) {
      handled();
      onChange(deleteKeyframes(document, keyframes), keyframes.length > 1 ? 'Delete keyframes' : 'Delete keyframe');
      setKeyframes([]);
    }
  };

  const renderRow = (row: TimelineRow, index: number) => {
    const top = index * rowHeight;
    const selected = selectedIds.includes(row.element.id);
    const nameCell = (content: ReactNode) => (
      <div
        style={{
          position: 'sticky',
          left: 0,
          zIndex: 2,
          width: nameWidth,
          flex: 'none',
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          paddingLeft: 4 + row.depth * 12,
          background: selected && row.type === 'element' ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-body)',
          borderRight: '1px solid var(--mantine-color-gray-3)',
        }}
      >
        {content}
      </div>
    );
    const track = (content: ReactNode) => <div style={{ position: 'relative', width: trackWidth, flex: 'none' }}>{content}</div>;
    const style = { position: 'absolute', top, left: 0, height: rowHeight, width: nameWidth + trackWidth, display: 'flex', borderBottom: '1px solid var(--mantine-color-gray-2)' } as const;
    if (row.type === 'element') {
      const { element } = row;
      const open = expanded.has(element.id);
      return (
        <div key={row.key} style={style} data-testid="timeline-row">
          {nameCell(
            <>
              <ActionIcon size="xs" variant="subtle" color="gray" aria-expanded={open} aria-label={`${open ? 'Hide' : 'Show'} keyframes of ${element.name}`} onClick={() => toggle(element.id)}>
                {open ? <IconChevronDown size={12} /> : <IconChevronRight size={12} />}
              </ActionIcon>
              <button
                type="button"
                onClick={(e) => onSelect(nextSelection(selectedIds, element.id, e.shiftKey || e.metaKey || e.ctrlKey))}
                style={{ all: 'unset', cursor: 'pointer', flex: 1, fontSize: 12, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: selected ? 600 : 400 }}
              >
                {element.name || element.type}
              </button>
              {element.locked && <IconLock size={12} aria-label="Locked" />}
            </>,
          )}
          {track(
            <ElementBar
              element={element}
              zoom={zoom}
              sceneDuration={document.duration}
              selected={selected}
              startDrag={drag.start}
              onPick={(additive) => onSelect(nextSelection(selectedIds, element.id, additive))}
              onTiming={(start, duration, label) => onChange(setElementTiming(document, element.id, start, duration), label)}
            />,
          )}
        </div>
      );
    }
    const { element, kind } = row;
    return (
      <div key={row.key} style={style}>
        {nameCell(
          <>
            <Text size="xs" c="dimmed" style={{ flex: 1 }}>
              {KindLabels[kind]}
            </Text>
            <ActionIcon
              size="xs"
              variant="subtle"
              mr={4}
              disabled={element.locked}
              aria-label={`Add ${KindLabels[kind].toLowerCase()} keyframe to ${element.name}`}
              onClick={() => onChange(addKeyframe(document, element.id, kind, time, newId), 'Add keyframe')}
            >
              <IconPlus size={12} />
            </ActionIcon>
          </>,
        )}
        {track(
          <>
            <div aria-hidden style={{ position: 'absolute', top: rowHeight / 2, left: element.start * zoom, width: element.duration * zoom, borderTop: '1px dashed var(--mantine-color-gray-4)' }} />
            <KeyframeTrack
              element={element}
              kind={kind as KeyframeKind}
              zoom={zoom}
              startDrag={drag.start}
              dragDx={dragDx}
              setDragDx={setDragDx}
              isSelected={(ref) => keyframes.some((k) => sameRef(k, ref))}
              draggedWith={(ref, additive) => pressKeyframe(keyframes, ref, additive)}
              pick={(ref, additive) => setKeyframes((current) => pressKeyframe(current, ref, additive))}
              onMove={(refs, delta) => onChange(moveKeyframes(document, refs, delta), refs.length > 1 ? 'Move keyframes' : 'Move keyframe')}
            />
          </>,
        )}
      </div>
    );
  };

  return (
    <div
      role="region"
      aria-label="Timeline"
      tabIndex={0}
      onKeyDown={onKeyDown}
      {...drag.bind}
      style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, outline: 'none', background: 'var(--mantine-color-body)' }}
    >
      <TimelineControls time={time} duration={document.duration} playing={playing} onTogglePlay={onTogglePlay} zoom={zoom} onZoom={zoomTo} extra={extraControls} />
      <div ref={virtual.ref} onScroll={virtual.onScroll} style={{ flex: 1, minHeight: 0, overflow: 'auto', position: 'relative' }}>
        <TimelineRuler zoom={zoom} duration={document.duration} time={time} width={trackWidth} onSeek={onSeek} startDrag={drag.start}>
          {rulerMarks?.(zoom)}
        </TimelineRuler>
        <div style={{ position: 'relative', height: virtual.totalHeight, width: nameWidth + trackWidth }}>
          {rows.slice(virtual.first, virtual.last).map((row, i) => renderRow(row, virtual.first + i))}
          {rows.length === 0 && (
            <Text size="sm" c="dimmed" p="sm" style={{ position: 'sticky', left: 0 }}>
              No layers yet: draw a shape or add text.
            </Text>
          )}
        </div>
        <div
          aria-hidden
          style={{
            position: 'absolute',
            top: 0,
            left: nameWidth + time * zoom,
            width: 2,
            marginLeft: -1,
            height: rulerHeight + Math.max(virtual.totalHeight, 40),
            background: 'var(--mantine-color-red-6)',
            zIndex: 1,
            pointerEvents: 'none',
          }}
        />
      </div>
    </div>
  );
}
