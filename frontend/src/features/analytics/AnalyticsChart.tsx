import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { AnalyticsPoint } from '@wb/contracts';
import { chartOf } from './chartData';

/** The metric per bucket, in all and per task type, as a line chart (@mantine/charts) with its caption; straight segments, since a bucket's figure says nothing of the days between. */
export function AnalyticsChart({ points, caption, height = 260 }: { points: readonly AnalyticsPoint[]; caption: string; height?: number }) {
  const { data, series } = chartOf(points);
  return (
    <figure style={{ margin: 0 }}>
      <LineChart h={height} data={data} dataKey="bucket" series={series} curveType="linear" withLegend legendProps={{ verticalAlign: 'bottom' }} yAxisProps={{ allowDecimals: false }} />
      <Text component="figcaption" size="xs" c="dimmed" mt={4}>
        {caption}
      </Text>
    </figure>
  );
}
