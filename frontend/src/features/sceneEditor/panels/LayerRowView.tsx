// One row of the layers panel: open/close for groups, the name (double-click renames inline, Enter
// or leaving the field saves, Escape keeps the old name), lock and visibility buttons, the menu. The
// row is draggable to reorder and a drop target for others.
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { IconChevronDown, IconChevronRight, IconEye, IconEyeOff, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState, type MouseEvent } from 'react';
import type { SceneDocument } from '@wb/contracts';
import type { ActionRunner } from '../actions/actionRunner';
import { lockLayers, unlockLayers } from '../actions/layerActions';
import { renameElement, setHidden } from '../ops';
import { LayerMenu } from './LayerMenu';
import { isContainer, type LayerRow } from './layerRows';
import { nextSelection } from './types';

export const LayerRowHeight = 30;

interface Props {
  row: LayerRow;
  top: number;
  open: boolean;
  onToggleOpen(): void;
  document: SceneDocument;
  selectedIds: string[];
  onChange(next: SceneDocument, label: string): void;
  onSelect(ids: string[]): void;
  actions: ActionRunner;
}

export function LayerRowView({ row, top, open, onToggleOpen, document, selectedIds, onChange, onSelect, actions }: Props) {
  const { element, depth } = row;
  const [editing, setEditing] = useState<string | null>(null);
  const drag = useDraggable({ id: element.id, disabled: editing !== null });
  const drop = useDroppable({ id: element.id });
  const selected = selectedIds.includes(element.id);
  const save = () => {
    if (editing !== null && editing.trim() !== '' && editing.trim() !== element.name) onChange(renameElement(document, element.id, editing), 'Rename layer');
    setEditing(null);
  };
  const select = (event: MouseEvent) => onSelect(nextSelection(selectedIds, element.id, event.shiftKey || event.metaKey || event.ctrlKey));
  return (
    <div
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      {...drag.attributes}
      {...drag.listeners}
      aria-selected={selected}
      role="treeitem"
      aria-level={depth + 1}
      aria-expanded={isContainer(element) ? open : undefined}
      data-testid="layer-row"
      onClick={select}
      onDoubleClick={() => setEditing(element.name)}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelect(nextSelection(selectedIds, element.id, event.shiftKey || event.metaKey || event.ctrlKey));
        }
        if (event.key === 'F2') {
          event.preventDefault();
          setEditing(element.name);
        }
      }}
      style={{
        position: 'absolute',
        top,
        left: 0,
        right: 0,
        height: LayerRowHeight,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        paddingLeft: 4 + depth * 14,
        paddingRight: 4,
        cursor: 'pointer',
        userSelect: 'none',
        opacity: drag.isDragging ? 0.5 : 1,
        background: selected ? 'var(--mantine-color-blue-1)' : drop.isOver ? 'var(--mantine-color-gray-1)' : undefined,
        borderTop: drop.isOver && !drag.isDragging ? '2px solid var(--mantine-color-blue-5)' : '2px solid transparent',
      }}
    >
      {isContainer(element) ? (
        <ActionIcon
          size="xs"
          variant="subtle"
          color="gray"
          aria-label={`${open ? 'Close' : 'Open'} ${element.name}`}
          onClick={(e) => {
            e.stopPropagation();
            onToggleOpen();
          }}
        >
          {open ? <IconChevronDown size={12} /> : <IconChevronRight size={12} />}
        </ActionIcon>
      ) : (
        <span style={{ width: 18, flex: 'none' }} />
      )}
      {editing !== null ? (
        <TextInput
          size="xs"
          autoFocus
          value={editing}
          aria-label="Layer name"
          style={{ flex: 1 }}
          onChange={(e) => setEditing(e.currentTarget.value)}
          onBlur={save}
          onClick={(e) => e.stopPropagation()}
          onPointerDown={(e) => e.stopPropagation()}
          onKeyDown={(e) => {
            e.stopPropagation();
            if (e.key === 'Enter') save();
            if (e.key === 'Escape') setEditing(null);
          }}
        />
      ) : (
        <span style={{ flex: 1, fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: element.hidden ? 'var(--mantine-color-gray-5)' : undefined }}>
          {element.name || element.type}
        </span>
      )}
      <Group gap={0} wrap="nowrap" onClick={(e) => e.stopPropagation()} onPointerDown={(e) => e.stopPropagation()} onDoubleClick={(e) => e.stopPropagation()}>
        <ActionIcon
          size="sm"
          variant="subtle"
          color={element.locked ? 'orange' : 'gray'}
          aria-label={`${element.locked ? 'Unlock' : 'Lock'} ${element.name}`}
          aria-pressed={Boolean(element.locked)}
          onClick={() => actions.run(element.locked ? unlockLayers : lockLayers, [element.id])}
        >
          {element.locked ? <IconLock size={14} /> : <IconLockOpen size={14} />}
        </ActionIcon>
        <ActionIcon
          size="sm"
          variant="subtle"
          color={element.hidden ? 'orange' : 'gray'}
          aria-label={`${element.hidden ? 'Show' : 'Hide'} ${element.name}`}
          aria-pressed={Boolean(element.hidden)}
          onClick={() => onChange(setHidden(document, [element.id], !element.hidden), element.hidden ? 'Show' : 'Hide')}
        >
          {element.hidden ? <IconEyeOff size={14} /> : <IconEye size={14} />}
        </ActionIcon>
        <LayerMenu element={element} document={document} selectedIds={selectedIds} actions={actions} />
      </Group>
    </div>
  );
}
