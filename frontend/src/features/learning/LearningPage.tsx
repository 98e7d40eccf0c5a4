import { Anchor, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { ProjectNotFound } from '../../shared/ProjectNotFound';
import { useActiveProject } from '../project/activeProject';
import { LearningLink } from './LearningLink';
import { LearningStatusBadge } from './LearningStatusBadge';

/** The learning-content link screen of a project, /project/{projectID}/learning (spec 002 section 2). */
export function LearningPage() {
  const { project, status } = useActiveProject();
  if (status === 'loading')
    return (
      <Center py={80}>
        <Loader role="status" aria-label="Loading project" />
      </Center>
    );
  if (!project) return <ProjectNotFound />;
  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Group gap="sm" wrap="wrap">
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {project.name}
            </Title>
            <LearningStatusBadge projectID={project.projectID} />
          </Group>
          <Text size="sm" c="dimmed">
            The project&apos;s video on the learning site ·{' '}
            <Anchor href={`#/projectContents/${encodeURIComponent(project.projectID)}`} size="sm" underline="always">
              Contents and settings
            </Anchor>
          </Text>
        </div>
        <Paper withBorder radius="md" p="md" component="section" aria-label="Learning-site link">
          <LearningLink projectID={project.projectID} />
        </Paper>
      </Stack>
    </Container>
  );
}
