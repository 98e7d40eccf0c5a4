import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFolderOff } from '@tabler/icons-react';
import { Limits } from '@wb/contracts';
import { useAppSelector } from '../../app/hooks';
import type { ProjectList } from './dashboardApi';
import type { DashboardView } from './dashboardFilter';
import { selectDashboardView } from './dashboardSlice';
import { useProjectList } from './dashboardQueries';
import { emptyStateFor } from './emptyState';
import { ProjectCard } from './ProjectCard';

function EmptyList({ view, searchText }: { view: DashboardView; searchText: string }) {
  const { title, hint, widerList } = emptyStateFor(view, searchText);
  return (
    <Paper withBorder radius="md" p="xl" bg="white">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconFolderOff size={26} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {widerList && (
          <Button component="a" href={widerList.href} variant="light" size="xs" mt={4}>
            {widerList.label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

const loader = (
  <Center py={60}>
    <Loader aria-label="Loading projects" />
  </Center>
);

/** The cards of a list; `list` is undefined until the first answer, `loading` while another is on its way. */
export function ProjectCards({ list, loading, view }: { list: ProjectList | undefined; loading: boolean; view: DashboardView }) {
  if (!list) return loader;
  const { projects, total } = list;
  // An empty list with another on its way shows the loader, not a 'no projects' it may not mean.
  if (projects.length === 0) return loading ? loader : <EmptyList view={view} searchText={list.searchText} />;
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

export function ProjectGrid() {
  const view = useAppSelector(selectDashboardView);
  // `data` keeps the last answer while the next loads, so the cards stay until they are replaced.
  const { data, isFetching } = useProjectList();
  return <ProjectCards list={data} loading={isFetching} view={view} />;
}
