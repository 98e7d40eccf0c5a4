import { Button, Table } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ClickableRow } from '../../../shared/ClickableRow';
import { formatDate } from '../../../shared/formatDate';
import { SectionHeader } from '../../../shared/SectionHeader';
import { StatusBadge } from '../../../shared/StatusBadge';
import { AdminTable, ShortID } from '../table/AdminTable';
import { RowActions } from '../table/RowActions';
import { BoardsDialog } from './BoardsDialog';
import { useAdminFoldersQuery } from './foldersApi';
import { boardsDialogOpened, newFolderDialogOpened, rowActionRequested, selectFolderBusy } from './foldersSlice';
import { NewFolderDialog } from './NewFolderDialog';

const columns = ['ID', 'Folder', 'Status', 'Created', 'Projects', 'Actions'];

export function FoldersSection() {
  const dispatch = useAppDispatch();
  const { data } = useAdminFoldersQuery({});
  const rows = data?.groups ?? [];
  const busy = useAppSelector(selectFolderBusy);

  return (
    <>
      <SectionHeader title="Folders">
        <Button leftSection={<IconFolderPlus size={18} aria-hidden />} onClick={() => dispatch(newFolderDialogOpened())}>
          New folder
        </Button>
      </SectionHeader>
      <AdminTable label="Folders" loaded={data !== undefined} columns={columns} rowCount={rows.length} empty="No folders yet. Create the first one.">
        {rows.map((g) => (
          <ClickableRow key={g.projectGroupID} label={`Edit boards of ${g.name}`} onOpen={() => dispatch(boardsDialogOpened(g.projectGroupID))}>
            <Table.Td>
              <ShortID id={g.projectGroupID} />
            </Table.Td>
            <Table.Td fw={600}>{g.name}</Table.Td>
            <Table.Td>
              <StatusBadge status={g.status} />
            </Table.Td>
            <Table.Td>{formatDate(g.createdOn)}</Table.Td>
            <Table.Td>{g.projects}</Table.Td>
            <Table.Td>
              <RowActions kind="folder" status={g.status} busy={busy[g.projectGroupID]} name={g.name} onAction={(action) => dispatch(rowActionRequested({ id: g.projectGroupID, action }))} />
            </Table.Td>
          </ClickableRow>
        ))}
      </AdminTable>
      <NewFolderDialog />
      <BoardsDialog />
    </>
  );
}
