import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TrackingTotals as Totals } from '@wb/contracts';
import { TaskTypeBadgeIcon, taskTypeOf } from './taskTypeIcon';

export const formatHours = (hours: number): string => `${hours} h`;

/** Hours per task type (all six, with icon and colour), per person, and in all. */
export function TrackingTotals({ totals }: { totals: Totals }) {
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Hours per task">
        {totals.byTask.map((t) => (
          <Paper key={t.taskID} component="li" withBorder radius="sm" p={6} style={{ borderLeft: `4px solid ${taskTypeOf(t.taskID)?.color ?? 'gray'}` }}>
            <Group gap={6} wrap="nowrap">
              <TaskTypeBadgeIcon taskID={t.taskID} size={22} />
              <Text size="xs" style={{ flex: 1 }}>
                {taskTypeOf(t.taskID)?.name}
              </Text>
              <Text size="sm" fw={600}>
                {formatHours(t.hours)}
              </Text>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <Group gap="md" wrap="wrap" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Hours per person">
        {totals.byUser.map((u) => (
          <Text key={u.user.userID} component="li" size="sm">
            {u.user.givenName} {u.user.familyName}: <b>{formatHours(u.hours)}</b>
          </Text>
        ))}
      </Group>
      <Text size="sm" fw={600}>
        Total: {formatHours(totals.hours)}
      </Text>
    </Stack>
  );
}
