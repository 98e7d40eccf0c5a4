import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { AnalyticsMetric, AnalyticsTotals } from '@wb/contracts';
import { TaskTypeBadgeIcon, taskTypeOf } from '../tracking/taskTypeIcon';
import { projectsText, wordsText } from './figures';

/** The metric's figure first, then the other: the projects worked on and their words. */
const figuresText = (metric: AnalyticsMetric, figures: { projects: number; words: number }): [string, string] =>
  metric === 'projects' ? [projectsText(figures.projects), wordsText(figures.words)] : [wordsText(figures.words), projectsText(figures.projects)];

/** The per-task totals of a range: each task type's metric and hours, then all of them. */
export function TaskTotals({ totals, metric }: { totals: AnalyticsTotals; metric: AnalyticsMetric }) {
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Totals per task">
        {totals.byTask.map((t) => (
          <Paper key={t.taskID} component="li" withBorder radius="sm" p="xs" style={{ borderLeft: `4px solid ${taskTypeOf(t.taskID)?.color ?? 'gray'}` }}>
            <Group gap={6} wrap="nowrap" mb={4}>
              <TaskTypeBadgeIcon taskID={t.taskID} size={20} />
              <Text size="xs" fw={600}>
                {taskTypeOf(t.taskID)?.name}
              </Text>
            </Group>
            <Text size="sm">{figuresText(metric, t)[0]}</Text>
            <Text size="xs" c="dimmed">
              {t.hours} h
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="sm" fw={600} aria-label="Totals">
        In all: {figuresText(metric, totals).join(' · ')} · {totals.hours} h
      </Text>
    </>
  );
}
