// #/dev/<page>: pages for developers and benchmarks, outside any project. Only the scene player's
// benchmark page exists so far.
import { Container, Text, Title } from '@mantine/core';
import { ScenePlayerBenchPage } from './ScenePlayerBenchPage';

export function DevPage({ page, query }: { page: string; query: string }) {
  if (page === 'scene-player') return <ScenePlayerBenchPage query={query} />;
  return (
    <Container size="sm" py="xl">
      <Title order={2}>No such developer page</Title>
      <Text c="dimmed">There is no page at /dev/{page}. Try /dev/scene-player?elements=500.</Text>
    </Container>
  );
}
