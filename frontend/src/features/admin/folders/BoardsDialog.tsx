import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { ActionIcon, Button, Divider, Group, Modal, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { TaskTypes, type ProjectGroup } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useAdminFoldersQuery } from './foldersApi';
import { boardsDialogClosed, boardsSaveRequested, selectBoardsDialog, type Boards } from './foldersSlice';
import { addBoard, addList, removeBoard, removeList } from './boardsEditing';
import { BoardTitle, ListName } from '../../cardBoard/BoardNames';
import { HistoryButton } from '../../history/HistoryLinks';

const roleOptions = TaskTypes.map((t) => ({ value: String(t.taskID), label: t.name }));

/** Enter in an id box adds what was typed instead of saving the whole dialog. */
const addOnEnter = (add: () => void) => (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  add();
};

function ListAdder({ onAdd, boardID }: { onAdd: (listID: string, taskID: number) => void; boardID: string }) {
  const [listID, setListID] = useState('');
  const [taskID, setTaskID] = useState<string | null>('0');
  const add = () => {
    if (listID.trim() === '') return;
    onAdd(listID.trim(), Number(taskID ?? 0));
    setListID('');
  };
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput size="xs" label="List ID" aria-label={`New list ID for board ${boardID}`} value={listID} onChange={(e) => setListID(e.currentTarget.value)} onKeyDown={addOnEnter(add)} />
      <Select size="xs" label="Role" aria-label={`Role of the new list on board ${boardID}`} data={roleOptions} value={taskID} onChange={setTaskID} allowDeselect={false} w={150} />
      <Button size="xs" variant="light" disabled={listID.trim() === ''} onClick={add}>
        Add list
      </Button>
    </Group>
  );
}

function BoardsEditor({ folder }: { folder: ProjectGroup }) {
  const dispatch = useAppDispatch();
  const { pending } = useAppSelector(selectBoardsDialog);
  const [boards, setBoards] = useState<Boards>(folder.data.trello.boards);
  const [boardID, setBoardID] = useState('');

  const addTypedBoard = () => {
    if (boardID.trim() === '') return;
    setBoards(addBoard(boards, boardID.trim()));
    setBoardID('');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(boardsSaveRequested({ projectGroupID: folder.projectGroupID, boards }));
  };

  return (
    <form onSubmit={submit}>
      <Stack>
        <Text size="sm" c="dimmed">
          Card-board boards and lists linked to {folder.name}; project cards come from these lists.
        </Text>
        {boards.length === 0 && <Text size="sm">No boards linked yet.</Text>}
        {boards.map((board) => (
          <Paper key={board.id} withBorder p="sm" radius="md">
            <Group justify="space-between" mb="xs">
              <BoardTitle boardId={board.id} />
              <ActionIcon variant="subtle" color="red" aria-label={`Remove board ${board.id}`} onClick={() => setBoards(removeBoard(boards, board.id))}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <Stack gap={4} mb="xs">
              {board.lists.map((list) => (
                <Group key={list.id} justify="space-between">
                  <Text size="sm">
                    <ListName boardId={board.id} listId={list.id} /> · {TaskTypes.find((t) => t.taskID === list.taskID)?.name ?? `Task ${list.taskID}`}
                  </Text>
                  <ActionIcon size="sm" variant="subtle" color="red" aria-label={`Remove list ${list.id}`} onClick={() => setBoards(removeList(boards, board.id, list.id))}>
                    <IconTrash size={14} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
            <ListAdder boardID={board.id} onAdd={(listID, taskID) => setBoards(addList(boards, board.id, { id: listID, taskID }))} />
          </Paper>
        ))}
        <Divider />
        <Group align="flex-end" gap="xs">
          <TextInput label="Board ID" value={boardID} onChange={(e) => setBoardID(e.currentTarget.value)} onKeyDown={addOnEnter(addTypedBoard)} flex={1} />
          <Button variant="light" disabled={boardID.trim() === ''} onClick={addTypedBoard}>
            Add board
          </Button>
        </Group>
        <Group justify="flex-end">
          <HistoryButton entityType="folder" entityID={folder.projectGroupID} name={folder.name} onClick={() => dispatch(boardsDialogClosed())} mr="auto" />
          <Button variant="default" onClick={() => dispatch(boardsDialogClosed())}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function BoardsDialog() {
  const dispatch = useAppDispatch();
  const { projectGroupID } = useAppSelector(selectBoardsDialog);
  const folder = useAdminFoldersQuery({}).data?.groups.find((g) => g.projectGroupID === projectGroupID) ?? null;
  return (
    <Modal opened={folder !== null} onClose={() => dispatch(boardsDialogClosed())} title={folder ? `Boards of ${folder.name}` : 'Boards'} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {folder && <BoardsEditor key={folder.projectGroupID} folder={folder} />}
    </Modal>
  );
}
