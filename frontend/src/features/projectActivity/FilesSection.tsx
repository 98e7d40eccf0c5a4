// The contents page's files (spec 000 section 2: "Files list maximum height 300 px"): the project's
// files for review, newest first, each linking to its review page.
import { Anchor, Badge, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { formatDate } from '../../shared/formatDate';
import { filesPath } from '../projectFiles/filesPath';
import { useProjectFilesQuery } from '../projectFiles/projectFilesApi';
import type { ContentsSectionProps } from '../projectContents/contentsSections';

export function FilesSection({ project }: ContentsSectionProps) {
  const { data, isError, isLoading } = useProjectFilesQuery({ projectID: project.projectID });
  if (isLoading) return <Loader size="sm" aria-label="Loading files" />;
  if (isError || !data) return <Text c="red.8">The files could not be loaded.</Text>;
  if (data.files.length === 0) return <Text c="dimmed">No files yet.</Text>;
  return (
    <ScrollArea.Autosize mah={300} type="auto" offsetScrollbars data-files-list>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.files.map((file) => (
          <Group key={file.fileID} component="li" gap="xs" wrap="nowrap" justify="space-between">
            <Anchor size="sm" href={`#${filesPath(project.projectID, { fileID: file.fileID })}`} truncate>
              {file.name}
            </Anchor>
            <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
              {file.version > 1 && (
                <Badge size="xs" variant="light">
                  v{file.version}
                </Badge>
              )}
              <Text size="xs" c="dimmed">
                {formatDate(file.createdOn)}
              </Text>
            </Group>
          </Group>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
