import type { MessageTable } from '../kernel/messages';

// Spec 000 sections 2-4 word for word (taskNoOpen, taskDeleteConfirm, taskShowMoreCompleted); the
// refusals and the board's capped-column note are ours (docs/decisions/tasks.md).
export const TaskMessages = {
  taskNoOpen: 'No open tasks',
  taskDeleteConfirm: 'Are you sure you want to delete this task?',
  taskShowMoreCompleted: (n: number) => `Show ${n} more completed tasks`,
  taskBoardColumnCapped: (shown: number, total: number) => `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}: choose an assignee, assigner or project to narrow it`,
  taskNotFound: 'That task was not found.',
  taskOnlyAssigneeToggles: 'Only the person this task is assigned to can tick it off.',
  taskOnlyCreatorDeletes: 'Only the person who created this task can delete it.',
  taskAssigneeNotFound: 'There is no teammate with this userID.',
  taskAssigneeDeactivated: "This teammate's account is deactivated: choose another teammate.",
  taskProjectNotFound: 'That project was not found.',
} as const satisfies MessageTable;
