// The way to the project as it was from the project's own screen; the server decides whether the
// viewer may see it (admins and the project's members).
import { Button } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { asOfPath } from './asOfPath';

export function AsOfButton({ projectID }: { projectID: string }) {
  return (
    <Button component="a" href={`#${asOfPath(projectID)}`} variant="light" size="xs" leftSection={<IconClockHour4 size={16} aria-hidden />}>
      Project as it was
    </Button>
  );
}
