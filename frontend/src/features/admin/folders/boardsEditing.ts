import type { Boards } from './foldersSlice';

type List = Boards[number]['lists'][number];

/** Adding an id already present changes nothing, so a folder never lists a board or list twice. */
export const addBoard = (boards: Boards, id: string): Boards => (id === '' || boards.some((b) => b.id === id) ? boards : [...boards, { id, lists: [] }]);

export const removeBoard = (boards: Boards, id: string): Boards => boards.filter((b) => b.id !== id);

export const addList = (boards: Boards, boardID: string, list: List): Boards =>
  list.id === '' ? boards : boards.map((b) => (b.id !== boardID || b.lists.some((l) => l.id === list.id) ? b : { ...b, lists: [...b.lists, list] }));

export const removeList = (boards: Boards, boardID: string, listID: string): Boards => boards.map((b) => (b.id !== boardID ? b : { ...b, lists: b.lists.filter((l) => l.id !== listID) }));
