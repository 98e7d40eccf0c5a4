import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { Messages } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectHasGrant } from '../auth/authSlice';
import type { ContentsSectionProps } from '../projectContents/contentsSections';
import { useCardLinkQuery, useFolderCardsQuery } from './cardBoardApi';
import { linkRequested, selectCardBoard } from './cardBoardSlice';
import { LinkedCard } from './LinkedCard';

/** Choosing a card among the cards of the project's folders' boards, and linking it (spec 000 section 5). */
function CardChooser({ projectID, groups }: { projectID: string; groups: readonly string[] }) {
  const dispatch = useAppDispatch();
  const { busy, refusal } = useAppSelector(selectCardBoard);
  const cards = useFolderCardsQuery({ projectGroupIDs: [...groups] });
  const [chosen, setChosen] = useState<string | null>(null);
  if (cards.isLoading) return <Loader size="sm" aria-label="Loading the cards" />;
  if (cards.error) {
    const notConfigured = cards.error.code === 'cardBoardNotConfigured';
    return (
      <Alert color={notConfigured ? 'gray' : 'orange'} variant="light" title={notConfigured ? 'No card board' : 'The card board did not answer'}>
        {cards.error.message}
      </Alert>
    );
  }
  const choices = cards.data?.cards ?? [];
  if (choices.length === 0) return <Text c="dimmed">{Messages.cardBoardNoCards}</Text>;
  const shownRefusal = refusal?.projectID === projectID ? refusal : null;
  return (
    <Stack gap="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (chosen) dispatch(linkRequested({ projectID, trelloCardId: chosen }));
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Card"
            placeholder="Choose a card"
            searchable
            data={choices.map((c) => ({ value: c.id, label: c.name }))}
            value={chosen}
            onChange={setChosen}
            style={{ flex: 1, minWidth: 200 }}
            comboboxProps={{ withinPortal: true }}
          />
          <Button type="submit" disabled={!chosen} loading={busy === 'link'}>
            Link card
          </Button>
        </Group>
      </form>
      {shownRefusal && (
        <Alert color="red" variant="light" role="alert" data-testid="card-linked-elsewhere">
          {shownRefusal.message}{' '}
          <Anchor href={`#/projectContents/${encodeURIComponent(shownRefusal.existingProject.projectID)}`} c="red.9" fw={600} underline="always">
            {shownRefusal.existingProject.name}
          </Anchor>
          . {Messages.cardBoardChooseAnother}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The Card-board link section of the contents page: the linked card, or (for editors) the choice of
 * one among the cards of the project's folders' boards. A project in no folder, a folder without
 * cards and a server without a card board each say so (spec 000 sections 5 and 8).
 */
export function CardBoardSection({ project }: ContentsSectionProps) {
  const canEdit = useAppSelector(selectHasGrant('content.projects-edit'));
  const link = useCardLinkQuery({ projectID: project.projectID });
  if (link.isLoading) return <Loader size="sm" aria-label="Loading the card-board link" />;
  const linked = link.data?.trello ?? null;
  if (linked !== null) return <LinkedCard link={linked} canEdit={canEdit} />;
  if (project.groups.length === 0) return <Text c="dimmed">{Messages.cardBoardNoFolders}</Text>;
  if (!canEdit) return <Text c="dimmed">This project is not linked to a card.</Text>;
  return <CardChooser projectID={project.projectID} groups={project.groups} />;
}
