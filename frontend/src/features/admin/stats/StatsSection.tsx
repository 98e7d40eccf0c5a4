import { Stack, Table, Title } from '@mantine/core';
import { SectionHeader } from '../../../shared/SectionHeader';
import { AdminTable } from '../table/AdminTable';
import { useAdminStatsQuery } from './statsApi';
import { isEventCount, statLabel } from './statLabel';

const format = new Intl.NumberFormat('en');

function CountTable({ label, entries, loaded }: { label: string; entries: [string, number][]; loaded: boolean }) {
  return (
    <AdminTable label={label} loaded={loaded} columns={['Key', 'Count']} rowCount={entries.length} minWidth={360} empty="No counts yet.">
      {entries.map(([key, value]) => (
        <Table.Tr key={key}>
          <Table.Td title={key}>{statLabel(key)}</Table.Td>
          <Table.Td ff="monospace">{format.format(value)}</Table.Td>
        </Table.Tr>
      ))}
    </AdminTable>
  );
}

/** The Stats tab: key/value counts, the workspace's first, then the events recorded per type. */
export function StatsSection() {
  const { data } = useAdminStatsQuery({});
  const entries = Object.entries(data?.data ?? {});
  return (
    <>
      <SectionHeader title="Stats" />
      <Stack maw={640}>
        <CountTable label="Workspace counts" loaded={data !== undefined} entries={entries.filter(([k]) => !isEventCount(k))} />
        <Title order={3} size="h5" mt="sm">
          Events by type
        </Title>
        <CountTable label="Events by type" loaded={data !== undefined} entries={entries.filter(([k]) => isEventCount(k))} />
      </Stack>
    </>
  );
}
