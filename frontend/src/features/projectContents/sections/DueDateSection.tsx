import { useEffect, useState } from 'react';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { formatDate } from '../../../shared/formatDate';
import type { ContentsSectionProps } from '../contentsSections';
import { useSetting } from '../useSetting';

/** A YYYY-MM-DD due date as MM-DD-YYYY, read as that calendar day wherever the viewer is. */
const dayOf = (date: string): string => {
  const [y, m, d] = date.split('-');
  return `${m}-${d}-${y}`;
};

/**
 * The due date (spec 000 section 4): none, then set, then completed ('Completed on' its date); it can
 * be edited or cleared. The date input is the native one, and Save needs a value (section 5).
 */
export function DueDateSection({ project }: ContentsSectionProps) {
  const { canEdit, pending, saved, send } = useSetting('due');
  const { date, completedOn } = project.data.due;
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(date ?? '');
  useEffect(() => {
    setEditing(false);
  }, [saved]);
  useEffect(() => setValue(date ?? ''), [date]);
  const projectID = project.projectID;
  const showForm = canEdit && (date === null || editing);

  return (
    <Stack gap="sm">
      {date === null ? (
        <Text c="dimmed">No due date.</Text>
      ) : (
        <Group gap="sm" wrap="wrap">
          <Text>
            Due <strong data-testid="due-date">{dayOf(date)}</strong>
          </Text>
          {completedOn ? (
            <Badge color="teal" variant="light" tt="none" leftSection={<IconCalendarCheck size={14} aria-hidden />} data-testid="due-completed">
              Completed on {formatDate(completedOn)}
            </Badge>
          ) : (
            <Badge color="orange" variant="light">
              Open
            </Badge>
          )}
        </Group>
      )}
      {showForm && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (value) send({ call: 'addDueDate', input: { projectID, dueDate: value } });
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput type="date" label="Due date" value={value} onChange={(e) => setValue(e.currentTarget.value)} />
            <Button type="submit" disabled={!value || value === date} loading={pending}>
              Save
            </Button>
            {editing && (
              <Button variant="subtle" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            )}
          </Group>
        </form>
      )}
      {canEdit && date !== null && !editing && (
        <Group gap="sm">
          {!completedOn && (
            <Button variant="light" color="teal" loading={pending} onClick={() => send({ call: 'dueDateComplete', input: { projectID } })}>
              Mark complete
            </Button>
          )}
          <Button variant="default" disabled={pending} onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button variant="subtle" color="red" disabled={pending} onClick={() => send({ call: 'addDueDate', input: { projectID, dueDate: null } })}>
            Clear
          </Button>
        </Group>
      )}
    </Stack>
  );
}
