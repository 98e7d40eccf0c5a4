// Position, size (rectangles), scale, rotation, opacity and drawing progress of the selection, at the
// playhead: an animated property is read from and written to its keyframes there (ops/animated.ts).
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { EditorElement, ElementProps, SceneDocument } from '@wb/contracts';
import { fieldAt, fromPercent, setFieldAt, toPercent, type NumericRule } from '../ops';
import type { DocumentCapture } from '../state/history';
import { NumericField } from './NumericField';
import { shared } from './propertyValues';
import { newId } from './types';

interface Props {
  document: SceneDocument;
  elements: EditorElement[];
  time: number;
  onChange(next: SceneDocument, label: string, capture?: DocumentCapture): void;
}
type Field = keyof ElementProps & string;
interface FieldSpec {
  field: Field;
  label: string;
  rule: NumericRule;
  percent?: boolean;
  precision?: number;
}

const Pair = ({ children }: { children: ReactNode }) => (
  <Group grow gap="xs" wrap="nowrap">
    {children}
  </Group>
);

export function TransformFields({ document, elements, time, onChange }: Props) {
  const ids = elements.map((el) => el.id);
  const locked = elements.some((el) => el.locked);
  const field = ({ field: name, label, rule, percent, precision }: FieldSpec) => {
    const value = shared(elements, (el) => fieldAt(el, name, time));
    return (
      <NumericField
        key={name}
        label={label}
        {...rule}
        precision={precision ?? 2}
        disabled={locked}
        value={value === null ? null : percent ? toPercent(value) : value}
        onCommit={(v, capture) => onChange(setFieldAt(document, ids, name, percent ? fromPercent(v) : v, time, newId), `Change ${label.toLowerCase()}`, capture)}
      />
    );
  };
  const allRects = elements.every((el) => el.type === 'rect');
  const progress = elements.every((el) => el.type === 'text')
    ? field({ field: 'progress', label: 'Progress %', rule: { min: 0, max: 100, step: 1 }, percent: true, precision: 1 })
    : elements.every((el) => el.type === 'path')
      ? field({ field: 'pathProgress', label: 'Progress %', rule: { min: 0, max: 100, step: 1 }, percent: true, precision: 1 })
      : null;
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        Transform
      </Text>
      <Pair>
        {field({ field: 'translateX', label: 'X', rule: { step: 1 } })}
        {field({ field: 'translateY', label: 'Y', rule: { step: 1 } })}
      </Pair>
      {allRects && (
        <Pair>
          {field({ field: 'width', label: 'Width', rule: { min: 0, step: 1 } })}
          {field({ field: 'height', label: 'Height', rule: { min: 0, step: 1 } })}
        </Pair>
      )}
      <Pair>
        {field({ field: 'scaleX', label: 'Scale X', rule: { step: 0.1 } })}
        {field({ field: 'scaleY', label: 'Scale Y', rule: { step: 0.1 } })}
      </Pair>
      <Pair>
        {field({ field: 'rotate', label: 'Rotate', rule: { step: 1 } })}
        {field({ field: 'opacity', label: 'Opacity %', rule: { min: 0, max: 100, step: 1 }, percent: true, precision: 1 })}
      </Pair>
      {progress}
    </Stack>
  );
}
