// A colour that, like the numeric fields, is committed on blur, Enter or the end of a swatch pick.
import { ColorInput } from '@mantine/core';
import { useEffect, useState } from 'react';

interface Props {
  label: string;
  value: string | null;
  onCommit(value: string): void;
  disabled?: boolean;
}

export function ColorField({ label, value, onCommit, disabled }: Props) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const commit = (next: string) => {
    if (next.trim() !== '' && next !== value) onCommit(next.trim());
  };
  return (
    <ColorInput
      size="xs"
      label={label}
      value={draft}
      disabled={disabled}
      placeholder={value === null ? 'Mixed' : undefined}
      format="hexa"
      swatches={['#000000', '#ffffff', '#e03131', '#2f9e44', '#1971c2', '#f08c00', 'transparent']}
      onChange={setDraft}
      onChangeEnd={commit}
      onBlur={() => commit(draft)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(draft);
      }}
    />
  );
}
