// Play/pause, the time display and zoom of the timeline.
import type { ReactNode } from 'react';
import { ActionIcon, Group, Slider, Text, Tooltip } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { Timeline } from '@wb/contracts';
import { formatTime, ZoomFactor } from '../ops';

interface Props {
  time: number;
  duration: number;
  playing: boolean;
  onTogglePlay(): void;
  zoom: number;
  onZoom(zoom: number): void;
  extra?: ReactNode;
}

export function TimelineControls({ time, duration, playing, onTogglePlay, zoom, onZoom, extra }: Props) {
  return (
    <Group gap="xs" px="xs" h={36} wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Tooltip label={playing ? 'Pause (space)' : 'Play (space)'}>
        <ActionIcon variant="filled" aria-label={playing ? 'Pause' : 'Play'} onClick={onTogglePlay}>
          {playing ? <IconPlayerPauseFilled size={16} /> : <IconPlayerPlayFilled size={16} />}
        </ActionIcon>
      </Tooltip>
      <Text size="sm" ff="monospace" aria-live="off" aria-label="Time">
        {formatTime(time)} / {formatTime(duration)}
      </Text>
      <Group gap={4} ml="auto" wrap="nowrap">
        {extra}
        <ActionIcon variant="subtle" aria-label="Zoom out" onClick={() => onZoom(zoom / ZoomFactor)}>
          <IconZoomOut size={16} />
        </ActionIcon>
        <Slider w={140} size="sm" min={Timeline.minZoom} max={Timeline.maxZoom} step={0.005} value={zoom} onChange={onZoom} label={(z) => `${Math.round(z * 1000)} px/s`} thumbLabel="Timeline zoom" />
        <ActionIcon variant="subtle" aria-label="Zoom in" onClick={() => onZoom(zoom * ZoomFactor)}>
          <IconZoomIn size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
