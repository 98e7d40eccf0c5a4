import { Center, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ProjectNotFound } from '../../shared/ProjectNotFound';
import { StatusBadge } from '../../shared/StatusBadge';
import { formatDate } from '../../shared/formatDate';
import { useActiveProject } from '../project/activeProject';
import { contentsSections } from './contentsSections';

/** The project contents and settings page (/projectContents/{projectID}): every section the areas register, laid out in two columns on wide screens. */
export function ProjectContentsPage() {
  const { project, status } = useActiveProject();
  if (status === 'loading')
    return (
      <Center py={80}>
        <Loader aria-label="Loading project" />
      </Center>
    );
  if (!project) return <ProjectNotFound />;
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{project.name}</Title>
            <Text size="sm" c="dimmed">
              Created {formatDate(project.createdOn)}
            </Text>
          </div>
          <StatusBadge status={project.status} />
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {contentsSections.map(({ id, title, Section, wide }) => (
            <Paper key={id} id={`contents-${id}`} component="section" aria-labelledby={`contents-${id}-title`} withBorder radius="md" p="md" style={wide ? { gridColumn: '1 / -1' } : undefined}>
              <Title order={2} size="h4" id={`contents-${id}-title`} mb="sm">
                {title}
              </Title>
              <Section project={project} />
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
