// The icon and colour of each production task type (spec 000 section 1); contracts names the icon.
import { ThemeIcon } from '@mantine/core';
import { IconBrush, IconEye, IconMicrophone, IconMovie, IconScript, IconWaveSine, type Icon } from '@tabler/icons-react';
import { TrackingTaskTypes, type TaskTypeIcon, type TrackingTaskType } from '@wb/contracts';

const ICONS: Record<TaskTypeIcon, Icon> = { script: IconScript, brush: IconBrush, microphone: IconMicrophone, waveSine: IconWaveSine, movie: IconMovie, eye: IconEye };

export const taskTypeOf = (taskID: number): TrackingTaskType | undefined => TrackingTaskTypes.find((t) => t.taskID === taskID);

/** The task type's icon on its colour; the name is said beside it, so the icon itself is decoration. */
export function TaskTypeBadgeIcon({ taskID, size = 24 }: { taskID: number; size?: number }) {
  const type = taskTypeOf(taskID);
  const Glyph = ICONS[type?.icon ?? 'script'];
  return (
    <ThemeIcon color={type?.color ?? 'gray'} size={size} radius="xl" aria-hidden>
      <Glyph size={Math.round(size * 0.65)} stroke={1.8} />
    </ThemeIcon>
  );
}
