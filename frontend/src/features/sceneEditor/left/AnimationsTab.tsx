// Animations: the selected element's keyframe groups (each with its keyframes' times), and presets
// that put a common animation on it in one step.
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { keyframeKindsOf, type SceneDocument } from '@wb/contracts';
import { findElement, updateElement } from '../ops';
import { AnimationPresets } from './animationPresets';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function AnimationsTab({
  document,
  selectedIds,
  onChange,
  onSeek,
}: {
  document: SceneDocument;
  selectedIds: string[];
  onChange(next: SceneDocument, label: string): void;
  onSeek(time: number): void;
}) {
  const element = selectedIds.length === 1 && selectedIds[0] ? findElement(document, selectedIds[0]) : null;
  if (!element)
    return (
      <Text size="sm" c="dimmed" p="sm">
        Select one element to see and add its animations.
      </Text>
    );
  return (
    <Stack gap="sm" p="sm">
      <Text size="sm" fw={600}>
        {element.name}
      </Text>
      {keyframeKindsOf(element.type).map((kind) => {
        const frames = element.keyframes[kind] ?? [];
        return (
          <Stack key={kind} gap={4}>
            <Group justify="space-between">
              <Text size="sm" tt="capitalize">
                {kind}
              </Text>
              <Badge size="sm" variant="light">
                {frames.length}
              </Badge>
            </Group>
            <Group gap={4}>
              {frames.map((k) => (
                <Button key={k.id} size="compact-xs" variant="default" onClick={() => onSeek(k.time)} aria-label={`Go to the ${kind} keyframe at ${seconds(k.time)}`}>
                  {seconds(k.time)}
                </Button>
              ))}
            </Group>
          </Stack>
        );
      })}
      <Text size="sm" fw={600} mt="sm">
        Presets
      </Text>
      <Group gap={6}>
        {AnimationPresets.map((preset) => {
          const next = preset.apply(element);
          return (
            <Button
              key={preset.id}
              size="xs"
              variant="light"
              disabled={next === null}
              onClick={() =>
                next &&
                onChange(
                  updateElement(document, element.id, () => next),
                  preset.label,
                )
              }
            >
              {preset.label}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
