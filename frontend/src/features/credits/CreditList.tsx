// The reorderable list of credits: sections and entries dragged into order (150 ms animation, spec
// 002 section 9), each entry with its attribution and share-alike flags, each item removable.
import { ActionIcon, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
import { CreditsDefaults, type CreditItem } from '@wb/contracts';

interface Props {
  readonly items: readonly CreditItem[];
  readonly canEdit: boolean;
  onMove(activeID: string, overID: string): void;
  onToggle(id: string, flag: 'attribution' | 'shareAlike'): void;
  onRemove(id: string): void;
}

const labelOf = (item: CreditItem): string => (item.type === 'section' ? item.title : `${item.role}: ${item.name}`);

function Row({ item, canEdit, onToggle, onRemove }: { item: CreditItem } & Pick<Props, 'canEdit' | 'onToggle' | 'onRemove'>) {
  const sortable = useSortable({ id: item.id, disabled: !canEdit, transition: { duration: CreditsDefaults.reorderAnimationMs, easing: 'ease' } });
  const { x = 0, y = 0 } = sortable.transform ?? {};
  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      p="xs"
      radius="sm"
      data-credit-id={item.id}
      bg={item.type === 'section' ? 'gray.1' : undefined}
      style={{ transform: `translate3d(${x}px, ${y}px, 0)`, transition: sortable.transition, zIndex: sortable.isDragging ? 1 : undefined, position: 'relative' }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {canEdit && (
          <ActionIcon variant="subtle" color="gray" aria-label={`Drag ${labelOf(item)}`} {...sortable.attributes} {...sortable.listeners} style={{ cursor: 'grab', touchAction: 'none' }}>
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
        )}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          {item.type === 'section' ? (
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Text>
          ) : (
            <>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Text span c="dimmed" size="sm">
                  {item.role}
                </Text>{' '}
                {item.name}
              </Text>
              <Group gap="md">
                <Checkbox size="xs" label="Attribution" checked={item.attribution} disabled={!canEdit} onChange={() => onToggle(item.id, 'attribution')} />
                <Checkbox size="xs" label="Share-alike" checked={item.shareAlike} disabled={!canEdit} onChange={() => onToggle(item.id, 'shareAlike')} />
              </Group>
            </>
          )}
        </Stack>
        {canEdit && (
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${labelOf(item)}`} onClick={() => onRemove(item.id)}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}

export function CreditList({ items, canEdit, onMove, onToggle, onRemove }: Props) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <Stack gap={6} aria-label="Credits list">
          {items.map((item) => (
            <Row key={item.id} item={item} canEdit={canEdit} onToggle={onToggle} onRemove={onRemove} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
