// The card-board tests' setting: a folder whose boards and lists are on the app's Trello stand-in
// (startTestApp starts one per app; nothing leaves the machine), a project in that folder, and cards
// on the lists. Ids are fresh per call, so each test and each every-command row has its own.
import type { TrelloStandIn } from '@wb/platform';
import { after, createFolder, createProject, type ProjectsWorld } from '../projects/projectsWorld';

let counter = 0;

/** The spec's messages, word for word (spec 000 sections 5 and 8). */
export const NO_FOLDERS = "This project isn't in any folders, please add it to at least one folder to retrieve cards.";
export const ALREADY_LINKED = 'Sorry, that card is already linked to an existing project:';

export interface Board {
  readonly folderID: string;
  readonly projectID: string;
  readonly boardId: string;
  readonly lists: readonly [string, string];
  /** Two cards on the first list, one on the second. */
  readonly cards: readonly [string, string, string];
}

export const standInOf = (world: ProjectsWorld): TrelloStandIn => {
  const { trello } = world.app;
  if (trello === null) throw new Error('this world has no Trello stand-in');
  return trello;
};

/** A board with two lists and three cards on the stand-in, a folder set to that board's lists, and a project in the folder. */
export const boardWithProject = async (world: ProjectsWorld): Promise<Board> => {
  const n = ++counter;
  const trello = standInOf(world);
  const boardId = `b${n}`;
  const lists = [`b${n}-script`, `b${n}-voice`] as const;
  const cards = [`b${n}-c1`, `b${n}-c2`, `b${n}-c3`] as const;
  trello.addBoard({
    id: boardId,
    name: `Board ${n}`,
    lists: [
      { id: lists[0], name: 'Script' },
      { id: lists[1], name: 'Voiceover' },
    ],
  });
  trello.addCard({ id: cards[0], name: `Lesson ${n} intro`, idBoard: boardId, idList: lists[0] });
  trello.addCard({ id: cards[1], name: `Lesson ${n} outro`, idBoard: boardId, idList: lists[0], due: '2026-12-31T12:00:00.000Z' });
  trello.addCard({ id: cards[2], name: `Lesson ${n} voice`, idBoard: boardId, idList: lists[1] });
  const folderID = await createFolder(world, `Card folder ${n}`);
  const set = await world.admin.client.post('/api/admin/folders/updateGroupTrelloData', {
    projectGroupID: folderID,
    trelloData: {
      boards: [
        {
          id: boardId,
          lists: [
            { id: lists[0], taskID: 0 },
            { id: lists[1], taskID: 2 },
          ],
        },
      ],
    },
  });
  if (set.status !== 200) throw new Error(`updateGroupTrelloData: ${set.status} ${set.text}`);
  await world.admin.client.post('/api/project/getGroupTrelloBoards', { projectGroupIDs: [folderID] }, after(set));
  const projectID = await createProject(world.editor, `Card project ${n}`, [folderID]);
  return { folderID, projectID, boardId, lists, cards };
};

/** A project in no folder. */
export const projectWithoutFolder = (world: ProjectsWorld): Promise<string> => createProject(world.editor, `Folderless ${++counter}`);

/** Links the project to the card, failing the test unless it answers 200. */
export const linked = async (world: ProjectsWorld, projectID: string, trelloCardId: string) => {
  const answer = await world.editor.client.post('/api/project/linkTrelloCard', { projectID, trelloCardId });
  if (answer.status !== 200) throw new Error(`linkTrelloCard: ${answer.status} ${answer.text}`);
  return answer;
};
