import { Badge } from '@mantine/core';
import { statusColor, statusLabel } from './statusLabel';

/** Active, Archived or Deleted, for projects and folders alike. */
export function StatusBadge({ status }: { status: number }) {
  return (
    <Badge variant="light" color={statusColor(status)}>
      {statusLabel(status)}
    </Badge>
  );
}
