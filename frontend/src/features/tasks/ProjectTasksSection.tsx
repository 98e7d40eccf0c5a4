import { ActionIcon, Button, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Messages, TaskLimits, type Project, type Task } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../auth/authSlice';
import { completedText } from './completedOn';
import { DueDateLabel } from './DueDateLabel';
import { TaskMark } from './TaskMark';
import { useProjectTasksQuery } from './tasksApi';
import { selectTaskBusy, taskDeleteRequested } from './tasksSlice';

function ProjectTaskRow({ task, me }: { task: Task; me: number | null }) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectTaskBusy)[task.taskID] === true;
  const done = task.status === 2;
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete task',
      children: <Text size="sm">{Messages.taskDeleteConfirm}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red.9', 'data-autofocus': true },
      onConfirm: () => dispatch(taskDeleteRequested({ taskID: task.taskID, asAdmin: false })),
    });
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" data-task-row={task.taskID}>
      <TaskMark task={task} mine={task.userID === me} />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text size="sm" td={done ? 'line-through' : undefined} c={done ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
          {task.data.text}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Text size="xs" c="dimmed">
            {task.user.fullName || `User ${task.userID}`}
          </Text>
          {done ? (
            <Text size="xs" c="dimmed">
              {completedText(task.data.completedOn)}
            </Text>
          ) : (
            <DueDateLabel dueDate={task.data.dueDate} />
          )}
        </Group>
      </Stack>
      {/* Only the creator sees delete (spec 000 section 4). */}
      {task.data.creatorUserID === me ? (
        <Tooltip label="Delete task">
          <ActionIcon variant="subtle" color="red.9" aria-label={`Delete “${task.data.text}”`} loading={busy} onClick={confirmDelete}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The contents page's tasks: open ones, then the first 5 completed, the rest behind 'Show N more completed tasks'. */
export function ProjectTasksSection({ project }: { project: Project }) {
  const me = useAppSelector(selectCurrentUser)?.userID ?? null;
  const [allCompleted, setAllCompleted] = useState(false);
  const { data, isLoading } = useProjectTasksQuery({ projectID: project.projectID });
  if (isLoading) return <Loader size="sm" role="status" aria-label="Loading tasks" />;
  const tasks = data?.tasks ?? [];
  const open = tasks.filter((t) => t.status === 1);
  const completed = tasks.filter((t) => t.status === 2);
  const shown = allCompleted ? completed : completed.slice(0, TaskLimits.completedShown);
  const more = completed.length - shown.length;
  return (
    <Stack gap="sm">
      {open.length === 0 ? (
        <Text size="sm" c="dimmed">
          {Messages.taskNoOpen}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" style={listStyle} aria-label="Open tasks">
          {open.map((task) => (
            <ProjectTaskRow key={task.taskID} task={task} me={me} />
          ))}
        </Stack>
      )}
      {completed.length > 0 ? (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            Completed
          </Text>
          <Stack component="ul" gap="sm" style={listStyle} aria-label="Completed tasks">
            {shown.map((task) => (
              <ProjectTaskRow key={task.taskID} task={task} me={me} />
            ))}
          </Stack>
          {more > 0 ? (
            <Button variant="subtle" size="compact-sm" onClick={() => setAllCompleted(true)} style={{ alignSelf: 'flex-start' }}>
              {Messages.taskShowMoreCompleted(more)}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
