import { Badge, Group, Text } from '@mantine/core';
import type { ContentsSectionProps } from '../contentsSections';

/** The project's tags: the kinds of file it holds (docs/decisions/projectContents.md). */
export function TagsSection({ project }: ContentsSectionProps) {
  if (project.types.length === 0) return <Text c="dimmed">No files yet, so no tags.</Text>;
  return (
    <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {project.types.map((type) => (
        <Badge key={type} component="li" variant="light" tt="none">
          {type}
        </Badge>
      ))}
    </Group>
  );
}
