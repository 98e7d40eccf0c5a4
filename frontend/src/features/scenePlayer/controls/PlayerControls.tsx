// The player's controls bar (spec 002): skip back, play/pause, skip forward, the progress bar with its
// marks, the time and the rate. It re-renders on every animation frame while the scene plays, so it is
// kept cheap and apart: its own compositing layer with paint and layout contained, so the thumb and the
// time moving repaint this bar only and not the page around the player (bench review_frame_p95); the
// marks and the time below re-render only when what they show changes.
import { memo } from 'react';
import { ActionIcon, Button, Group, Slider, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { PlaybackState } from '../playback/playbackSlice';
import { formatPlayerTime } from '../playback/formatTime';
import { ProgressMarks, type PlayerMarker } from './ProgressMarks';
import { SkipButton } from './SkipButton';

const CONTROLS_HEIGHT = 56;
/** Arrow keys on the progress bar move a tenth of a second. */
const SLIDER_STEP = 100;

interface Props {
  state: PlaybackState;
  markers: readonly PlayerMarker[] | undefined;
  selectedMarkerID: string | null | undefined;
  onMarker: ((id: string) => void) | undefined;
  onToggle(): void;
  onSkip(direction: 'back' | 'forward'): void;
  onSeek(time: number): void;
  onCycleRate(): void;
}

/** The time as text: a new string ten times a second at 1x, not one per frame. */
const TimeText = memo(function TimeText({ time, duration }: { time: string; duration: string }) {
  return (
    <Text size="sm" c="gray.0" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
      {time} / {duration}
    </Text>
  );
});

export function PlayerControls({ state, markers, selectedMarkerID, onMarker, onToggle, onSkip, onSeek, onCycleRate }: Props) {
  const disabled = state.status === 'loading' || state.duration <= 0;
  return (
    <Group h={CONTROLS_HEIGHT} px="sm" gap="xs" wrap="nowrap" bg="dark.7" style={{ flex: 'none', contain: 'layout paint', willChange: 'transform' }}>
      <SkipButton direction="back" onSkip={onSkip} />
      <ActionIcon variant="filled" size="lg" radius="xl" aria-label={state.playing ? 'Pause' : 'Play'} onClick={onToggle} disabled={disabled}>
        {state.playing ? <IconPlayerPauseFilled size={18} /> : <IconPlayerPlayFilled size={18} />}
      </ActionIcon>
      <SkipButton direction="forward" onSkip={onSkip} />
      <div style={{ position: 'relative', flex: 1, minWidth: 0 }}>
        <Slider
          min={0}
          max={Math.max(state.duration, 1)}
          step={SLIDER_STEP}
          value={state.time}
          onChange={onSeek}
          label={null}
          thumbLabel="Scene progress"
          thumbValueText={(value) => `${formatPlayerTime(value)} of ${formatPlayerTime(state.duration)}`}
          disabled={disabled}
          size="sm"
        />
        {markers && <ProgressMarks markers={markers} duration={state.duration} selectedID={selectedMarkerID} onMarker={onMarker} />}
      </div>
      <TimeText time={formatPlayerTime(state.time)} duration={formatPlayerTime(state.duration)} />
      <Button variant="light" color="gray" size="compact-sm" w={52} aria-label={`Playback speed ${state.rate}x`} onClick={onCycleRate}>
        {state.rate}x
      </Button>
    </Group>
  );
}
