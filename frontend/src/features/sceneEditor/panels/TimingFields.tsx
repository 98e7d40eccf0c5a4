// When the selection shows (start and duration, in seconds) and how it eases between keyframes.
import { Group, Select, Stack, Text } from '@mantine/core';
import { Easings, SceneLimits, type EditorElement, type Easing, type SceneDocument } from '@wb/contracts';
import { setElementFields, setElementTiming } from '../ops';
import type { DocumentCapture } from '../state/history';
import { NumericField } from './NumericField';
import { EasingOptions, shared } from './propertyValues';

interface Props {
  document: SceneDocument;
  elements: EditorElement[];
  onChange(next: SceneDocument, label: string, capture?: DocumentCapture): void;
}

const isEasing = (value: string): value is Easing => (Easings as readonly string[]).includes(value);

export function TimingFields({ document, elements, onChange }: Props) {
  const locked = elements.some((el) => el.locked);
  const start = shared(elements, (el) => el.start);
  const duration = shared(elements, (el) => el.duration);
  const sceneSeconds = document.duration / 1000;
  const retime = (change: (el: EditorElement) => [number, number], label: string, capture: DocumentCapture) =>
    onChange(
      elements.reduce((doc, el) => setElementTiming(doc, el.id, ...change(el)), document),
      label,
      capture,
    );
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        Timing
      </Text>
      <Group grow gap="xs" wrap="nowrap">
        <NumericField
          label="Start (s)"
          value={start === null ? null : start / 1000}
          min={0}
          max={sceneSeconds}
          step={0.1}
          disabled={locked}
          onCommit={(s, capture) => retime((el) => [s * 1000, el.duration], 'Change start', capture)}
        />
        <NumericField
          label="Duration (s)"
          value={duration === null ? null : duration / 1000}
          min={SceneLimits.minElementDuration / 1000}
          max={sceneSeconds}
          step={0.1}
          disabled={locked}
          onCommit={(s, capture) => retime((el) => [el.start, s * 1000], 'Change duration', capture)}
        />
      </Group>
      <Select
        size="xs"
        label="Easing"
        disabled={locked}
        allowDeselect={false}
        data={[...EasingOptions]}
        placeholder="Mixed"
        value={shared(elements, (el) => el.easing ?? 'easeInOutSine')}
        onChange={(v) => {
          if (v !== null && isEasing(v))
            onChange(
              setElementFields(
                document,
                elements.map((el) => el.id),
                { easing: v },
              ),
              'Change easing',
            );
        }}
      />
    </Stack>
  );
}
