import { useEffect, useState } from 'react';
import { Alert, Anchor, Badge, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconExternalLink } from '@tabler/icons-react';
import { Messages, type CardLink } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatDate } from '../../shared/formatDate';
import { useCardDataQuery } from './cardBoardApi';
import { dueRequested, selectCardBoard, unlinkRequested } from './cardBoardSlice';

/** The day of an ISO due date, for the native date input (the card board keeps a time too). */
const dayOf = (due: string | null): string => (due === null ? '' : due.slice(0, 10));

/**
 * The linked card: its name (to the card board), its list ('[LIST NOT FOUND]' when the card board has
 * lost it), its due date with completion, and for editors the due date form and Remove sync, after a
 * confirmation (spec 000 sections 5 and 8).
 */
export function LinkedCard({ link, canEdit }: { link: CardLink; canEdit: boolean }) {
  const dispatch = useAppDispatch();
  const { busy } = useAppSelector(selectCardBoard);
  const card = useCardDataQuery({ cardId: link.id });
  const [day, setDay] = useState(dayOf(link.due));
  const [complete, setComplete] = useState(link.dueComplete);
  useEffect(() => setDay(dayOf(link.due)), [link.due]);
  useEffect(() => setComplete(link.dueComplete), [link.dueComplete]);
  const listName = card.data ? (card.data.cardData.list?.name ?? Messages.cardBoardListNotFound) : null;
  const changed = day !== dayOf(link.due) || complete !== link.dueComplete;

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: 'Remove card-board sync',
      children: <Text size="sm">{Messages.cardBoardRemoveSyncConfirm}</Text>,
      labels: { confirm: 'Remove sync', cancel: 'Cancel' },
      confirmProps: { color: 'red.9', 'data-autofocus': true },
      onConfirm: () => dispatch(unlinkRequested({ projectID: link.projectID })),
    });

  return (
    <Stack gap="sm" data-testid="linked-card">
      <Group gap="xs" wrap="wrap">
        <Anchor href={link.url} target="_blank" rel="noopener noreferrer" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {link.name} <IconExternalLink size={14} aria-label="opens the card board in a new tab" />
        </Anchor>
        {listName !== null && (
          <Badge variant="light" color={listName === Messages.cardBoardListNotFound ? 'red' : 'indigo'} data-testid="card-list">
            {listName}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {link.due === null ? 'No due date on the card.' : `Due ${formatDate(link.due)}`}
        {link.dueComplete ? ' · complete' : ''}
      </Text>
      {card.error && (
        <Alert color="orange" variant="light" title="The card board did not answer">
          {card.error.message}
        </Alert>
      )}
      {canEdit && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            dispatch(dueRequested({ cardId: link.id, dueDate: day === '' ? null : day, dueComplete: complete }));
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput type="date" label="Card due date" value={day} onChange={(e) => setDay(e.currentTarget.value)} />
            <Checkbox label="Complete" checked={complete} onChange={(e) => setComplete(e.currentTarget.checked)} mb={8} />
            <Button type="submit" disabled={!changed} loading={busy === 'due'}>
              Save due date
            </Button>
            <Button variant="filled" color="red.9" onClick={confirmRemove} loading={busy === 'unlink'}>
              Remove sync
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
