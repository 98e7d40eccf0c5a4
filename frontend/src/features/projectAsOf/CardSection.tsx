// The project's card as it was: name, status, folders, due date, links, word count, the board's card,
// and its members.
import { Anchor, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ProjectStatus, type ProjectSnapshot } from '@wb/contracts';
import { StatusBadge } from '../../shared/StatusBadge';
import { formatDate } from '../../shared/formatDate';

const STATUS_CODE = { active: ProjectStatus.Active, archived: ProjectStatus.Archived, deleted: ProjectStatus.Deleted } as const;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" size="sm">
        {children}
      </Text>
    </div>
  );
}

export function CardSection({ snapshot }: { snapshot: ProjectSnapshot }) {
  const { card, members } = snapshot;
  if (!card)
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-label="Card">
        <Text c="gray.7">The project did not exist yet.</Text>
      </Paper>
    );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Card">
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }} data-testid="as-of-name">
            {card.name}
          </Title>
          <StatusBadge status={STATUS_CODE[card.status]} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Fact label="Created">{formatDate(card.createdAt)}</Fact>
          <Fact label="Folders">{card.folders.length === 0 ? 'None' : card.folders.map((f) => f.name).join(', ')}</Fact>
          <Fact label="Due">{card.due.date === null ? 'No due date' : `${formatDate(card.due.date)}${card.due.completedOn ? ` (completed ${formatDate(card.due.completedOn)})` : ''}`}</Fact>
          <Fact label="Word count">{card.wordCount ?? 'Not counted'}</Fact>
          <Fact label="Board card">{card.boardCard ? `${card.boardCard.name}${card.boardCard.due ? `, due ${formatDate(card.boardCard.due)}` : ''}` : 'None'}</Fact>
          <Fact label="Members">{members.map((m) => m.name).join(', ') || 'None'}</Fact>
        </SimpleGrid>
        {card.links.length > 0 && (
          <Fact label="Links">
            <List size="sm">
              {card.links.map((link) => (
                <List.Item key={link.url}>
                  <Anchor href={link.url} target="_blank" rel="noreferrer">
                    {link.name || link.url}
                  </Anchor>{' '}
                  ({link.type})
                </List.Item>
              ))}
            </List>
          </Fact>
        )}
      </Stack>
    </Paper>
  );
}
