import type { KeyboardEvent } from 'react';
import { Anchor, Avatar, Box, Card, Checkbox, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import { IconMessage } from '@tabler/icons-react';
import { Limits, type Project } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatDate } from '../../shared/formatDate';
import { initialsOf } from '../../shared/initials';
import { projectSelectionToggled, selectIsSelected } from './dashboardSlice';
import { FileTypeIcons } from './FileTypeIcons';
import { CardLearnStatus } from '../learning/LearningStatusBadge';

export const projectDragID = (projectID: string) => `project:${projectID}`;

/**
 * The card itself starts a keyboard drag on Space or Enter; keys pressed on the links and the checkbox
 * inside it stay theirs (open the project, select the card) instead of bubbling up to start a drag.
 */
const keepKeysToSelf = (e: KeyboardEvent<HTMLElement>) => {
  if (e.key === ' ' || e.key === 'Enter') e.stopPropagation();
};
const MAX_AVATARS = 4;

function Thumbnail({ project }: { project: Project }) {
  if (project.thumbnail) return <Image src={project.thumbnail} h={140} alt="" fit="cover" />;
  return (
    <Box h={140} p="md" bg="linear-gradient(135deg, var(--mantine-color-indigo-1), var(--mantine-color-cyan-1))" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Text fw={700} size="lg" ta="center" c="indigo.9" lineClamp={3}>
        {project.name}
      </Text>
    </Box>
  );
}

function MemberAvatars({ project }: { project: Project }) {
  const shown = project.members.slice(0, MAX_AVATARS);
  const more = project.members.length - shown.length;
  return (
    <Avatar.Group spacing="xs">
      {shown.map((m) => (
        <Tooltip key={m.userID} label={`${m.givenName} ${m.familyName}`}>
          <Avatar src={m.avatar} size={26} radius="xl" color="indigo" alt={`${m.givenName} ${m.familyName}`}>
            {initialsOf(m.givenName, m.familyName)}
          </Avatar>
        </Tooltip>
      ))}
      {more > 0 && (
        <Avatar size={26} radius="xl">
          +{more}
        </Avatar>
      )}
    </Avatar.Group>
  );
}

/** A project on the dashboard: the upper part opens the project, the lower part its contents page. */
export function ProjectCard({ project }: { project: Project }) {
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectIsSelected(project.projectID));
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: projectDragID(project.projectID),
    data: { projectID: project.projectID, name: project.name },
  });
  const id = encodeURIComponent(project.projectID);

  return (
    <Card
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      role="article"
      aria-roledescription="draggable project card"
      aria-label={project.name}
      data-project-card={project.name}
      withBorder
      radius="md"
      padding={0}
      w={Limits.projectCardWidth}
      shadow={selected ? 'md' : 'xs'}
      style={{ opacity: isDragging ? 0.4 : 1, outline: selected ? '2px solid var(--mantine-color-indigo-5)' : undefined, touchAction: 'none', cursor: 'grab' }}
    >
      <Box pos="relative">
        <Anchor href={`#/project/${id}`} underline="never" c="inherit" aria-label={`Open ${project.name}`} draggable={false} onKeyDown={keepKeysToSelf}>
          <Thumbnail project={project} />
          <Text fw={600} px="sm" pt="sm" truncate="end">
            {project.name}
          </Text>
        </Anchor>
        <Checkbox
          pos="absolute"
          top={8}
          left={8}
          checked={selected}
          aria-label={`Select ${project.name}`}
          onChange={() => dispatch(projectSelectionToggled(project.projectID))}
          onPointerDown={(e) => e.stopPropagation()}
          onKeyDown={keepKeysToSelf}
          styles={{ input: { cursor: 'pointer', boxShadow: 'var(--mantine-shadow-xs)' } }}
        />
      </Box>
      <Anchor href={`#/projectContents/${id}`} underline="never" c="inherit" aria-label={`Contents of ${project.name}`} draggable={false} onKeyDown={keepKeysToSelf}>
        <Stack gap={6} px="sm" pb="sm" pt={4}>
          <Group justify="space-between" wrap="nowrap" gap={6}>
            <Text size="xs" c="dimmed">
              Created {formatDate(project.createdOn)}
            </Text>
            <CardLearnStatus status={project.learnStatus} />
          </Group>
          <Group justify="space-between" wrap="nowrap" mih={26}>
            <MemberAvatars project={project} />
            <Group gap={6} wrap="nowrap">
              <FileTypeIcons types={project.types} />
              {project.commentCount > 0 && (
                <Tooltip label={`${project.commentCount} comments`}>
                  <IconMessage size={16} color="var(--mantine-color-indigo-6)" aria-label={`${project.commentCount} comments`} role="img" />
                </Tooltip>
              )}
            </Group>
          </Group>
        </Stack>
      </Anchor>
    </Card>
  );
}
