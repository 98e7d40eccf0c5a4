// The Saved spellings dialog (spec 002, File review screens): the user's saved words, each with a
// delete; the list scrolls past 400 px (spec 002 section 9).
import { ActionIcon, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useSavedWordsQuery } from './dictionaryApi';
import { savedWordDeleteRequested, selectPendingWords } from './spellingSlice';

const SAVED_LIST_MAX_HEIGHT_PX = 400;

export function SavedSpellingsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPendingWords);
  const { data, isLoading } = useSavedWordsQuery(undefined, { skip: !opened });
  const words = data?.words ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title="Saved spellings" centered closeButtonProps={{ 'aria-label': 'Close saved spellings' }}>
      {isLoading && <Loader size="sm" aria-label="Loading saved spellings" />}
      {data && words.length === 0 && <Text c="dimmed">No saved spellings yet. Save a word from the Spelling Errors list.</Text>}
      {words.length > 0 && (
        <ScrollArea.Autosize mah={SAVED_LIST_MAX_HEIGHT_PX} type="auto">
          <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Saved spellings">
            {words.map(({ word }) => (
              <Group component="li" key={word} justify="space-between" wrap="nowrap" px="xs" py={4}>
                <Text style={{ overflowWrap: 'anywhere' }}>{word}</Text>
                <ActionIcon variant="subtle" color="red" aria-label={`Delete ${word}`} loading={pending.includes(word.toLowerCase())} onClick={() => dispatch(savedWordDeleteRequested(word))}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Modal>
  );
}
