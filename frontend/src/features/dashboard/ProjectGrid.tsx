import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFolderOff } from '@tabler/icons-react';
import { Limits } from '@wb/contracts';
import { useAppSelector } from '../../app/hooks';
import {
  selectDashboardView, selectProjects, selectProjectsLoaded, selectProjectsLoading, selectProjectTotal, selectShownSearchText,
} from './dashboardSlice';
import { emptyStateFor } from './emptyState';
import { ProjectCard } from './ProjectCard';

function EmptyList() {
  const view = useAppSelector(selectDashboardView);
  const searchText = useAppSelector(selectShownSearchText);
  const { title, hint, widerList } = emptyStateFor(view, searchText);
  return (
    <Paper withBorder radius="md" p="xl" bg="white">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray"><IconFolderOff size={26} aria-hidden /></ThemeIcon>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">{hint}</Text>
        {widerList && <Button component="a" href={widerList.href} variant="light" size="xs" mt={4}>{widerList.label}</Button>}
      </Stack>
    </Paper>
  );
}

export function ProjectGrid() {
  const projects = useAppSelector(selectProjects);
  const loading = useAppSelector(selectProjectsLoading);
  const loaded = useAppSelector(selectProjectsLoaded);
  const total = useAppSelector(selectProjectTotal);

  if (!loaded) {
    return <Center py={60}><Loader aria-label="Loading projects" /></Center>;
  }
  // An empty list with another on its way shows the loader, not a 'no projects' it may not mean.
  if (projects.length === 0) return loading ? <Center py={60}><Loader aria-label="Loading projects" /></Center> : <EmptyList />;
  return (
    <>
      <div className="project-grid" style={{ gridTemplateColumns: `repeat(auto-fill, ${Limits.projectCardWidth}px)` }} aria-busy={loading} aria-label="Projects" role="list">
        {projects.map((p) => (
          <div role="listitem" key={p.projectID}>
            <ProjectCard project={p} />
          </div>
        ))}
      </div>
      {/* Lists come a page at a time: say so, rather than let the last card pass for the last project. */}
      {total > projects.length && (
        <Text size="sm" c="dimmed" ta="center">
          Showing {projects.length} of {total} projects. Search or pick a folder to find the others.
        </Text>
      )}
    </>
  );
}
