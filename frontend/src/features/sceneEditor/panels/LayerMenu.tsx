// The menu of a layer: Duplicate, Delete, Group, Ungroup, Mask, Move up/down, Lock. It acts on the selection when
// the layer is part of it, or on the layer alone.
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { EditorElement, SceneDocument } from '@wb/contracts';
import { canUngroup, deleteElements, duplicateElements, findElement, groupElements, locate, maskElements, moveLayer, setLocked, ungroupElement } from '../ops';
import { newId } from './types';

interface Props {
  element: EditorElement; document: SceneDocument; selectedIds: string[];
  onChange(next: SceneDocument, label: string): void; onSelect(ids: string[]): void;
}

export function LayerMenu({ element, document, selectedIds, onChange, onSelect }: Props) {
  const targets = selectedIds.includes(element.id) ? selectedIds : [element.id];
  const allLocked = targets.every((id) => findElement(document, id)?.locked);
  // Move up and down reorder without a pointer: the keyboard's way to do what dragging does.
  const at = locate(document.elements, element.id);
  const siblings = at?.parentId ? findElement(document, at.parentId)?.[at.container] ?? [] : document.elements;
  const isTop = !at || at.index >= siblings.length - 1;
  const isBottom = !at || at.index === 0;
  const made = (result: { document: SceneDocument; ids: string[] }, label: string) => {
    if (result.ids.length === 0) return;
    onChange(result.document, label);
    onSelect(result.ids);
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon size="sm" variant="subtle" color="gray" aria-label={`Layer menu of ${element.name}`}><IconDots size={14} /></ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => made(duplicateElements(document, targets, newId), 'Duplicate')}>Duplicate</Menu.Item>
        <Menu.Item color="red" onClick={() => { onChange(deleteElements(document, targets), 'Delete'); onSelect([]); }}>Delete</Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => made(groupElements(document, targets, newId), 'Group')}>Group</Menu.Item>
        <Menu.Item disabled={!canUngroup(element)} title={element.type === 'group' && !canUngroup(element) ? 'A group with its own keyframes cannot be ungrouped: delete its keyframes first.' : undefined}
          onClick={() => made(ungroupElement(document, element.id), 'Ungroup')}>Ungroup</Menu.Item>
        <Menu.Item disabled={targets.length < 2} title={targets.length < 2 ? 'Select two layers or more: the top one masks the others.' : undefined}
          onClick={() => made(maskElements(document, targets, newId), 'Mask')}>Mask</Menu.Item>
        <Menu.Divider />
        <Menu.Item disabled={isTop} onClick={() => onChange(moveLayer(document, element.id, 'up'), 'Move layer up')}>Move up</Menu.Item>
        <Menu.Item disabled={isBottom} onClick={() => onChange(moveLayer(document, element.id, 'down'), 'Move layer down')}>Move down</Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => onChange(setLocked(document, targets, !allLocked), allLocked ? 'Unlock' : 'Lock')}>{allLocked ? 'Unlock' : 'Lock'}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
