import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { Messages, type Task } from '@wb/contracts';
import { completedText } from './completedOn';
import { DueDateLabel } from './DueDateLabel';
import { projectContentsHref } from './projectPath';
import { TaskMark } from './TaskMark';
import { useUserTasksQuery } from './tasksApi';

function UserTaskRow({ task }: { task: Task }) {
  const done = task.status === 2;
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" data-task-row={task.taskID}>
      <TaskMark task={task} mine />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text size="sm" td={done ? 'line-through' : undefined} c={done ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
          {task.data.text}
        </Text>
        <Group gap="sm" wrap="wrap">
          {done ? (
            <Text size="xs" c="dimmed">
              {completedText(task.data.completedOn)}
            </Text>
          ) : (
            <DueDateLabel dueDate={task.data.dueDate} />
          )}
          <Anchor href={projectContentsHref(task.project.projectID)} size="xs">
            {task.project.name}
          </Anchor>
        </Group>
        {task.data.notes ? (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {task.data.notes}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

/** The signed-in user's tasks (spec 000, Profile): checkbox, text, due date, notes and project link; open ones first. */
export function UserTaskList() {
  const { data, isLoading } = useUserTasksQuery(undefined);
  if (isLoading) return <Loader size="sm" role="status" aria-label="Loading your tasks" />;
  const tasks = data?.tasks ?? [];
  if (tasks.length === 0) return <Text c="dimmed">{Messages.taskNoOpen}</Text>;
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Your tasks">
      {tasks.map((task) => (
        <UserTaskRow key={task.taskID} task={task} />
      ))}
    </Stack>
  );
}
