import { Button, Group } from '@mantine/core';
import { ProjectStatus } from '@wb/contracts';

export type RowAction = 'archive' | 'revive' | 'delete';

/** Archive and delete while active; revive and delete while archived; revive once deleted. */
export const actionsForStatus = (status: number): RowAction[] =>
  status === ProjectStatus.Active ? ['archive', 'delete'] : status === ProjectStatus.Archived ? ['revive', 'delete'] : ['revive'];

const labels: Record<RowAction, string> = { archive: 'Archive', revive: 'Revive', delete: 'Delete' };
const colors: Record<RowAction, string> = { archive: 'yellow', revive: 'teal', delete: 'red' };

export function RowActions({ status, busy, name, onAction }: {
  status: number; busy: RowAction | undefined; name: string; onAction: (action: RowAction) => void;
}) {
  return (
    <Group gap={6} wrap="nowrap">
      {actionsForStatus(status).map((a) => (
        <Button key={a} size="compact-xs" variant="light" color={colors[a]} aria-label={`${labels[a]} ${name}`}
          loading={busy === a} disabled={busy !== undefined && busy !== a} onClick={() => onAction(a)}>
          {labels[a]}
        </Button>
      ))}
    </Group>
  );
}
