import { Badge, Center, Checkbox, Group, Loader, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconSearch } from '@tabler/icons-react';
import { ProjectStatus } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ClickableRow } from '../../../shared/ClickableRow';
import { formatDate } from '../../../shared/formatDate';
import { Pager } from '../../../shared/Pager';
import { RowActions, type RowAction } from '../../../shared/RowActions';
import { SectionHeader } from '../../../shared/SectionHeader';
import { statusColor, statusLabel } from '../../../shared/statusLabel';
import {
  filterTextChanged, infoDialogOpened, pageChanged, rowActionRequested, selectAdminProjectBusy,
  selectAdminProjectFilterText, selectAdminProjectPage, selectAdminProjectPageCount, selectAdminProjectRows,
  selectAdminProjectSort, selectAdminProjectStatuses, selectAdminProjectsLoaded, selectAdminProjectTotal, sortChanged,
  statusToggled, type ProjectSort, type StatusCode,
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
    <Group align="flex-end" gap="lg" mb="md">
      <TextInput label="Filter" placeholder="Project name" leftSection={<IconSearch size={16} aria-hidden />} value={text}
        onChange={(e) => dispatch(filterTextChanged(e.currentTarget.value))} w={260} />
      <Select label="Sort by" data={sortOptions} value={sort} allowDeselect={false} w={200}
        onChange={(v) => v && dispatch(sortChanged(v as ProjectSort))} />
      <Checkbox.Group label="Status" value={statuses.map(String)}>
        <Group gap="md" mt={8}>
          {statusOptions.map((o) => (
            <Checkbox key={o.value} value={String(o.value)} label={o.label} onChange={() => dispatch(statusToggled(o.value))} />
          ))}
        </Group>
      </Checkbox.Group>
    </Group>
  );
}

export function ProjectsSection() {
  const dispatch = useAppDispatch();
  const rows = useAppSelector(selectAdminProjectRows);
  const loaded = useAppSelector(selectAdminProjectsLoaded);
  const busy = useAppSelector(selectAdminProjectBusy);
  const page = useAppSelector(selectAdminProjectPage);
  const pages = useAppSelector(selectAdminProjectPageCount);
  const total = useAppSelector(selectAdminProjectTotal);

  const act = (projectID: string, name: string, action: RowAction) => {
    if (action !== 'delete') {
      dispatch(rowActionRequested({ projectID, action }));
      return;
    }
    modals.openConfirmModal({
      title: 'Delete project',
      children: <Text size="sm">Delete {name}? It leaves every list; an admin can revive it later.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => dispatch(rowActionRequested({ projectID, action })),
    });
  };

  return (
    <>
      <SectionHeader title="Projects" />
      <Filters />
      <Paper withBorder radius="md" bg="white">
        {!loaded ? <Center py="xl"><Loader aria-label="Loading projects" /></Center> : (
          <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="Projects">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>ID</Table.Th><Table.Th>Project</Table.Th><Table.Th>Status</Table.Th><Table.Th>Created</Table.Th><Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <Table.Tr><Table.Td colSpan={5}><Text c="dimmed" ta="center" py="md">No projects match these filters.</Text></Table.Td></Table.Tr>
              )}
              {rows.map((p) => (
                <ClickableRow key={p.projectID} label={`Details of ${p.name}`} onOpen={() => dispatch(infoDialogOpened(p.projectID))}>
                  <Table.Td><Text size="xs" ff="monospace" c="dimmed" title={p.projectID}>{p.projectID.slice(0, 8)}</Text></Table.Td>
                  <Table.Td fw={600}>{p.name}</Table.Td>
                  <Table.Td><Badge variant="light" color={statusColor(p.status)}>{statusLabel(p.status)}</Badge></Table.Td>
                  <Table.Td>{formatDate(p.createdOn)}</Table.Td>
                  <Table.Td>
                    <RowActions status={p.status} busy={busy[p.projectID]} name={p.name} onAction={(a) => act(p.projectID, p.name, a)} />
                  </Table.Td>
                </ClickableRow>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <Stack mt="md" gap={4} align="center">
        <Pager page={page} pages={pages} onChange={(n) => dispatch(pageChanged(n))} />
        {loaded && <Text size="xs" c="dimmed">{total} project{total === 1 ? '' : 's'}</Text>}
      </Stack>
      <ProjectInfoDialog />
    </>
  );
}
