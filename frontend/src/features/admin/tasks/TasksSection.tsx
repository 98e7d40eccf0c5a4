import { ActionIcon, Button, Card, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Messages, type Task, type TaskBoardFilters } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { SectionHeader } from '../../../shared/SectionHeader';
import { DueDateLabel } from '../../tasks/DueDateLabel';
import { todayHere } from '../../tasks/dueDate';
import { useBoardTasksQuery } from '../../tasks/tasksApi';
import { selectTaskBusy, taskDeleteRequested, taskDialogOpened } from '../../tasks/tasksSlice';
import { ALL, BOARD_COLUMNS, cappedNote, columnsOf, filterValue } from './boardColumns';
import { TaskDialog } from './TaskDialog';

function BoardCard({ task }: { task: Task }) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectTaskBusy)[task.taskID] === true;
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete task',
      children: <Text size="sm">{Messages.taskDeleteConfirm}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red.9', 'data-autofocus': true },
      onConfirm: () => dispatch(taskDeleteRequested({ taskID: task.taskID, asAdmin: true })),
    });
  return (
    <Card component="li" withBorder padding="xs" radius="md" data-board-task={task.taskID}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <UnstyledButton onClick={() => dispatch(taskDialogOpened(task))} style={{ flex: 1, minWidth: 0 }} title="Edit task">
          <Stack gap={2}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {task.data.text}
            </Text>
            <Text size="xs" c="dimmed">
              {task.user.fullName || `User ${task.userID}`} · {task.project.name}
            </Text>
            <Text size="xs" c="dimmed">
              Assigned by {task.creator.fullName || `User ${task.data.creatorUserID}`}
            </Text>
            <DueDateLabel dueDate={task.data.dueDate} />
          </Stack>
        </UnstyledButton>
        <Tooltip label="Delete task">
          <ActionIcon variant="subtle" color="red.9" aria-label={`Delete “${task.data.text}”`} loading={busy} onClick={confirmDelete}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Card>
  );
}

interface Filters {
  assigner: string;
  assignee: string;
  project: string;
}

const people = (list: TaskBoardFilters['assigners']) => [{ value: ALL, label: 'All' }, ...list.map((p) => ({ value: String(p.userID), label: p.fullName || `User ${p.userID}` }))];

/** The admin Tasks board (spec 001, Tasks tab): Due, Due soon and Overdue columns of open tasks; assigner, assignee and project filters. */
export function TasksSection() {
  const dispatch = useAppDispatch();
  const [filters, setFilters] = useState<Filters>({ assigner: ALL, assignee: ALL, project: ALL });
  const assigner = filterValue(filters.assigner);
  const assignee = filterValue(filters.assignee);
  const projectID = filterValue(filters.project);
  // The columns are the asker's calendar days: the server counts and pages them by the same day.
  const today = todayHere();
  const { data, isLoading, isFetching } = useBoardTasksQuery({
    today,
    ...(assigner ? { assignerUserID: Number(assigner) } : {}),
    ...(assignee ? { assigneeUserID: Number(assignee) } : {}),
    ...(projectID ? { projectID } : {}),
  });
  const choices = data?.filters ?? { assigners: [], assignees: [], projects: [] };
  const columns = columnsOf(data?.tasks ?? [], today);
  const set = (key: keyof Filters) => (value: string | null) => setFilters((f) => ({ ...f, [key]: value ?? ALL }));

  return (
    <Stack gap="md">
      <SectionHeader title="Tasks">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => dispatch(taskDialogOpened(null))}>
          Create task
        </Button>
      </SectionHeader>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select label="Assigner" data={people(choices.assigners)} value={filters.assigner} onChange={set('assigner')} allowDeselect={false} w={200} />
        <Select label="Assignee" data={people(choices.assignees)} value={filters.assignee} onChange={set('assignee')} allowDeselect={false} w={200} />
        <Select
          label="Project"
          data={[{ value: ALL, label: 'All' }, ...choices.projects.map((p) => ({ value: p.projectID, label: p.name }))]}
          value={filters.project}
          onChange={set('project')}
          allowDeselect={false}
          searchable
          w={240}
        />
        {isFetching && !isLoading ? <Loader size="xs" role="status" aria-label="Filtering" /> : null}
      </Group>
      {isLoading ? (
        <Loader role="status" aria-label="Loading tasks" />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {BOARD_COLUMNS.map(({ bucket, title }) => {
            const shown = columns[bucket].length;
            const total = data?.counts[bucket] ?? shown;
            const note = cappedNote(shown, total);
            return (
              <Paper key={bucket} withBorder p="sm" radius="md" bg="gray.0" component="section" aria-labelledby={`tasks-column-${bucket}`}>
                <Group justify="space-between" mb="xs">
                  <Title order={3} size="h5" id={`tasks-column-${bucket}`}>
                    {title}
                  </Title>
                  <Text size="xs" c="dimmed">
                    {total.toLocaleString('en-US')}
                  </Text>
                </Group>
                {note ? (
                  <Text size="xs" c="dimmed" mb="xs" data-column-note={bucket}>
                    {note}
                  </Text>
                ) : null}
                {shown === 0 ? (
                  <Text size="sm" c="dimmed">
                    No tasks
                  </Text>
                ) : (
                  <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
                    {columns[bucket].map((task) => (
                      <BoardCard key={task.taskID} task={task} />
                    ))}
                  </Stack>
                )}
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
      <TaskDialog />
    </Stack>
  );
}
