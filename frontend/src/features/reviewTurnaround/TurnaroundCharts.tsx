import { BarChart, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReviewTurnaroundMonth } from '@wb/contracts';
import { formatHours, formatRounds, monthLabel } from './turnaroundView';

function ChartFrame({ title, empty, children }: { title: string; empty: string | null; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" bg="white">
      <Text fw={600} size="sm" mb="xs">
        {title}
      </Text>
      {empty === null ? (
        children
      ) : (
        <Text c="dimmed" size="sm" py="xl" ta="center">
          {empty}
        </Text>
      )}
    </Paper>
  );
}

/** Axis ticks in plain numbers (the tooltips say them in words): 0.25, 1.5, 12. */
const tick = (value: number): string => String(Math.round(value * 100) / 100);

/** Every project together per month, oldest first: the median hours to resolution, and review rounds per scene. */
export function TurnaroundCharts({ months }: { months: readonly ReviewTurnaroundMonth[] }) {
  const data = months.map((m) => ({ month: monthLabel(m.month), median: m.medianHours, rounds: m.roundsPerScene }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <ChartFrame title="Median hours from comment to resolution" empty={months.some((m) => m.medianHours !== null) ? null : 'No comment made in these months is resolved yet.'}>
        <LineChart
          h={220}
          data={data}
          dataKey="month"
          series={[{ name: 'median', label: 'Median hours', color: 'blue.6' }]}
          valueFormatter={(v) => formatHours(v)}
          // At least an hour high: medians of minutes would otherwise make every tick round to 0.
          yAxisProps={{ tickFormatter: tick, domain: [0, (max: number) => Math.max(1, Math.ceil(max))] }}
          connectNulls
          curveType="linear"
        />
      </ChartFrame>
      <ChartFrame title="Review rounds per scene" empty={months.some((m) => m.roundsPerScene !== null) ? null : 'No scene was reviewed in these months.'}>
        <BarChart
          h={220}
          data={data}
          dataKey="month"
          series={[{ name: 'rounds', label: 'Rounds per scene', color: 'teal.6' }]}
          valueFormatter={(v) => formatRounds(v)}
          yAxisProps={{ tickFormatter: tick }}
        />
      </ChartFrame>
    </SimpleGrid>
  );
}
