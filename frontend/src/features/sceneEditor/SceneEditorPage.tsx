// The scene editor (spec 002, "Scene editor"): the editor helper builds it here.
import { Center, Text } from '@mantine/core';

export function SceneEditorPage({ projectID, sceneID }: { projectID: string; sceneID: string }) {
  return <Center py={80}><Text>Scene {sceneID} of project {projectID}</Text></Center>;
}
