import { useState } from 'react';
import { Anchor, Badge, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { fileStatusLabel, type AssetFile } from '@wb/contracts';
import { SectionHeader } from '../../../shared/SectionHeader';
import { TablePagination } from '../../../shared/TablePagination';
import { AdminTable } from '../table/AdminTable';
import { useAdminSearchFilesQuery } from './adminFilesApi';
import { ADMIN_FILES_DEBOUNCE_MS, adminFilesPages, adminFilesQuery } from './adminFilesPaging';

const statusColor = { Active: 'green', Archived: 'gray', Deleted: 'red' } as const;

function FileRow({ file }: { file: AssetFile }) {
  const status = fileStatusLabel(file.status);
  return (
    <Table.Tr>
      <Table.Td ff="monospace">{file.fileID}</Table.Td>
      <Table.Td maw={320} style={{ overflowWrap: 'anywhere' }}>
        {file.name}
      </Table.Td>
      <Table.Td>{file.type}</Table.Td>
      <Table.Td>
        <Badge color={statusColor[status]} variant="light">
          {status}
        </Badge>
      </Table.Td>
      <Table.Td maw={360}>
        <Anchor href={file.data.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {file.data.url}
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}

/** The Files tab: every file of the asset library, filtered as you type, 20 a page. */
export function FilesSection() {
  const [typed, setTyped] = useState('');
  const [text] = useDebouncedValue(typed.trim(), ADMIN_FILES_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [pageOfText, setPageOfText] = useState(text);
  // A new filter starts again at the first page.
  if (pageOfText !== text) {
    setPageOfText(text);
    setPage(1);
  }
  const { data, isFetching, isError } = useAdminSearchFilesQuery(adminFilesQuery(text, pageOfText === text ? page : 1));
  const files = data?.files ?? [];
  const total = data?.total ?? 0;
  return (
    <>
      <SectionHeader title="Files" />
      <Stack>
        <Group justify="space-between" align="flex-end">
          <TextInput placeholder="Filter files" aria-label="Filter files" leftSection={<IconSearch size={16} />} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} w={360} maw="100%" />
          {data && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {total === 0 ? 'No files' : `${total}${data.totalCapped ? '+' : ''} file${total === 1 ? '' : 's'}`}
              {isFetching ? '…' : ''}
            </Text>
          )}
        </Group>
        {isError ? (
          <Text c="red" role="alert">
            Something happened
          </Text>
        ) : (
          <AdminTable
            label="Files"
            loaded={data !== undefined}
            columns={['ID', 'Name', 'Type', 'Status', 'URL']}
            rowCount={files.length}
            minWidth={800}
            empty={text === '' ? 'No files yet.' : 'No files match this filter.'}
          >
            {files.map((f) => (
              <FileRow key={f.fileID} file={f} />
            ))}
          </AdminTable>
        )}
        <TablePagination page={page} pages={adminFilesPages(total)} onChange={setPage} />
      </Stack>
    </>
  );
}
