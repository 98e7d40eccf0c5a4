import { Box, Button, Center, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useAppDispatch } from '../../../app/hooks';
import { thumbnailChosen } from '../contentsSlice';
import type { ContentsSectionProps } from '../contentsSections';
import { useSetting } from '../useSetting';

/** The card's picture: a jpg or jpeg uploaded as a project thumbnail (spec 000 section 5), or the name when there is none. */
export function ThumbnailSection({ project }: ContentsSectionProps) {
  const dispatch = useAppDispatch();
  const { canEdit, pending, send } = useSetting('thumbnail');
  return (
    <Stack gap="sm">
      <Box w="100%" maw={320} h={160} style={{ borderRadius: 8, overflow: 'hidden', background: 'var(--mantine-color-gray-1)' }}>
        {project.thumbnail ? (
          <Image src={project.thumbnail} alt={`Thumbnail of ${project.name}`} h={160} fit="cover" />
        ) : (
          <Center h="100%" px="md">
            <Text fw={600} ta="center" c="dimmed">
              {project.name}
            </Text>
          </Center>
        )}
      </Box>
      {canEdit && (
        <Group gap="sm">
          <FileButton accept=".jpg,.jpeg,image/jpeg" onChange={(file) => file && dispatch(thumbnailChosen({ projectID: project.projectID, file }))}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={pending} variant="light">
                Upload thumbnail
              </Button>
            )}
          </FileButton>
          {project.thumbnail && (
            <Button variant="subtle" color="red" disabled={pending} onClick={() => send({ call: 'updateThumbnail', input: { projectID: project.projectID, thumbnail: null } })}>
              Remove
            </Button>
          )}
        </Group>
      )}
      <Text size="xs" c="dimmed">
        JPG or JPEG images only.
      </Text>
    </Stack>
  );
}
