import { Badge, Button, Center, Loader, Paper, Table, Text } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ClickableRow } from '../../../shared/ClickableRow';
import { formatDate } from '../../../shared/formatDate';
import { RowActions } from '../../../shared/RowActions';
import { SectionHeader } from '../../../shared/SectionHeader';
import { statusColor, statusLabel } from '../../../shared/statusLabel';
import { BoardsDialog } from './BoardsDialog';
import {
  boardsDialogOpened, newFolderDialogOpened, rowActionRequested, selectFolderBusy, selectFolderRows, selectFoldersLoaded,
} from './foldersSlice';
import { NewFolderDialog } from './NewFolderDialog';

export function FoldersSection() {
  const dispatch = useAppDispatch();
  const rows = useAppSelector(selectFolderRows);
  const loaded = useAppSelector(selectFoldersLoaded);
  const busy = useAppSelector(selectFolderBusy);

  return (
    <>
      <SectionHeader title="Folders">
        <Button leftSection={<IconFolderPlus size={18} aria-hidden />} onClick={() => dispatch(newFolderDialogOpened())}>New folder</Button>
      </SectionHeader>
      <Paper withBorder radius="md" bg="white">
        {!loaded ? <Center py="xl"><Loader aria-label="Loading folders" /></Center> : (
          <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="Folders">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>ID</Table.Th><Table.Th>Folder</Table.Th><Table.Th>Status</Table.Th>
                <Table.Th>Created</Table.Th><Table.Th>Projects</Table.Th><Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <Table.Tr><Table.Td colSpan={6}><Text c="dimmed" ta="center" py="md">No folders yet. Create the first one.</Text></Table.Td></Table.Tr>
              )}
              {rows.map((g) => (
                <ClickableRow key={g.projectGroupID} label={`Edit boards of ${g.name}`} onOpen={() => dispatch(boardsDialogOpened(g.projectGroupID))}>
                  <Table.Td><Text size="xs" ff="monospace" c="dimmed" title={g.projectGroupID}>{g.projectGroupID.slice(0, 8)}</Text></Table.Td>
                  <Table.Td fw={600}>{g.name}</Table.Td>
                  <Table.Td><Badge variant="light" color={statusColor(g.status)}>{statusLabel(g.status)}</Badge></Table.Td>
                  <Table.Td>{formatDate(g.createdOn)}</Table.Td>
                  <Table.Td>{g.projects}</Table.Td>
                  <Table.Td>
                    <RowActions status={g.status} busy={busy[g.projectGroupID]} name={g.name}
                      onAction={(action) => dispatch(rowActionRequested({ projectGroupID: g.projectGroupID, action }))} />
                  </Table.Td>
                </ClickableRow>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <NewFolderDialog />
      <BoardsDialog />
    </>
  );
}
