import { Checkbox, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ProjectStatus } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ClickableRow } from '../../../shared/ClickableRow';
import { formatDate } from '../../../shared/formatDate';
import { TablePagination } from '../../../shared/TablePagination';
import { SectionHeader } from '../../../shared/SectionHeader';
import { StatusBadge } from '../../../shared/StatusBadge';
import { AdminTable, ShortID } from '../table/AdminTable';
import { RowActions } from '../table/RowActions';
import { useAdminProjects } from './adminProjectsQueries';
import {
  filterTextChanged,
  infoDialogOpened,
  pageChanged,
  pageCountOf,
  rowActionRequested,
  selectAdminProjectBusy,
  selectAdminProjectFilterText,
  selectAdminProjectPage,
  selectAdminProjectSort,
  selectAdminProjectStatuses,
  sortChanged,
  statusToggled,
  type ProjectSort,
  type StatusCode,
} from './adminProjectsSlice';
import { ProjectInfoDialog } from './ProjectInfoDialog';

const sortOptions: { value: ProjectSort; label: string }[] = [
  { value: 'created-desc', label: 'Newest first' },
  { value: 'created-asc', label: 'Oldest first' },
  { value: 'name-asc', label: 'Name A–Z' },
  { value: 'name-desc', label: 'Name Z–A' },
  { value: 'modified-desc', label: 'Recently changed' },
];
const statusOptions: { value: StatusCode; label: string }[] = [
  { value: ProjectStatus.Active, label: 'Active' },
  { value: ProjectStatus.Archived, label: 'Archived' },
  { value: ProjectStatus.Deleted, label: 'Deleted' },
];

function Filters() {
  const dispatch = useAppDispatch();
  const text = useAppSelector(selectAdminProjectFilterText);
  const sort = useAppSelector(selectAdminProjectSort);
  const statuses = useAppSelector(selectAdminProjectStatuses);
  return (
    // Labels on one line; the checkboxes sit level with the middle of the boxes beside them.
    <Group align="flex-start" gap="lg" mb="md" wrap="wrap">
      <TextInput
        label="Filter"
        placeholder="Project name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(e) => dispatch(filterTextChanged(e.currentTarget.value))}
        w={{ base: '100%', xs: 260 }}
      />
      <Select label="Sort by" data={sortOptions} value={sort} allowDeselect={false} w={{ base: '100%', xs: 200 }} onChange={(v) => v && dispatch(sortChanged(v as ProjectSort))} />
      <Checkbox.Group label="Status" value={statuses.map(String)}>
        <Group gap="md" mih={36} align="center">
          {statusOptions.map((o) => (
            <Checkbox key={o.value} value={String(o.value)} label={o.label} onChange={() => dispatch(statusToggled(o.value))} />
          ))}
        </Group>
      </Checkbox.Group>
    </Group>
  );
}

const columns = ['ID', 'Project', 'Status', 'Created', 'Actions'];

export function ProjectsSection() {
  const dispatch = useAppDispatch();
  // `data` keeps the page on screen while the next one loads.
  const { data } = useAdminProjects();
  const rows = data?.projects ?? [];
  const loaded = data !== undefined;
  const total = data?.total ?? 0;
  const busy = useAppSelector(selectAdminProjectBusy);
  const page = useAppSelector(selectAdminProjectPage);

  return (
    <>
      <SectionHeader title="Projects" />
      <Filters />
      <AdminTable label="Projects" loaded={loaded} columns={columns} rowCount={rows.length} empty="No projects match these filters.">
        {rows.map((p) => (
          <ClickableRow key={p.projectID} label={`Details of ${p.name}`} onOpen={() => dispatch(infoDialogOpened(p.projectID))}>
            <Table.Td>
              <ShortID id={p.projectID} />
            </Table.Td>
            <Table.Td fw={600}>{p.name}</Table.Td>
            <Table.Td>
              <StatusBadge status={p.status} />
            </Table.Td>
            <Table.Td>{formatDate(p.createdOn)}</Table.Td>
            <Table.Td>
              <RowActions kind="project" status={p.status} busy={busy[p.projectID]} name={p.name} onAction={(action) => dispatch(rowActionRequested({ id: p.projectID, action }))} />
            </Table.Td>
          </ClickableRow>
        ))}
      </AdminTable>
      <Stack mt="md" gap={4} align="center">
        <TablePagination page={page} pages={pageCountOf(total)} onChange={(n) => dispatch(pageChanged(n))} />
        {loaded && (
          <Text size="xs" c="dimmed">
            {total} project{total === 1 ? '' : 's'}
          </Text>
        )}
      </Stack>
      <ProjectInfoDialog />
    </>
  );
}
