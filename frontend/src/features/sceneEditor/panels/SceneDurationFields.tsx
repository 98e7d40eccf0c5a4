// With nothing selected the panel edits the scene's duration, as minutes (0-15) and seconds (1-60).
import { Group, Stack, Text } from '@mantine/core';
import type { SceneDocument } from '@wb/contracts';
import { joinDuration, SceneDurationBounds, setSceneDuration, splitDuration } from '../ops';
import type { DocumentCapture } from '../state/history';
import { NumericField } from './NumericField';

interface Props {
  document: SceneDocument;
  onChange(next: SceneDocument, label: string, capture?: DocumentCapture): void;
}

export function SceneDurationFields({ document, onChange }: Props) {
  const { minutes, seconds } = splitDuration(document.duration);
  const commit = (m: number, s: number, capture: DocumentCapture) => onChange(setSceneDuration(document, joinDuration(m, s)), 'Change scene duration', capture);
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Scene
      </Text>
      <Text size="xs" c="dimmed">
        Duration
      </Text>
      <Group grow gap="xs">
        <NumericField label="Minutes" value={minutes} precision={0} {...SceneDurationBounds.minutes} step={1} onCommit={(m, capture) => commit(m, seconds, capture)} />
        <NumericField label="Seconds" value={seconds} precision={0} {...SceneDurationBounds.seconds} step={1} onCommit={(s, capture) => commit(minutes, s, capture)} />
      </Group>
    </Stack>
  );
}
