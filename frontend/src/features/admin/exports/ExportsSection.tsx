// The File Exports tab (spec 001 sections 2 and 4): Launch exporter, the V1 exports (files) and V2
// exports (scenes) tabs, each a table of ID, name, URL, created on and status, newest first; and the
// automation keys the exporter pages are opened with.
import { useState } from 'react';
import { Anchor, Badge, Button, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatDate } from '../../../shared/formatDate';
import { SectionHeader } from '../../../shared/SectionHeader';
import { useRecentExportsQuery } from '../../exports/exportsApi';
import { exporterLaunchRequested, selectLaunchingExporter } from '../../exports/exportsSlice';
import { AutomationKeysPanel } from '../automationKeys';
import { AdminTable } from '../table/AdminTable';
import { exportStatusColor, exportStatusLabel, fileRecordRow, sceneRecordRow, type ExportRecordRow } from './exportRecords';

const COLUMNS = ['ID', 'Name', 'URL', 'Created on', 'Status'];

function RecordRow({ row }: { row: ExportRecordRow }) {
  const status = exportStatusLabel(row.status);
  return (
    <Table.Tr data-export-row={row.name}>
      <Table.Td>
        <Text size="xs" ff="monospace" title={row.id}>
          {row.id}
        </Text>
      </Table.Td>
      <Table.Td maw={260} style={{ overflowWrap: 'anywhere' }}>
        {row.name}
      </Table.Td>
      <Table.Td maw={320}>
        {row.url ? (
          <Anchor href={row.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.url}
          </Anchor>
        ) : (
          <Text size="sm" c="gray.7">
            None yet
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }} title={row.createdOn}>
        {formatDate(row.createdOn)}
      </Table.Td>
      <Table.Td>
        <Badge color={exportStatusColor[status]} variant="light" title={row.error ?? undefined}>
          {status}
        </Badge>
        {status === 'Error' && row.error && (
          <Text size="xs" c="gray.7" mt={2} maw={240}>
            {row.error}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function RecordsTable({ label, rows, loaded }: { label: string; rows: readonly ExportRecordRow[]; loaded: boolean }) {
  return (
    <AdminTable label={label} loaded={loaded} columns={COLUMNS} rowCount={rows.length} minWidth={900} empty="No exports yet.">
      {rows.map((r) => (
        <RecordRow key={r.id} row={r} />
      ))}
    </AdminTable>
  );
}

export function ExportsSection() {
  const dispatch = useAppDispatch();
  const launching = useAppSelector(selectLaunchingExporter);
  const { data, isError } = useRecentExportsQuery(undefined);
  const [tab, setTab] = useState<string | null>('files');
  return (
    <>
      <SectionHeader title="File Exports">
        <Button leftSection={<IconRocket size={16} aria-hidden />} loading={launching} onClick={() => dispatch(exporterLaunchRequested())}>
          Launch exporter
        </Button>
      </SectionHeader>
      <Stack gap="lg">
        {isError ? (
          <Text c="red" role="alert">
            Something happened
          </Text>
        ) : (
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List mb="sm">
              <Tabs.Tab value="files">V1 exports (files)</Tabs.Tab>
              <Tabs.Tab value="scenes">V2 exports (scenes)</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="files">
              <RecordsTable label="File exports" rows={data?.fileExports.map(fileRecordRow) ?? []} loaded={data !== undefined} />
            </Tabs.Panel>
            <Tabs.Panel value="scenes">
              <RecordsTable label="Scene exports" rows={data?.sceneExports.map(sceneRecordRow) ?? []} loaded={data !== undefined} />
            </Tabs.Panel>
          </Tabs>
        )}
        <AutomationKeysPanel />
      </Stack>
    </>
  );
}
