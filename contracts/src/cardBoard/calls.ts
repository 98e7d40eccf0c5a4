// The card-board calls (spec 000 section 7): choosing a card of the folders' boards and linking it
// to a project (/project/...), and the card board's boards, cards and due dates (/trello/...). Reading
// asks for the grant that opens a project, changing for project edit; a board's lists also serve the
// admin's folder dialog (docs/decisions/cardBoard.md).
import { z } from 'zod';
import { anyGrant, grant } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { ok } from '../kernel/fields';
import { assetID } from '../assets/fields';
import { dueDate, projectGroupIDs, trelloID } from './fields';
import { BoardData, CardChoice, CardData, CardLink } from './models';

const view = grant('content.projects-view');
const edit = grant('content.projects-edit');
const projectID = assetID;

const project = {
  getGroupTrelloBoards: defineCall({
    path: '/project/getGroupTrelloBoards',
    method: 'POST',
    kind: 'query',
    reads: ['cardLinks'],
    access: view,
    summary: "The cards of the lists (or, for a board without lists, of the whole board) of the folders' card-board boards",
    input: z.object({ projectGroupIDs }),
    output: z.object({ cards: z.array(CardChoice) }),
  }),
  getTrelloCardLink: defineCall({
    path: '/project/getTrelloCardLink',
    method: 'POST',
    kind: 'query',
    reads: ['cardLinks'],
    access: view,
    summary: 'The card a project is linked to (its data.trello), or null; read without asking the card board',
    input: z.object({ projectID }),
    output: z.object({ trello: CardLink.nullable() }),
  }),
  linkTrelloCard: defineCall({
    path: '/project/linkTrelloCard',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Link a project (in at least one folder) to a card; a card links one project: 409 with details.existingProject',
    input: z.object({ projectID, trelloCardId: trelloID }),
    output: ok,
  }),
  unlinkTrelloCard: defineCall({
    path: '/project/unlinkTrelloCard',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: "Remove a project's link to its card (the card stays on the card board)",
    input: z.object({ projectID }),
    output: ok,
  }),
} as const;

const trello = {
  getBoardData: defineCall({
    path: '/trello/getBoardData',
    method: 'POST',
    kind: 'query',
    access: anyGrant(['content.projects-view', 'admin.folders']),
    summary: "A card-board board's name and its open lists, as the card board answers them",
    input: z.object({ boardId: trelloID }),
    output: BoardData,
  }),
  fetchCardData: defineCall({
    path: '/trello/fetchCardData',
    method: 'POST',
    kind: 'query',
    access: view,
    summary: "A card's name, address, due date and list, as the card board answers them",
    input: z.object({ cardId: trelloID }),
    output: z.object({ cardData: CardData }),
  }),
  updateDueDate: defineCall({
    path: '/trello/updateDueDate',
    method: 'POST',
    kind: 'command',
    access: edit,
    summary: 'Set (or clear, with null) the due date of a card linked to a project, and whether it is complete, on the card board',
    input: z.object({ cardId: trelloID, dueDate, dueComplete: z.boolean() }),
    output: ok,
  }),
} as const;

export const cardBoardCalls = { project, trello } as const;
