// One section of the page: a titled frame, or a line saying there was nothing of the kind then.
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function Section({ title, count, empty, children }: { title: string; count: number; empty: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {title} ({count})
        </Title>
        {count === 0 ? <Text c="gray.7">{empty}</Text> : children}
      </Stack>
    </Paper>
  );
}
