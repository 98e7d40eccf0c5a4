import { Group, NativeSelect, TextInput } from '@mantine/core';
import { AnalyticsGroups, AnalyticsMetrics, AnalyticsRanges, AnalyticsSorts, type AnalyticsFilterChoices } from '@wb/contracts';
import type { AnalyticsFilterState } from './filters';

const optionsOf = (table: Readonly<Record<string, string>>) => Object.entries(table).map(([value, label]) => ({ value, label }));

/** Metric, person, folder, range (and the chosen month), grouping and order (spec 000 section 9). */
export function AnalyticsFilters({
  value,
  choices,
  onChange,
}: {
  value: AnalyticsFilterState;
  choices: AnalyticsFilterChoices | undefined;
  onChange: (change: Partial<AnalyticsFilterState>) => void;
}) {
  const people = [{ value: '', label: 'Everyone' }, ...(choices?.users ?? []).map((u) => ({ value: String(u.userID), label: u.name }))];
  const folders = [{ value: '', label: 'All folders' }, ...(choices?.folders ?? []).map((f) => ({ value: f.projectGroupID, label: f.name }))];
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label="Analytics filters">
      <NativeSelect label="Metric" data={optionsOf(AnalyticsMetrics)} value={value.metric} onChange={(e) => onChange({ metric: e.currentTarget.value as AnalyticsFilterState['metric'] })} w={130} />
      <NativeSelect label="User" data={people} value={value.userID} onChange={(e) => onChange({ userID: e.currentTarget.value })} w={180} />
      <NativeSelect label="Folder" data={folders} value={value.projectGroupID} onChange={(e) => onChange({ projectGroupID: e.currentTarget.value })} w={180} />
      <NativeSelect label="Range" data={optionsOf(AnalyticsRanges)} value={value.range} onChange={(e) => onChange({ range: e.currentTarget.value as AnalyticsFilterState['range'] })} w={160} />
      {value.range === 'month' && <TextInput label="Month" type="month" value={value.month} onChange={(e) => onChange({ month: e.currentTarget.value })} w={170} />}
      <NativeSelect label="Group by" data={optionsOf(AnalyticsGroups)} value={value.group} onChange={(e) => onChange({ group: e.currentTarget.value as AnalyticsFilterState['group'] })} w={110} />
      <NativeSelect label="Sort" data={optionsOf(AnalyticsSorts)} value={value.sort} onChange={(e) => onChange({ sort: e.currentTarget.value as AnalyticsFilterState['sort'] })} w={170} />
    </Group>
  );
}
