// Tags of the selected files: remove one, or find one by typing and add it; when no tag has exactly
// the typed name, 'Create new tag' makes it (tags are case-insensitive, so 'Cells' matches 'cells').
import { useState } from 'react';
import { Button, CloseButton, Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Messages, type TagRef } from '@wb/contracts';
import type { z } from 'zod';
import { useAppDispatch } from '../../app/hooks';
import { useSearchTagsQuery } from './assetsApi';
import { tagChosen, tagRemoved } from './assetsSlice';

type Tag = z.infer<typeof TagRef>;

export function TagEditor({ fileIDs, tags, canEdit }: { fileIDs: string[]; tags: readonly Tag[]; canEdit: boolean }) {
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [typed] = useDebouncedValue(text.trim(), 250);
  const { data } = useSearchTagsQuery({ text: typed }, { skip: !canEdit || typed === '' });
  const shown = typed !== '' && typed === text.trim();
  const exact = (data?.tags ?? []).some((t) => t.name.toLowerCase() === typed.toLowerCase());
  const offered = (data?.tags ?? []).filter((t) => !tags.some((have) => have.tagID === t.tagID)).slice(0, 6);
  const add = (tagID: string | null) => {
    dispatch(tagChosen({ fileIDs, tagID, text: typed }));
    setText('');
  };
  return (
    <Stack gap={6}>
      {tags.length === 0 ? (
        <Text size="sm" c="dimmed">
          {Messages.noTagsForAsset}
        </Text>
      ) : (
        <Group gap={6}>
          {tags.map((t) => (
            <Pill
              key={t.tagID}
              size="md"
              withRemoveButton={canEdit}
              onRemove={() => dispatch(tagRemoved({ fileIDs, tagID: t.tagID }))}
              removeButtonProps={{ 'aria-label': `Remove tag ${t.name}` }}
              data-tag={t.name}
            >
              {t.name}
            </Pill>
          ))}
        </Group>
      )}
      {canEdit && (
        <>
          <TextInput
            size="xs"
            label="Add a tag"
            placeholder="Type a tag"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.currentTarget.value)}
            rightSection={text ? <CloseButton size="sm" aria-label="Clear the tag text" onClick={() => setText('')} /> : null}
            onKeyDown={(e) => {
              if (e.key !== 'Enter' || !shown) return;
              e.preventDefault();
              const match = (data?.tags ?? []).find((t) => t.name.toLowerCase() === typed.toLowerCase());
              add(match ? match.tagID : null);
            }}
          />
          {shown && (
            <Group gap={6}>
              {offered.map((t) => (
                <Button key={t.tagID} size="compact-xs" variant="light" onClick={() => add(t.tagID)}>
                  {t.name}
                </Button>
              ))}
              {data && !exact && (
                <Button size="compact-xs" variant="outline" onClick={() => add(null)}>
                  {Messages.createNewTag}
                </Button>
              )}
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
