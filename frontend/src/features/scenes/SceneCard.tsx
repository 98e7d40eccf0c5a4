// One scene on the dashboard (spec 002, Scenes dashboard), 300 wide: thumbnail or Get thumbnail, the
// name, labels, the comment indicator, the menu and the export state. A click (or Enter) opens the
// scene; once any scene is selected a click toggles this one instead; Space always toggles.
import type { KeyboardEvent } from 'react';
import { AspectRatio, Box, Button, Card, Checkbox, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Calls, type Scene, type SceneExport, type SceneLabel } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectMayCall } from '../auth/selectMayCall';
import { ExportState } from '../exports/ExportState';
import { CommentIndicator } from './CommentIndicator';
import { keepToSelf, SceneLabels } from './SceneLabels';
import { SceneMenu } from './SceneMenu';
import { sceneOpened, sceneSelectionToggled, selectDeletingScenes, selectLabelling, selectSelectedSceneIDs, selectThumbnailing, thumbnailRequested } from './scenesSlice';
import { clickIntent } from './selection';

/** Spec 002 section 9: scene cards are 300 wide. */
export const SCENE_CARD_WIDTH = 300;

const formatDuration = (ms: number): string => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

function Thumbnail({ scene }: { scene: Scene }) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectThumbnailing).includes(scene.sceneID);
  // Getting one stores it on the scene (updateThumbnail): without that grant the placeholder stays.
  const mayStore = useAppSelector(selectMayCall(Calls.scene.updateThumbnail));
  const { width, height } = scene.data.dimensions;
  return (
    <AspectRatio ratio={width > 0 && height > 0 ? width / height : 16 / 9} bg="gray.1">
      {scene.data.thumbnail ? (
        <Image src={scene.data.thumbnail} alt="" fit="contain" bg="white" />
      ) : (
        <Stack align="center" justify="center" gap={6}>
          <IconPhoto size={28} color="var(--mantine-color-gray-5)" aria-hidden />
          {mayStore && (
            <Button
              size="compact-sm"
              variant="white"
              loading={busy}
              aria-label={`Get thumbnail of ${scene.data.name}`}
              onClick={(e) => {
                keepToSelf(e);
                dispatch(thumbnailRequested({ sceneID: scene.sceneID, duration: scene.data.duration }));
              }}
              onKeyDown={keepToSelf}
            >
              Get thumbnail
            </Button>
          )}
        </Stack>
      )}
    </AspectRatio>
  );
}

export function SceneCard({ scene, labels, exports }: { scene: Scene; labels: readonly SceneLabel[]; exports: readonly SceneExport[] }) {
  const dispatch = useAppDispatch();
  const selectedIDs = useAppSelector(selectSelectedSceneIDs);
  const deleting = useAppSelector(selectDeletingScenes).includes(scene.sceneID);
  const labelling = useAppSelector(selectLabelling).includes(scene.sceneID);
  const selected = selectedIDs.includes(scene.sceneID);
  const { sceneID, projectID } = scene;
  const name = scene.data.name;

  const toggle = () => dispatch(sceneSelectionToggled(sceneID));
  const open = () => dispatch(sceneOpened({ projectID, sceneID }));
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      open();
    }
    if (e.key === ' ') {
      e.preventDefault();
      toggle();
    }
  };

  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding={0}
      w={SCENE_CARD_WIDTH}
      h="100%"
      tabIndex={0}
      aria-label={name}
      data-scene-card={name}
      data-selected={selected || undefined}
      className="scene-card"
      shadow={selected ? 'md' : 'xs'}
      onClick={() => (clickIntent(selectedIDs) === 'open' ? open() : toggle())}
      onKeyDown={onKeyDown}
      style={{
        cursor: 'pointer',
        opacity: deleting ? 0.5 : 1,
        outline: selected ? '3px solid var(--mantine-color-indigo-6)' : undefined,
        outlineOffset: -1,
      }}
    >
      <Box pos="relative">
        <Thumbnail scene={scene} />
        <Checkbox
          pos="absolute"
          top={8}
          left={8}
          checked={selected}
          aria-label={`Select ${name}`}
          onChange={toggle}
          onClick={keepToSelf}
          onKeyDown={keepToSelf}
          styles={{ input: { cursor: 'pointer', boxShadow: 'var(--mantine-shadow-xs)' } }}
        />
        <Text pos="absolute" bottom={6} right={8} size="xs" fw={600} px={6} bg="rgba(0,0,0,0.65)" c="white" style={{ borderRadius: 4 }}>
          {formatDuration(scene.data.duration)}
        </Text>
      </Box>
      <Stack gap={6} p="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate="end" title={name}>
            {name}
          </Text>
          <Group gap={4} wrap="nowrap">
            <CommentIndicator scene={scene} />
            <SceneMenu scene={scene} busy={deleting} />
          </Group>
        </Group>
        <SceneLabels scene={scene} labels={labels} busy={labelling || deleting} />
        <ExportState exports={exports} name={name} />
      </Stack>
    </Card>
  );
}
