import { Anchor, Group, Text } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { homePath } from '../../dashboard/homePath';
import { useProjectGroupsQuery } from '../../dashboard/dashboardApi';
import type { ContentsSectionProps } from '../contentsSections';

/** The folders the project is in, each opening the dashboard filtered by it. */
export function FoldersSection({ project }: ContentsSectionProps) {
  const { data } = useProjectGroupsQuery(undefined, { skip: project.groups.length === 0 });
  if (project.groups.length === 0) return <Text c="dimmed">This project is not in any folder.</Text>;
  const nameOf = (id: string) => data?.groups.find((g) => g.projectGroupID === id)?.name ?? 'Loading…';
  return (
    <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {project.groups.map((id) => (
        <Group key={id} component="li" gap={6} wrap="nowrap">
          <IconFolder size={18} aria-hidden color="var(--mantine-color-indigo-6)" />
          <Anchor href={`#${homePath(id)}`}>{nameOf(id)}</Anchor>
        </Group>
      ))}
    </Group>
  );
}
