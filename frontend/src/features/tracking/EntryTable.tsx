import { useState } from 'react';
import { ActionIcon, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { TrackingEntry } from '@wb/contracts';
import { ScrollTable } from '../../shared/ScrollTable';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TaskTypeBadgeIcon, taskTypeOf } from './taskTypeIcon';
import { formatHours } from './TrackingTotals';
import { entryKeyText, entryRemoveRequested, selectTracking } from './trackingSlice';

/** Rows shown at first, and added by each Show more (a project may hold thousands). */
const PAGE = 25;

/** The entries, newest day first, each with Edit and Remove. */
export function EntryTable({ projectID, entries, onEdit }: { projectID: string; entries: readonly TrackingEntry[]; onEdit: (entry: TrackingEntry) => void }) {
  const dispatch = useAppDispatch();
  const { removing } = useAppSelector(selectTracking);
  const [shown, setShown] = useState(PAGE);
  if (entries.length === 0) return <Text c="dimmed">No hours logged yet.</Text>;
  const rest = entries.length - shown;
  return (
    <>
      <ScrollTable label="Tracking entries" minWidth={460}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Person</Table.Th>
              <Table.Th>Task</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Hours</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.slice(0, shown).map((e) => {
              const key = entryKeyText(e);
              const what = `${taskTypeOf(e.taskID)?.name ?? 'task'} hours of ${e.user.givenName} on ${e.date}`;
              return (
                <Table.Tr key={key}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{e.date}</Table.Td>
                  <Table.Td>
                    {e.user.givenName} {e.user.familyName}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <TaskTypeBadgeIcon taskID={e.taskID} size={20} />
                      <Text size="sm">{taskTypeOf(e.taskID)?.name}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{formatHours(e.hours)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <ActionIcon variant="subtle" aria-label={`Edit ${what}`} onClick={() => onEdit(e)}>
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${what}`}
                        loading={removing === key}
                        onClick={() => dispatch(entryRemoveRequested({ projectID, taskID: e.taskID, userID: e.userID, date: e.date }))}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {rest > 0 && (
        <Button variant="subtle" size="xs" onClick={() => setShown((n) => n + PAGE)}>
          Show {Math.min(rest, PAGE)} more of {rest} entries
        </Button>
      )}
    </>
  );
}
