// The card-board reads. getTrelloCardLink reads the cardLinks read model only; the others ask the card
// board (Trello) through the port the query API is given: the folders' boards come from this read
// model's copy of them, their cards from the card board (docs/decisions/cardBoard.md, Where the
// card board is asked).
import { CardBoardLimits, Calls, Messages, type CardChoice, type CardLink } from '@wb/contracts';
import { ApiError, CardBoardFailure, askCardBoard, type CardBoard, type Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';

interface FolderBoards {
  boards: { id: string; lists: { id: string; taskID: number }[] }[];
}

interface LinkRow {
  project_id: string;
  card_id: string;
  url: string;
  name: string;
  due: string | null;
  due_complete: boolean;
  date_last_activity: string | null;
  linked_on: Date;
}

const toLink = (row: LinkRow): CardLink => ({
  projectID: row.project_id,
  id: row.card_id,
  url: row.url,
  name: row.name,
  due: row.due,
  dueComplete: row.due_complete,
  dateLastActivity: row.date_last_activity,
  linkedOn: row.linked_on.toISOString(),
});

/** Runs the requests a few at a time, in order. */
const inTurns = async <T, R>(items: readonly T[], atOnce: number, run: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += atOnce) results.push(...(await Promise.all(items.slice(i, i + atOnce).map(run))));
  return results;
};

/** A board or list the card board no longer has gives no cards; any other failure is the call's. */
const orNone = async (run: () => Promise<readonly CardChoice[]>): Promise<readonly CardChoice[]> => {
  try {
    return await run();
  } catch (err) {
    if (err instanceof CardBoardFailure && err.kind === 'notFound') return [];
    throw err;
  }
};

const cardsOfFolders = async (pool: Pool, cardBoard: CardBoard, projectGroupIDs: readonly string[]): Promise<CardChoice[]> => {
  // Not configured is said even for folders without boards: the section then says why it has no cards.
  if (!cardBoard.configured) throw new ApiError('cardBoardNotConfigured', Messages.cardBoardNotConfigured);
  const { rows } = await pool.query<FolderBoards>('SELECT boards FROM card_folder_boards WHERE project_group_id = ANY($1::text[]) ORDER BY project_group_id', [[...projectGroupIDs]]);
  // A list is asked for once, whichever folders name it; a board without lists gives all its cards.
  const sources = new Map<string, () => Promise<readonly CardChoice[]>>();
  for (const board of rows.flatMap((r) => r.boards)) {
    if (board.lists.length === 0) sources.set(`board:${board.id}`, () => cardBoard.cardsOfBoard(board.id));
    for (const list of board.lists) sources.set(`list:${list.id}`, () => cardBoard.cardsOfList(list.id));
  }
  const found = await askCardBoard(() => inTurns([...sources.values()], CardBoardLimits.requestsAtOnce, orNone), Messages.cardBoardBoardNotFound);
  const cards = new Map<string, CardChoice>();
  for (const card of found.flat()) if (!cards.has(card.id)) cards.set(card.id, { id: card.id, name: card.name });
  return [...cards.values()].slice(0, CardBoardLimits.maxCards);
};

export const cardLinksHandlers = (pool: Pool, cardBoard: CardBoard): QueryRoute[] => [
  queryCall(Calls.project.getGroupTrelloBoards, async (input) => ({ cards: await cardsOfFolders(pool, cardBoard, input.projectGroupIDs) })),
  queryCall(Calls.project.getTrelloCardLink, async (input) => {
    const { rows } = await pool.query<LinkRow>('SELECT project_id, card_id, url, name, due, due_complete, date_last_activity, linked_on FROM card_links WHERE project_id = $1', [input.projectID]);
    const row = rows[0];
    return { trello: row === undefined ? null : toLink(row) };
  }),
  queryCall(Calls.trello.getBoardData, async (input) => {
    const board = await askCardBoard(() => cardBoard.board(input.boardId), Messages.cardBoardBoardNotFound);
    return { board: { id: board.id, name: board.name }, lists: board.lists.map((l) => ({ id: l.id, name: l.name })) };
  }),
  queryCall(Calls.trello.fetchCardData, async (input) => {
    const card = await askCardBoard(() => cardBoard.card(input.cardId), Messages.cardBoardCardNotFound);
    return { cardData: { ...card, list: card.list === null ? null : { id: card.list.id, name: card.list.name } } };
  }),
];
