import { ProjectNotFound } from '../../shared/ProjectNotFound';
import { Badge, Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { formatDate } from '../../shared/formatDate';
import { StatusBadge } from '../../shared/StatusBadge';
import { useActiveProject } from './activeProject';

/** An address under a project that names no page of it: this page names the project and leads to its pages. */
export function ProjectPlaceholderPage() {
  const { project, status } = useActiveProject();
  if (status === 'loading')
    return (
      <Center py={80}>
        <Loader aria-label="Loading project" />
      </Center>
    );
  if (!project) return <ProjectNotFound />;
  return (
    <Center py={60} px="md">
      <Paper withBorder radius="lg" p="xl" maw={560} w="100%">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2}>{project.name}</Title>
            <StatusBadge status={project.status} />
          </Group>
          <Text size="sm" c="dimmed">
            Created {formatDate(project.createdOn)} · {project.members.length} member{project.members.length === 1 ? '' : 's'}
          </Text>
          <Group gap="sm" mt="md" align="flex-start" wrap="nowrap">
            <ThemeIcon variant="light" radius="xl" size={40}>
              <IconHourglassHigh size={22} aria-hidden />
            </ThemeIcon>
            <div>
              <Badge variant="light" mb={4}>
                No such page
              </Badge>
              <Text>This project has no page at this address. Its files, contents and settings are below.</Text>
            </div>
          </Group>
          <Group mt="md">
            <Button component="a" href={`#/project/${encodeURIComponent(project.projectID)}/files`}>
              Open the project&apos;s files
            </Button>
            <Button component="a" href={`#/projectContents/${encodeURIComponent(project.projectID)}`} variant="light">
              Contents and settings
            </Button>
            <Button component="a" href="#/home" variant="light">
              Back to the dashboard
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
