// The production roles a tracking entry is logged against (spec 000 section 1: "Each has an icon and a
// colour"). The ids, names and colours are the kernel's TaskTypes; the icon is named here, and the
// client maps the name to its icon set (docs/decisions/tracking.md).
import { TaskTypes } from '../kernel/constants';

/** The icon of each task type, by taskID (names of the client's icon set, without its prefix). */
const TASK_TYPE_ICONS = ['script', 'brush', 'microphone', 'waveSine', 'movie', 'eye'] as const;
export type TaskTypeIcon = (typeof TASK_TYPE_ICONS)[number];

export interface TrackingTaskType {
  readonly taskID: number;
  readonly name: string;
  readonly color: string;
  readonly icon: TaskTypeIcon;
}

export const TrackingTaskTypes: readonly TrackingTaskType[] = TaskTypes.map((t) => ({ ...t, icon: TASK_TYPE_ICONS[t.taskID] ?? 'script' }));

/** The highest task id (the list is fixed: 0 Script Writer .. 5 Reviewer). */
export const MAX_TASK_ID = TaskTypes.length - 1;
