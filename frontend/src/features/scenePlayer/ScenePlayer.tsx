// A ready scene player: the stage scaled to fit its box at the scene's aspect (1920x1080 by default)
// and the controls of spec 002 (play/pause, skip 5 s back and forward, a progress bar that takes clicks
// and arrow keys, the time, the rate cycling 1x to 16x). Used by the editor's test button and review.
import { useEffect, type KeyboardEvent } from 'react';
import { Layer, Rect, Stage } from 'react-konva';
import { ActionIcon, Box, Button, Group, Loader, Slider, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconPlayerPauseFilled, IconPlayerPlayFilled, IconRewindBackward5, IconRewindForward5 } from '@tabler/icons-react';
import { SceneDefaults, type SceneDocument } from '@wb/contracts';
import { SceneFrame } from './draw/SceneFrame';
import { usePlayback } from './playback/usePlayback';
import { formatPlayerTime } from './playback/formatTime';

export interface ScenePlayerProps {
  /** null while the scene's document loads. */
  document: SceneDocument | null;
  /** The height of the whole player (stage and controls); it fills its parent's width. */
  height?: number | string;
  /** Start playing as soon as the document is there (the editor's test button). */
  autoPlay?: boolean;
  /** Told the time (ms) whenever it changes: review stamps comments with it. */
  onTimeChange?: (time: number) => void;
}

const CONTROLS_HEIGHT = 56;
/** Arrow keys on the progress bar move a tenth of a second. */
const SLIDER_STEP = 100;

export function ScenePlayer({ document, height = 480, autoPlay = false, onTimeChange }: ScenePlayerProps) {
  const playback = usePlayback(document ? document.duration : null, { autoPlay });
  const { ref, width: boxWidth, height: boxHeight } = useElementSize();
  const sceneWidth = document?.dimensions?.width ?? SceneDefaults.width;
  const sceneHeight = document?.dimensions?.height ?? SceneDefaults.height;
  const scale = Math.max(0, Math.min(boxWidth / sceneWidth, boxHeight / sceneHeight));
  const { state } = playback;
  useEffect(() => onTimeChange?.(state.time), [state.time, onTimeChange]);

  // Space plays and pauses while the player has focus; on a button, Space already clicks it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== ' ' || (event.target instanceof HTMLElement && event.target.closest('button'))) return;
    event.preventDefault();
    playback.toggle();
  };

  return (
    <Box
      role="region"
      aria-label="Scene player"
      tabIndex={0}
      onKeyDown={onKeyDown}
      h={height}
      style={{ display: 'flex', flexDirection: 'column', outlineOffset: 2, borderRadius: 8, overflow: 'hidden' }}
      bg="dark.8"
    >
      <Box ref={ref} style={{ flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {!document && <Loader color="gray.0" role="status" aria-label="Loading scene..." />}
        {document && scale > 0 && (
          <Stage width={Math.floor(sceneWidth * scale)} height={Math.floor(sceneHeight * scale)} scaleX={scale} scaleY={scale} listening={false}>
            <Layer listening={false}>
              <Rect width={sceneWidth} height={sceneHeight} fill="white" />
              <SceneFrame document={document} time={state.time} />
            </Layer>
          </Stage>
        )}
      </Box>
      <Group h={CONTROLS_HEIGHT} px="sm" gap="xs" wrap="nowrap" bg="dark.7">
        <Tooltip label="Back 5 seconds">
          <ActionIcon variant="subtle" color="gray.0" aria-label="Back 5 seconds" onClick={() => playback.skip('back')}>
            <IconRewindBackward5 size={20} />
          </ActionIcon>
        </Tooltip>
        <ActionIcon variant="filled" size="lg" radius="xl" aria-label={state.playing ? 'Pause' : 'Play'} onClick={playback.toggle} disabled={state.status === 'loading' || state.duration <= 0}>
          {state.playing ? <IconPlayerPauseFilled size={18} /> : <IconPlayerPlayFilled size={18} />}
        </ActionIcon>
        <Tooltip label="Forward 5 seconds">
          <ActionIcon variant="subtle" color="gray.0" aria-label="Forward 5 seconds" onClick={() => playback.skip('forward')}>
            <IconRewindForward5 size={20} />
          </ActionIcon>
        </Tooltip>
        <Slider
          style={{ flex: 1 }}
          min={0}
          max={Math.max(state.duration, 1)}
          step={SLIDER_STEP}
          value={state.time}
          onChange={playback.seek}
          label={null}
          thumbLabel="Scene progress"
          thumbValueText={(value) => `${formatPlayerTime(value)} of ${formatPlayerTime(state.duration)}`}
          disabled={state.status === 'loading' || state.duration <= 0}
          size="sm"
        />
        <Text size="sm" c="gray.0" ff="monospace" aria-label="Time" style={{ whiteSpace: 'nowrap' }}>
          {formatPlayerTime(state.time)} / {formatPlayerTime(state.duration)}
        </Text>
        <Button variant="light" color="gray" size="compact-sm" w={52} aria-label={`Playback speed ${state.rate}x`} onClick={playback.cycleRate}>
          {state.rate}x
        </Button>
      </Group>
    </Box>
  );
}
