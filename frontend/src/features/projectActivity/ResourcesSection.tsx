// The contents page's resources (spec 000 section 2; spec 001's Resource with attribution): the active
// resources linked to this project, read only. The resources list is the admin's (admin.resources): a
// user without that grant is told so (docs/decisions/projectActivity.md).
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useAppSelector } from '../../app/hooks';
import { selectHasGrant } from '../auth/authSlice';
import type { ContentsSectionProps } from '../projectContents/contentsSections';
import { useContentsResourcesQuery } from './projectActivityApi';

function ResourceList({ projectID }: { projectID: string }) {
  const { data, isError, isLoading } = useContentsResourcesQuery(undefined);
  if (isLoading) return <Loader size="sm" aria-label="Loading resources" />;
  if (isError || !data) return <Text c="red.8">The resources could not be loaded.</Text>;
  const resources = data.resources.filter((r) => r.status === 1 && r.data.projects.includes(projectID));
  if (resources.length === 0) return <Text c="dimmed">No resources are linked to this project.</Text>;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {resources.map((r) => (
        <li key={r.resourceID}>
          {r.data.link === '' ? (
            <Text size="sm" fw={500}>
              {r.name}
            </Text>
          ) : (
            <Anchor size="sm" fw={500} href={r.data.link} target="_blank" rel="noopener noreferrer">
              {r.name}
            </Anchor>
          )}
          <Text size="xs" c="dimmed">
            {[r.data.attribution, r.data.copyright].filter((p) => p !== '').join(' · ') || 'No attribution given'}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

export function ResourcesSection({ project }: ContentsSectionProps) {
  const mayRead = useAppSelector(selectHasGrant('admin.resources'));
  if (!mayRead) return <Text c="dimmed">Resources are listed for those who manage them (admin resources).</Text>;
  return <ResourceList projectID={project.projectID} />;
}
