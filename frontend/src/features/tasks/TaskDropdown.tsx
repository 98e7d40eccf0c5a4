import { ActionIcon, Anchor, Button, Divider, Group, Indicator, Loader, Popover, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useState } from 'react';
import { Messages, TaskLimits, type Task } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { completedText } from './completedOn';
import { DueDateLabel } from './DueDateLabel';
import { projectContentsHref } from './projectPath';
import { TaskMark } from './TaskMark';
import { useUserTasksQuery } from './tasksApi';
import { selectCompletingAll, tasksCompleteRequested } from './tasksSlice';

function DropdownRow({ task, onOpenProject }: { task: Task; onOpenProject: () => void }) {
  const done = task.status === 2;
  return (
    <Group component="li" gap="xs" wrap="nowrap" align="flex-start" px={8} py={4} data-task-row={task.taskID}>
      <TaskMark task={task} mine />
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Text size="sm" td={done ? 'line-through' : undefined} c={done ? 'dimmed' : undefined} lineClamp={2}>
          {task.data.text}
        </Text>
        <Group gap="xs" wrap="wrap">
          {done ? (
            <Text size="xs" c="dimmed">
              {completedText(task.data.completedOn)}
            </Text>
          ) : (
            <DueDateLabel dueDate={task.data.dueDate} />
          )}
          <Anchor href={projectContentsHref(task.project.projectID)} size="xs" onClick={onOpenProject}>
            {task.project.name}
          </Anchor>
        </Group>
      </Stack>
    </Group>
  );
}

const listStyle = { listStyle: 'none' } as const;

/** The header's task list (spec 000, "Notifications and tasks in the header"): open tasks up to 400 px, completed up to 175 px, mark all as complete. */
export function TaskDropdown() {
  const dispatch = useAppDispatch();
  const [opened, setOpened] = useState(false);
  const completing = useAppSelector(selectCompletingAll);
  const { data, isLoading } = useUserTasksQuery(undefined);
  const tasks = data?.tasks ?? [];
  const open = tasks.filter((t) => t.status === 1);
  const completed = tasks.filter((t) => t.status === 2);
  const close = () => setOpened(false);

  return (
    <Indicator label={open.length > 99 ? '99+' : open.length} size={16} disabled={open.length === 0} color="indigo" offset={4}>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" trapFocus returnFocus>
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={open.length > 0 ? `Tasks, ${open.length} open` : 'Tasks'} onClick={() => setOpened((o) => !o)}>
            <IconChecklist size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" aria-label="Tasks">
          <Group justify="space-between" px={8} pb={4} wrap="nowrap">
            <Title order={2} size="sm">
              Tasks
            </Title>
            {open.length > 0 ? (
              <Button variant="subtle" size="compact-xs" loading={completing} onClick={() => dispatch(tasksCompleteRequested({ taskIDs: open.map((t) => t.taskID) }))}>
                Mark all as complete
              </Button>
            ) : null}
          </Group>
          {isLoading ? (
            <Loader size="sm" m="sm" role="status" aria-label="Loading your tasks" />
          ) : (
            <>
              <ScrollArea.Autosize mah={TaskLimits.openListHeight} type="auto" data-list="open">
                {open.length === 0 ? (
                  <Text size="sm" c="dimmed" p="sm">
                    {Messages.taskNoOpen}
                  </Text>
                ) : (
                  <Stack component="ul" gap={0} m={0} p={0} style={listStyle} aria-label="Open tasks">
                    {open.map((task) => (
                      <DropdownRow key={task.taskID} task={task} onOpenProject={close} />
                    ))}
                  </Stack>
                )}
              </ScrollArea.Autosize>
              {completed.length > 0 ? (
                <>
                  <Divider my={4} label="Completed" labelPosition="left" />
                  <ScrollArea.Autosize mah={TaskLimits.completedListHeight} type="auto" data-list="completed">
                    <Stack component="ul" gap={0} m={0} p={0} style={listStyle} aria-label="Completed tasks">
                      {completed.map((task) => (
                        <DropdownRow key={task.taskID} task={task} onOpenProject={close} />
                      ))}
                    </Stack>
                  </ScrollArea.Autosize>
                </>
              ) : null}
            </>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
