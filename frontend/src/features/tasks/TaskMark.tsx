import { Checkbox, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPointFilled } from '@tabler/icons-react';
import type { Task } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectTaskBusy, taskToggleRequested } from './tasksSlice';

/**
 * The assignee ticks a task off with a checkbox (labelled with its text); anyone else sees a bullet
 * while it is open and a check mark once it is done (spec 000 section 4).
 */
export function TaskMark({ task, mine }: { task: Task; mine: boolean }) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectTaskBusy)[task.taskID] === true;
  const done = task.status === 2;
  if (mine) {
    return (
      <Checkbox
        checked={done}
        disabled={busy}
        aria-label={done ? `Open “${task.data.text}” again` : `Mark “${task.data.text}” as complete`}
        onChange={(e) => dispatch(taskToggleRequested({ taskID: task.taskID, status: e.currentTarget.checked ? 2 : 1 }))}
        mt={2}
      />
    );
  }
  return done ? (
    <ThemeIcon size={18} radius="xl" color="teal" variant="light" aria-label="Done" role="img" mt={2}>
      <IconCheck size={12} aria-hidden />
    </ThemeIcon>
  ) : (
    <ThemeIcon size={18} radius="xl" color="gray" variant="transparent" aria-label="Open" role="img" mt={2}>
      <IconPointFilled size={14} aria-hidden />
    </ThemeIcon>
  );
}
