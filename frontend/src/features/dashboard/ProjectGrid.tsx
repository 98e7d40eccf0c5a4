import { Center, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFolderOff } from '@tabler/icons-react';
import { Limits } from '@wb/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectProjects, selectProjectsLoaded, selectProjectsLoading, selectSearchText } from './dashboardSlice';
import { ProjectCard } from './ProjectCard';

export function ProjectGrid() {
  const projects = useAppSelector(selectProjects);
  const loading = useAppSelector(selectProjectsLoading);
  const loaded = useAppSelector(selectProjectsLoaded);
  const searchText = useAppSelector(selectSearchText).trim();

  if (!loaded) {
    return <Center py={60}><Loader aria-label="Loading projects" /></Center>;
  }
  if (projects.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" bg="white">
        <Stack align="center" gap="xs">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray"><IconFolderOff size={26} aria-hidden /></ThemeIcon>
          <Text fw={600}>{searchText ? `No projects match “${searchText}”` : 'No projects here yet'}</Text>
          <Text size="sm" c="dimmed">
            {searchText ? 'Try another name.' : 'Create a project, or pick another filter or folder on the left.'}
          </Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <div className="project-grid" style={{ gridTemplateColumns: `repeat(auto-fill, ${Limits.projectCardWidth}px)` }} aria-busy={loading} aria-label="Projects" role="list">
      {projects.map((p) => (
        <div role="listitem" key={p.projectID}>
          <ProjectCard project={p} />
        </div>
      ))}
    </div>
  );
}
