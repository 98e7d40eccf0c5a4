// The project's tasks and tracked hours as they were.
import { Badge } from '@mantine/core';
import { TrackingTaskTypes, type ProjectSnapshot } from '@wb/contracts';
import { formatDate } from '../../shared/formatDate';
import { TableSection, type SnapshotColumn } from './SnapshotTable';

type SnapshotTask = ProjectSnapshot['tasks'][number];
type SnapshotTracking = ProjectSnapshot['tracking'][number];

const TASK_COLUMNS: readonly SnapshotColumn<SnapshotTask>[] = [
  { header: 'Task', wrap: true, cell: (t) => t.text },
  { header: 'Assignee', cell: (t) => t.assignee.name },
  { header: 'Due', cell: (t) => formatDate(t.dueDate) },
  {
    header: 'State',
    cell: (t) => (
      <Badge color={t.done ? 'teal' : 'gray'} variant="light">
        {t.done ? `Done ${formatDate(t.completedOn)}` : 'Open'}
      </Badge>
    ),
  },
];

export function TasksSection({ tasks }: { tasks: ProjectSnapshot['tasks'] }) {
  return <TableSection title="Tasks" empty="No tasks then." minWidth={520} columns={TASK_COLUMNS} rows={tasks} rowKey={(t) => t.taskID} />;
}

const taskTypeName = (taskID: number): string => TrackingTaskTypes.find((t) => t.taskID === taskID)?.name ?? `Task ${taskID}`;

const TRACKING_COLUMNS: readonly SnapshotColumn<SnapshotTracking>[] = [
  { header: 'Day', cell: (e) => formatDate(e.date) },
  { header: 'Task type', cell: (e) => taskTypeName(e.taskID) },
  { header: 'Who', cell: (e) => e.user.name },
  { header: 'Hours', cell: (e) => e.hours },
];

export function TrackingSection({ tracking }: { tracking: ProjectSnapshot['tracking'] }) {
  return <TableSection title="Tracking" empty="No hours tracked then." minWidth={440} columns={TRACKING_COLUMNS} rows={tracking} rowKey={(e) => `${e.taskID}|${e.user.userID}|${e.date}`} />;
}
