import { Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { DUE_COLOR, dueText, dueToneOf, todayHere } from './dueDate';

/** A task's due date: grey, orange under 3 days, red with an alert icon past due; nothing without one. */
export function DueDateLabel({ dueDate, today = todayHere() }: { dueDate: string | null; today?: string }) {
  if (dueDate === null) return null;
  const tone = dueToneOf(dueDate, today);
  return (
    <Group gap={4} wrap="nowrap" c={DUE_COLOR[tone]} data-due-tone={tone}>
      {tone === 'overdue' ? <IconAlertCircle size={14} aria-label="Past due" /> : null}
      <Text span size="xs" c={DUE_COLOR[tone]} fw={tone === 'normal' ? 400 : 600}>
        {dueText(dueDate, today)}
      </Text>
    </Group>
  );
}
