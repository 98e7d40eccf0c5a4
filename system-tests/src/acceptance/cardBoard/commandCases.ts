// The card-board area's rows of the every-command table (../commands/everyCommand.api.test.ts): a
// project in a folder whose board is on the app's Trello stand-in, the command, and the project's
// link (getTrelloCardLink) showing the change.
import type { Answer } from '../../testing/httpClient';
import type { CommandCase } from '../commands/commandCase';
import { readAfter } from '../commands/commandsWorld';
import type { Person } from '../projects/projectsWorld';
import { boardWithProject, linked } from './cardBoardWorld';

const linkOf = async (who: Person, a: Answer, projectID: string) => (await readAfter(who, a, '/api/project/getTrelloCardLink', { projectID })).body.trello;

export const cardBoardCommandCases: CommandCase[] = [
  {
    path: '/project/linkTrelloCard',
    prepare: async (world) => {
      const { projectID, cards } = await boardWithProject(world);
      return {
        who: world.editor,
        body: { projectID, trelloCardId: cards[0] },
        sees: async (a) => expect(await linkOf(world.editor, a, projectID)).toMatchObject({ projectID, id: cards[0] }),
      };
    },
    undo: (body: { projectID: string }) => ['/project/unlinkTrelloCard', { projectID: body.projectID }],
  },
  {
    path: '/project/unlinkTrelloCard',
    prepare: async (world) => {
      const { projectID, cards } = await boardWithProject(world);
      await linked(world, projectID, cards[0]);
      return {
        who: world.editor,
        body: { projectID },
        sees: async (a) => expect(await linkOf(world.editor, a, projectID)).toBeNull(),
      };
    },
  },
  {
    path: '/trello/updateDueDate',
    prepare: async (world) => {
      const { projectID, cards } = await boardWithProject(world);
      await linked(world, projectID, cards[0]);
      return {
        who: world.editor,
        body: { cardId: cards[0], dueDate: '2027-02-01T09:30:00.000Z', dueComplete: true },
        sees: async (a) => expect(await linkOf(world.editor, a, projectID)).toMatchObject({ due: '2027-02-01T09:30:00.000Z', dueComplete: true }),
      };
    },
    undo: (body: { cardId: string }) => ['/trello/updateDueDate', { cardId: body.cardId, dueDate: null, dueComplete: false }],
  },
];
