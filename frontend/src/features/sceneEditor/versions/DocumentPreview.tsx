// A read-only drawing of a document at a time, scaled to a width: the Versions list's previews and
// its side-by-side compare draw through the same SceneFrame as the stage.
import { Layer, Rect, Stage, Group } from 'react-konva';
import { Center, Loader, Text } from '@mantine/core';
import { SceneDefaults, type SceneDocument } from '@wb/contracts';
import { ScenePlayer, SceneFrame } from '../../scenePlayer';
import { useSceneDocumentQuery } from '../state/editorApi';

export function DocumentPreview({ document, time, width }: { document: SceneDocument; time: number; width: number }) {
  const dims = document.dimensions ?? { width: SceneDefaults.width, height: SceneDefaults.height };
  const scale = width / dims.width;
  const height = Math.round(dims.height * scale);
  return (
    <Stage width={width} height={height} listening={false} style={{ border: '1px solid var(--mantine-color-gray-3)' }}>
      <Layer listening={false}>
        <Group scaleX={scale} scaleY={scale}>
          <Rect width={dims.width} height={dims.height} fill="white" />
          <SceneFrame document={document} time={time} />
        </Group>
      </Layer>
    </Stage>
  );
}

/** One version read-only in the scene player, to watch it play. */
export function VersionPlayer({ sceneID, version }: { sceneID: string; version: number }) {
  const { data, isError } = useSceneDocumentQuery({ sceneID, version });
  if (isError)
    return (
      <Text size="sm" c="red">
        Version {version} could not be read.
      </Text>
    );
  return <ScenePlayer document={data?.document ?? null} height={600} />;
}

export function VersionPreview({ sceneID, version, time, width }: { sceneID: string; version: number; time: number; width: number }) {
  const { data, isError } = useSceneDocumentQuery({ sceneID, version });
  const height = Math.round((width * SceneDefaults.height) / SceneDefaults.width);
  if (isError)
    return (
      <Center w={width} h={height}>
        <Text size="sm" c="red">
          Version {version} could not be read.
        </Text>
      </Center>
    );
  if (!data)
    return (
      <Center w={width} h={height}>
        <Loader size="sm" />
      </Center>
    );
  return <DocumentPreview document={data.document} time={time} width={width} />;
}
