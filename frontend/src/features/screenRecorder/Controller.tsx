// The exporter's controller (spec 002, "Screen-recording exporter"): previous and next, 'n / total'
// with the item's name, the time, a progress bar that takes clicks, back, play/pause and forward
// (1 second), and the speed cycling 1x to 16x. Shown in the pop-out window, or in the page when there
// is none. Plain elements and Mantine's without hooks on `window`: in the pop-out they live in
// another window than the page's scripts.
import type { MouseEvent } from 'react';
import { ActionIcon, Box, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled, IconPlayerSkipBackFilled, IconPlayerSkipForwardFilled, IconPlayerTrackNextFilled, IconPlayerTrackPrevFilled } from '@tabler/icons-react';
import { formatPlayerTime } from '../scenePlayer/playback/formatTime';
import { RecorderMessages } from './messages';
import { positionLabel } from './recorderQueue';
import type { Recorder } from './useRecorder';

interface Props {
  recorder: Recorder;
  /** The shown item's name. */
  name: string;
  /** 'scene' or 'file', for the buttons' names. */
  noun: string;
  note: string | null;
}

export function Controller({ recorder, name, noun, note }: Props) {
  const { queue, state } = recorder;
  const progress = state.duration > 0 ? Math.min(1, state.time / state.duration) : 0;
  const seekAt = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) recorder.seekFraction((event.clientX - box.left) / box.width);
  };
  return (
    <Stack gap="sm" p="md" data-recorder-controller>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <ActionIcon variant="default" size="lg" aria-label={`Previous ${noun}`} onClick={recorder.previous} disabled={queue.index <= 0}>
          <IconPlayerSkipBackFilled size={18} />
        </ActionIcon>
        <Text fw={600} ta="center" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} aria-live="polite" data-recorder-position>
          {positionLabel(queue)} · {name}
        </Text>
        <ActionIcon variant="default" size="lg" aria-label={`Next ${noun}`} onClick={recorder.next} disabled={queue.index >= queue.total - 1}>
          <IconPlayerSkipForwardFilled size={18} />
        </ActionIcon>
      </Group>
      <Text size="sm" ta="center" ff="monospace" data-recorder-time>
        {formatPlayerTime(state.time)} / {formatPlayerTime(state.duration)}
      </Text>
      <Box
        role="slider"
        tabIndex={0}
        aria-label={`${noun[0]?.toUpperCase() ?? ''}${noun.slice(1)} progress`}
        aria-valuemin={0}
        aria-valuemax={Math.round(state.duration)}
        aria-valuenow={Math.round(state.time)}
        aria-valuetext={`${formatPlayerTime(state.time)} of ${formatPlayerTime(state.duration)}`}
        onClick={seekAt}
        py={6}
        style={{ cursor: 'pointer' }}
      >
        <Progress value={progress * 100} size="lg" radius="xl" transitionDuration={0} aria-hidden />
      </Box>
      <Group justify="center" gap="sm" wrap="nowrap">
        <ActionIcon variant="default" size="lg" aria-label="Back 1 second" onClick={recorder.back} disabled={!recorder.ready}>
          <IconPlayerTrackPrevFilled size={18} />
        </ActionIcon>
        <ActionIcon variant="filled" size="xl" radius="xl" aria-label={state.playing ? 'Pause' : 'Play'} onClick={recorder.toggle} disabled={!recorder.ready || state.duration <= 0}>
          {state.playing ? <IconPlayerPauseFilled size={22} /> : <IconPlayerPlayFilled size={22} />}
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label="Forward 1 second" onClick={recorder.forward} disabled={!recorder.ready}>
          <IconPlayerTrackNextFilled size={18} />
        </ActionIcon>
        <Button variant="light" size="compact-md" w={60} aria-label={`Playback speed ${state.rate}x`} onClick={recorder.cycleRate}>
          {state.rate}x
        </Button>
      </Group>
      {note && (
        <Text size="xs" c="gray.7" ta="center">
          {note}
        </Text>
      )}
      {queue.finished && (
        <Text size="sm" c="teal.9" ta="center" role="status">
          {RecorderMessages.finished}
        </Text>
      )}
    </Stack>
  );
}
