// Stroke, fill and corner radius, and for text its words, size, line height and weight.
import { Select, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Messages, type EditorElement, type ElementStyle, type SceneDocument } from '@wb/contracts';
import { FontWeightOptions, setElementFields, setProps } from '../ops';
import { ColorField } from './ColorField';
import type { DocumentCapture } from '../state/history';
import { NumericField } from './NumericField';
import { shared } from './propertyValues';

interface Props {
  document: SceneDocument;
  elements: EditorElement[];
  onChange(next: SceneDocument, label: string, capture?: DocumentCapture): void;
}

function TextField({ value, disabled, onCommit }: { value: string | null; disabled: boolean; onCommit(text: string): void }) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const tabbed = draft.includes('\t');
  return (
    <Textarea
      size="xs"
      label="Text"
      autosize
      minRows={2}
      maxRows={6}
      value={draft}
      disabled={disabled}
      placeholder={value === null ? 'Mixed' : undefined}
      error={tabbed ? Messages.tabsNotAllowed : undefined}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={() => {
        if (!tabbed && draft !== value) onCommit(draft);
      }}
    />
  );
}

export function StyleFields({ document, elements, onChange }: Props) {
  const ids = elements.map((el) => el.id);
  const locked = elements.some((el) => el.locked);
  const style = <K extends keyof ElementStyle>(key: K) => shared(elements, (el) => el.props.style[key]);
  const setStyle = (patch: Partial<ElementStyle>, label: string, capture: DocumentCapture = 'step') => onChange(setProps(document, ids, { style: patch }), label, capture);
  const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
  const allText = elements.every((el) => el.type === 'text');
  const anyRect = elements.every((el) => el.type === 'rect');
  const weight = num(style('fontWeight'));
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        Style
      </Text>
      <ColorField label="Stroke" value={style('stroke') ?? null} disabled={locked} onCommit={(stroke) => setStyle({ stroke }, 'Change stroke colour')} />
      <NumericField
        label="Stroke width"
        value={num(style('strokeWidth'))}
        min={0}
        step={1}
        disabled={locked}
        onCommit={(strokeWidth, capture) => setStyle({ strokeWidth }, 'Change stroke width', capture)}
      />
      <ColorField label="Fill" value={style('fill') ?? null} disabled={locked} onCommit={(fill) => setStyle({ fill }, 'Change fill')} />
      {anyRect && <NumericField label="Corner radius" value={num(style('rx')) ?? 0} min={0} step={1} disabled={locked} onCommit={(rx, capture) => setStyle({ rx }, 'Change corner radius', capture)} />}
      {allText && (
        <>
          <TextField value={shared(elements, (el) => el.text ?? '')} disabled={locked} onCommit={(text) => onChange(setElementFields(document, ids, { text }), 'Change text')} />
          <NumericField label="Font size" value={num(style('fontSize'))} min={1} step={1} disabled={locked} onCommit={(fontSize, capture) => setStyle({ fontSize }, 'Change font size', capture)} />
          <NumericField
            label="Line height"
            value={num(style('lineHeight'))}
            min={1}
            step={0.1}
            disabled={locked}
            onCommit={(lineHeight, capture) => setStyle({ lineHeight }, 'Change line height', capture)}
          />
          <Select
            size="xs"
            label="Font weight"
            disabled={locked}
            allowDeselect={false}
            data={FontWeightOptions.map((o) => ({ value: String(o.value), label: o.label }))}
            value={weight === null ? null : String(weight)}
            placeholder="Mixed"
            onChange={(v) => {
              if (v !== null) setStyle({ fontWeight: Number(v) }, 'Change font weight');
            }}
          />
        </>
      )}
    </Stack>
  );
}
