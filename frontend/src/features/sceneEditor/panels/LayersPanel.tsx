// The layers panel (spec 002 "Scene editor"): the layer tree, top layer first, with selection, inline
// rename, lock and visibility, a menu per layer and drag to reorder. Rows in view only are rendered.
import { DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { moveElement } from '../ops';
import { dropPlace, layerRows } from './layerRows';
import { LayerRowHeight, LayerRowView } from './LayerRowView';
import type { PanelProps } from './types';
import { useVirtualRows } from './useVirtualRows';

export function LayersPanel({ document, selectedIds, onChange, onSelect, actions }: PanelProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const rows = useMemo(() => layerRows(document, expanded), [document, expanded]);
  const virtual = useVirtualRows(rows.length, LayerRowHeight);
  // A press must travel a little before it is a drag, so a click still selects and a double-click
  // renames. Keys select and rename instead of dragging; the menu's Move up/down reorders by keyboard.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const place = dropPlace(rows, String(active.id), String(over.id));
    if (!place) return;
    const next = moveElement(document, String(active.id), place.parentId, place.index);
    if (next !== document) onChange(next, 'Reorder layers');
  };
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed" p="sm">
        No layers yet: draw a shape or add text.
      </Text>
    );
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <div ref={virtual.ref} onScroll={virtual.onScroll} role="tree" aria-label="Layers" aria-multiselectable style={{ height: '100%', minHeight: 0, overflowY: 'auto', position: 'relative' }}>
        <div style={{ position: 'relative', height: virtual.totalHeight }}>
          {rows.slice(virtual.first, virtual.last).map((row, i) => (
            <LayerRowView
              key={row.element.id}
              row={row}
              top={(virtual.first + i) * LayerRowHeight}
              open={expanded.has(row.element.id)}
              onToggleOpen={() => toggle(row.element.id)}
              document={document}
              selectedIds={selectedIds}
              onChange={onChange}
              onSelect={onSelect}
              actions={actions}
            />
          ))}
        </div>
      </div>
    </DndContext>
  );
}
