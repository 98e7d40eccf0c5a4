// The scene's name in the header: click to edit inline, Enter saves (never empty), Escape cancels.
import { useState } from 'react';
import { TextInput, UnstyledButton, Title } from '@mantine/core';

export function SceneNameField({ name, onRename }: { name: string; onRename(name: string): void }) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      // At most 40% of the window: a long name is cut with an ellipsis rather than push the header's
      // save state and Versions button off the screen.
      <UnstyledButton onClick={() => setDraft(name)} aria-label={`Scene name ${name}, click to rename`} title={name} maw="40vw" miw={0}>
        <Title order={4} fw={600} lineClamp={1}>
          {name}
        </Title>
      </UnstyledButton>
    );
  }
  const commit = () => {
    const next = draft.trim();
    setDraft(null);
    if (next !== '' && next !== name) onRename(next);
  };
  return (
    <TextInput
      autoFocus
      size="sm"
      w={320}
      value={draft}
      aria-label="Scene name"
      error={draft.trim() === '' ? 'A scene needs a name.' : undefined}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && draft.trim() !== '') commit();
        if (e.key === 'Escape') setDraft(null);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
