import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

/** One card of the profile with its h2. */
export function ProfileSection({ id, title, children, wide = false }: { id: string; title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Paper component="section" aria-labelledby={`profile-${id}-title`} withBorder radius="md" p="md" style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Title order={2} size="h4" id={`profile-${id}-title`} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
