import { useState } from 'react';
import dayjs from 'dayjs';
import { Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { AnalyticsMetrics, Messages, PersonalRanges, type AnalyticsMetric, type PersonalRange } from '@wb/contracts';
import { AnalyticsChart } from './AnalyticsChart';
import { useMyAnalyticsQuery } from './analyticsApi';
import { projectsText, wordsText } from './figures';

const optionsOf = (table: Readonly<Record<string, string>>) => Object.entries(table).map(([value, label]) => ({ value, label }));

/** The profile's personal analytics (spec 000 section 2): this month, last month or all time; Projects or Words; per day for a month. */
export function PersonalAnalytics() {
  const [range, setRange] = useState<PersonalRange>('thisMonth');
  const [metric, setMetric] = useState<AnalyticsMetric>('projects');
  const { data } = useMyAnalyticsQuery({ range, metric, today: dayjs().format('YYYY-MM-DD') });
  const per = range === 'allTime' ? 'month' : 'day';
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <SegmentedControl aria-label="Range" data={optionsOf(PersonalRanges)} value={range} onChange={(v) => setRange(v as PersonalRange)} />
        <SegmentedControl aria-label="Data type" data={optionsOf(AnalyticsMetrics)} value={metric} onChange={(v) => setMetric(v as AnalyticsMetric)} />
      </Group>
      {!data ? (
        <Loader size="sm" aria-label="Loading your analytics" />
      ) : (
        <>
          <Text size="sm" aria-label="Your totals">
            {projectsText(data.totals.projects)} · {wordsText(data.totals.words)} · {data.totals.hours} h
          </Text>
          {data.totals.projects === 0 ? (
            <Text c="dimmed" size="sm">
              {Messages.analyticsNoWork}
            </Text>
          ) : (
            <AnalyticsChart points={data.series} height={200} caption={`Your ${AnalyticsMetrics[metric].toLowerCase()} per ${per}, ${data.range.from} to ${data.range.to}.`} />
          )}
        </>
      )}
    </Stack>
  );
}
