import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';

export function SectionHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" mb="md">
      <Title order={2}>{title}</Title>
      <Group gap="xs">{children}</Group>
    </Group>
  );
}
