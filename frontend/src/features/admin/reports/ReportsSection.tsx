import { Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { Messages } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { SectionHeader } from '../../../shared/SectionHeader';
import { ReportDownloads } from './ReportDownloads';
import { useLockContentStatusQuery } from '../../contentLock/contentLockApi';
import { contentLockToggleRequested, selectContentLockToggling } from './reportsSlice';

/** The content lock switch: on, every user's asset pages say the assets have moved. */
function ContentLockControl() {
  const dispatch = useAppDispatch();
  const { data } = useLockContentStatusQuery();
  const toggling = useAppSelector(selectContentLockToggling);
  const locked = data?.data.locked ?? false;
  return (
    <Paper withBorder radius="md" p="md" bg="white">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Title order={3} size="h5">
            Lock content
          </Title>
          <Text size="sm" c="dimmed" maw={560}>
            For all users, the asset library shows instead: “{Messages.assetsMoved}”
          </Text>
        </Stack>
        <Switch
          size="md"
          checked={locked}
          disabled={data === undefined || toggling}
          onChange={() => dispatch(contentLockToggleRequested())}
          label={locked ? 'Locked' : 'Unlocked'}
          aria-label="Lock content for all users"
        />
      </Group>
    </Paper>
  );
}

/** The Reports tab: the content lock, and the reports to download. */
export function ReportsSection() {
  return (
    <>
      <SectionHeader title="Reports" />
      <Stack>
        <ContentLockControl />
        <ReportDownloads />
      </Stack>
    </>
  );
}
