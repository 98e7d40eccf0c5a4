// The names the card board gives a folder's boards and lists, for the admin's folder dialog (spec 000
// section 2, Folders): a board by its name, a list by its name or '[LIST NOT FOUND]' (section 8). Without
// an answer from the card board (not configured, or not answering) the ids are shown as they are.
import { Text } from '@mantine/core';
import { Messages } from '@wb/contracts';
import { useBoardDataQuery } from './cardBoardApi';

export function BoardTitle({ boardId }: { boardId: string }) {
  const { data } = useBoardDataQuery({ boardId });
  return <Text fw={600}>{data ? `${data.board.name} (board ${boardId})` : `Board ${boardId}`}</Text>;
}

export function ListName({ boardId, listId }: { boardId: string; listId: string }) {
  const { data } = useBoardDataQuery({ boardId });
  if (!data) return <>List {listId}</>;
  const list = data.lists.find((l) => l.id === listId);
  return <>{list ? `${list.name} (list ${listId})` : `${Messages.cardBoardListNotFound} (list ${listId})`}</>;
}
