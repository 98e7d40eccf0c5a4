import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { actionsForStatus, type RowAction } from './rowActions';

const labels: Record<RowAction, string> = { archive: 'Archive', revive: 'Revive', delete: 'Delete' };
const colors: Record<RowAction, string> = { archive: 'yellow', revive: 'teal', delete: 'red' };

/** Delete asks first; the confirm button takes the focus so Enter confirms and Escape cancels. */
const confirmDelete = (kind: string, name: string, onConfirm: () => void) =>
  modals.openConfirmModal({
    title: `Delete ${kind}`,
    children: <Text size="sm">Delete {name}? It leaves every list; an admin can revive it later.</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    // red-9: white on the default red is 3.3:1.
    confirmProps: { color: 'red.9', 'data-autofocus': true },
    onConfirm,
  });

/** The status actions of one table row (`kind` names the thing in the delete confirmation). */
export function RowActions({ kind, status, busy, name, onAction }: { kind: string; status: number; busy: RowAction | undefined; name: string; onAction: (action: RowAction) => void }) {
  return (
    <Group gap={6} wrap="nowrap">
      {actionsForStatus(status).map((a) => (
        <Button
          key={a}
          size="compact-xs"
          variant="light"
          color={colors[a]}
          aria-label={`${labels[a]} ${name}`}
          loading={busy === a}
          disabled={busy !== undefined && busy !== a}
          onClick={() => (a === 'delete' ? confirmDelete(kind, name, () => onAction(a)) : onAction(a))}
        >
          {labels[a]}
        </Button>
      ))}
    </Group>
  );
}
