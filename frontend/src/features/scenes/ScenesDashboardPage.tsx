// The scenes dashboard of a project (spec 002, "Scenes dashboard"): the scenes helper builds it here.
import { Center, Text } from '@mantine/core';

export function ScenesDashboardPage({ projectID }: { projectID: string }) {
  return <Center py={80}><Text>Scenes of project {projectID}</Text></Center>;
}
