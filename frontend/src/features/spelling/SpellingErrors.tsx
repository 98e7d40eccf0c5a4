// The Spelling Errors list (spec 002, File review screens): each misspelled word of the given texts
// with Save (into the user's saved spellings) and dismiss; 'No spelling errors found' when there is
// none; and the way to the Saved spellings dialog. The review screens give it the texts of the active
// file (a scene's text elements).
import { useState } from 'react';
import { ActionIcon, Button, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { Messages } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SavedSpellingsDialog } from './SavedSpellingsDialog';
import { misspelledWordDismissed, selectPendingWords, wordSaveRequested } from './spellingSlice';
import { useMisspelledWords } from './useMisspelledWords';

export interface SpellingErrorsProps {
  /** The texts to check; keep the array's identity while they are unchanged (the check reruns on a new one). */
  texts: readonly string[];
}

export function SpellingErrors({ texts }: SpellingErrorsProps) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPendingWords);
  const found = useMisspelledWords(texts);
  const [savedOpen, setSavedOpen] = useState(false);

  return (
    <Stack gap="xs" component="section" aria-labelledby="spelling-errors-title">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h5" id="spelling-errors-title">
          Spelling Errors
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={() => setSavedOpen(true)}>
          Saved spellings
        </Button>
      </Group>
      {found.status === 'loading' && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">Checking spelling</Text>
        </Group>
      )}
      {found.status === 'failed' && (
        <Text size="sm" c="dimmed" role="status">
          The spell check could not be loaded. Reload the page to try again.
        </Text>
      )}
      {found.status === 'ready' && found.words.length === 0 && (
        <Text size="sm" c="dimmed" role="status">
          {Messages.noSpellingErrors}
        </Text>
      )}
      {found.status === 'ready' && found.words.length > 0 && (
        <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Misspelled words">
          {found.words.map((word) => (
            <Group component="li" key={word} justify="space-between" wrap="nowrap" px="xs" py={2}>
              <Text c="red.9" style={{ overflowWrap: 'anywhere', textDecoration: 'underline wavy' }}>
                {word}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Tooltip label="Save spelling">
                  <ActionIcon variant="subtle" aria-label={`Save ${word}`} loading={pending.includes(word.toLowerCase())} onClick={() => dispatch(wordSaveRequested(word))}>
                    <IconDeviceFloppy size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Dismiss">
                  <ActionIcon variant="subtle" color="gray" aria-label={`Dismiss ${word}`} onClick={() => dispatch(misspelledWordDismissed(word))}>
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <SavedSpellingsDialog opened={savedOpen} onClose={() => setSavedOpen(false)} />
    </Stack>
  );
}
