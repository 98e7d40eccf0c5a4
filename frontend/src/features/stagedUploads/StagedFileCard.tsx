import { ActionIcon, Badge, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useAppDispatch } from '../../app/hooks';
import { formatSize } from '../../shared/formatSize';
import { KitPicker } from './KitPicker';
import { ProjectPicker } from './ProjectPicker';
import { TagPicker } from './TagPicker';
import type { StagedFile } from './stagedModel';
import { stagedUploadsActions as A } from './stagedSlice';

function UploadState({ file }: { file: StagedFile }) {
  if (file.uploadError)
    return (
      <Text size="sm" c="red.8" role="alert">
        {file.uploadError}
      </Text>
    );
  if (file.url === null) {
    const percent = Math.round(file.progress * 100);
    return (
      <Group gap="xs" wrap="nowrap" miw={200}>
        <Progress value={percent} flex={1} aria-label={`Uploading ${file.name}`} />
        <Text size="xs" c="dimmed" w={36}>
          {percent}%
        </Text>
      </Group>
    );
  }
  return (
    <Badge color="teal" variant="light">
      Uploaded
    </Badge>
  );
}

/** One staged file: its upload, and the projects, kits (with folder) and tags it will be published with. */
export function StagedFileCard({ file, needsKit, locked }: { file: StagedFile; needsKit: boolean; locked: boolean }) {
  const dispatch = useAppDispatch();
  const { stagedID, name } = file;
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0} miw={0}>
            <Text fw={600} truncate title={name}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {file.type ? file.type.toUpperCase() : 'FILE'} · {formatSize(file.size)}
            </Text>
          </Stack>
          <Group gap="sm" wrap="nowrap">
            <UploadState file={file} />
            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} disabled={locked} onClick={() => dispatch(A.fileRemoved(stagedID))}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0 }}>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <ProjectPicker fileName={name} value={file.projects} onChange={(projects) => dispatch(A.projectsChosen({ stagedID, projects }))} />
            <KitPicker fileName={name} value={file.kits} missing={needsKit} onChange={(kits) => dispatch(A.kitsChosen({ stagedID, kits }))} />
            <TagPicker
              fileName={name}
              value={file.tags}
              onChange={(tags) => dispatch(A.tagsChosen({ stagedID, tags }))}
              onCreate={(tagName) => dispatch(A.tagCreationRequested({ stagedID, name: tagName }))}
            />
          </SimpleGrid>
        </fieldset>
      </Stack>
    </Paper>
  );
}
