import { useState } from 'react';
import dayjs from 'dayjs';
import { Center, Loader, Stack, Title } from '@mantine/core';
import { AnalyticsGroups, AnalyticsMetrics, type AnalyticsProjectRow } from '@wb/contracts';
import { SectionHeader } from '../../shared/SectionHeader';
import { AnalyticsChart } from './AnalyticsChart';
import { AnalyticsFilters } from './AnalyticsFilters';
import { analyticsInput, initialFilters, type AnalyticsFilterState } from './filters';
import { ProjectTrackingDialog } from './ProjectTrackingDialog';
import { ProjectsTable } from './ProjectsTable';
import { ReviewTurnaroundPanel } from '../reviewTurnaround/ReviewTurnaroundPanel';
import { TaskTotals } from './TaskTotals';
import { useAdminAnalyticsQuery } from './analyticsApi';

/**
 * The admin Analytics tab (spec 000 section 2): filters for metric, user, folder and month; a line chart;
 * per-task totals; the table Project, Words, Illustrator, Voiceover, Video Editor, whose row opens the
 * project's tracking for editing. Figures come from the analytics read model.
 */
export function AnalyticsSection() {
  const today = dayjs().format('YYYY-MM-DD');
  const [filters, setFilters] = useState<AnalyticsFilterState>(() => initialFilters(today));
  const [open, setOpen] = useState<AnalyticsProjectRow | null>(null);
  const { data, isFetching, refetch } = useAdminAnalyticsQuery(analyticsInput(filters, today));
  const people = (data?.filters.users ?? []).map((u) => ({ userID: u.userID, name: u.name }));
  return (
    <>
      <SectionHeader title="Analytics" />
      <Stack gap="md">
        <AnalyticsFilters value={filters} choices={data?.filters} onChange={(change) => setFilters((f) => ({ ...f, ...change }))} />
        {!data ? (
          <Center py="xl">
            <Loader aria-label="Loading analytics" />
          </Center>
        ) : (
          <Stack gap="md" aria-busy={isFetching}>
            <AnalyticsChart
              points={data.series}
              caption={`${AnalyticsMetrics[filters.metric]} per ${AnalyticsGroups[filters.group].toLowerCase()}, ${data.range.from} to ${data.range.to}: in all and per task type.`}
            />
            <Title order={3} size="h5">
              Per task
            </Title>
            <TaskTotals totals={data.totals} metric={filters.metric} />
            <ProjectsTable rows={data.projects} loaded onOpen={setOpen} />
          </Stack>
        )}
        <ReviewTurnaroundPanel />
      </Stack>
      <ProjectTrackingDialog
        project={open}
        people={people}
        onClose={() => {
          setOpen(null);
          // The dialog's saves change the month's figures: read them again (after those writes).
          void refetch();
        }}
      />
    </>
  );
}
