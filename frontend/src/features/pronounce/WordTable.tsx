// The guide's words: the word, its phonetics, a player for its audio and who added it. Only the
// creator sees Edit and Delete on their words; Delete asks first.
import { ActionIcon, Avatar, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Messages, type PronunciationWord } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { initialsOf } from '../../shared/initials';
import { ScrollTable } from '../../shared/ScrollTable';
import { selectCurrentUser } from '../auth/authSlice';
import { editWordOpened, selectDeletingWords, wordDeleteConfirmed } from './pronounceSlice';

const confirmDelete = (word: string, onConfirm: () => void) =>
  modals.openConfirmModal({
    title: 'Delete word',
    children: <Text size="sm">Delete {word} and its recording from the guide? This cannot be undone.</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    // red-9: white on the default red is 3.3:1. The confirm button takes the focus: Enter deletes, Escape keeps.
    confirmProps: { color: 'red.9', 'data-autofocus': true },
    onConfirm,
  });

function Creator({ word }: { word: PronunciationWord }) {
  const { givenName, familyName, avatar } = word.createdBy;
  const name = `${givenName} ${familyName}`.trim() || 'Someone';
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar src={avatar} size={28} radius="xl" color="indigo" alt="">
        {initialsOf(givenName, familyName)}
      </Avatar>
      <Text size="sm">{name}</Text>
    </Group>
  );
}

function OwnWordActions({ word }: { word: PronunciationWord }) {
  const dispatch = useAppDispatch();
  const deleting = useAppSelector(selectDeletingWords).includes(word.wordID);
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" aria-label={`Edit ${word.word}`} onClick={() => dispatch(editWordOpened(word))}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="red.9"
          aria-label={`Delete ${word.word}`}
          loading={deleting}
          onClick={() => confirmDelete(word.word, () => dispatch(wordDeleteConfirmed({ wordID: word.wordID, word: word.word })))}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export function WordTable({ words }: { words: readonly PronunciationWord[] }) {
  const me = useAppSelector(selectCurrentUser)?.userID ?? null;
  return (
    <ScrollTable label="Words of the pronunciation guide" minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Words of the pronunciation guide">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Word</Table.Th>
            <Table.Th>
              <Tooltip label={Messages.phoneticsHint}>
                <span>Phonetics</span>
              </Tooltip>
            </Table.Th>
            <Table.Th>Pronunciation</Table.Th>
            <Table.Th>Added by</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {words.map((w) => (
            <Table.Tr key={w.wordID} data-word={w.word}>
              <Table.Td>
                <Text fw={600}>{w.word}</Text>
              </Table.Td>
              <Table.Td>
                <Text ff="monospace" size="sm">
                  {w.data.phonetics || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <audio controls preload="none" src={w.data.audio} aria-label={`Pronunciation of ${w.word}`} style={{ height: 36, maxWidth: 260 }} />
              </Table.Td>
              <Table.Td>
                <Creator word={w} />
              </Table.Td>
              <Table.Td>{me !== null && w.createdBy.userID === me && <OwnWordActions word={w} />}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
