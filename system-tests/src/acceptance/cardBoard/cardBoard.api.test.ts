// The card-board calls over HTTP (spec 000 sections 5, 7 and 8), against the app's Trello stand-in:
// the cards of a project's folders, linking a card once, removing the link, a board's lists, a card's
// data and its due date; each refusal with its status and message; a card board that errs, is slow or
// never answers gives a 424 with a clear message, never a hang or a 5xx.
import { addPerson } from '../adminUsers/adminWorld';
import { after, expectError, expectFieldErrors, startProjectsWorld, type Person, type ProjectsWorld } from '../projects/projectsWorld';
import { ALREADY_LINKED, NO_FOLDERS, boardWithProject, linked, projectWithoutFolder, standInOf, type Board } from './cardBoardWorld';

let world: ProjectsWorld;
let folderAdmin: Person;
beforeAll(async () => {
  world = await startProjectsWorld();
  folderAdmin = await addPerson(world, ['admin.folders'], 'Fola');
}, 120_000);
afterAll(async () => {
  await world?.stop();
});

const linkAfter = async (a: Parameters<typeof after>[0], projectID: string) => {
  const answer = await world.viewer.client.post('/api/project/getTrelloCardLink', { projectID }, after(a));
  expect(answer.status).toBe(200);
  return answer.body.trello;
};

describe('/project/getGroupTrelloBoards', () => {
  let board: Board;
  beforeAll(async () => {
    board = await boardWithProject(world);
  });

  it("answers the cards of the folders' lists, to a viewer", async () => {
    const answer = await world.viewer.client.post('/api/project/getGroupTrelloBoards', { projectGroupIDs: [board.folderID] });
    expect(answer.status).toBe(200);
    expect(answer.body.cards).toEqual([
      { id: board.cards[0], name: expect.stringContaining('intro') },
      { id: board.cards[1], name: expect.stringContaining('outro') },
      { id: board.cards[2], name: expect.stringContaining('voice') },
    ]);
  });

  it('answers no cards for a folder without boards, and every open card of a board set without lists', async () => {
    const other = await boardWithProject(world);
    const none = await world.editor.client.post('/api/project/getGroupTrelloBoards', { projectGroupIDs: ['no-such-folder'] });
    expect({ status: none.status, body: none.body }).toEqual({ status: 200, body: { cards: [] } });
    const set = await world.admin.client.post('/api/admin/folders/updateGroupTrelloData', { projectGroupID: other.folderID, trelloData: { boards: [{ id: other.boardId, lists: [] }] } });
    const whole = await world.editor.client.post('/api/project/getGroupTrelloBoards', { projectGroupIDs: [other.folderID] }, after(set));
    expect(whole.body.cards.map((c: { id: string }) => c.id)).toEqual([...other.cards]);
  });

  it("refuses a project in no folder with the spec's message, and a user without a grant", async () => {
    const answer = await world.editor.client.post('/api/project/getGroupTrelloBoards', { projectGroupIDs: [] });
    expectFieldErrors(answer, ['projectGroupIDs']);
    expect(answer.body.error.fields.projectGroupIDs).toBe(NO_FOLDERS);
    expectError(await world.nobody.client.post('/api/project/getGroupTrelloBoards', { projectGroupIDs: [board.folderID] }), 403, 'forbidden');
  });
});

describe('/project/linkTrelloCard and /project/unlinkTrelloCard', () => {
  it("links a card: the project shows the card's name, address and due date", async () => {
    const { projectID, cards } = await boardWithProject(world);
    const answer = await linked(world, projectID, cards[1]);
    expect(answer.body).toEqual({ ok: true });
    expect(await linkAfter(answer, projectID)).toEqual({
      projectID,
      id: cards[1],
      name: expect.stringContaining('outro'),
      url: `${standInOf(world).url}/c/${cards[1]}`,
      due: '2026-12-31T12:00:00.000Z',
      dueComplete: false,
      dateLastActivity: expect.any(String),
      linkedOn: expect.any(String),
    });
    // The project itself carries the card as data.trello (spec 000 section 3), and loses it with the link.
    const project = await world.viewer.client.post('/api/project/getProjectByProjectID', { projectID }, after(answer));
    expect(project.body.project.data.trello).toEqual({ id: cards[1], url: `${standInOf(world).url}/c/${cards[1]}`, dateLastActivity: expect.any(String), webhooks: [] });
    const removed = await world.editor.client.post('/api/project/unlinkTrelloCard', { projectID });
    const unlinked = await world.viewer.client.post('/api/project/getProjectByProjectID', { projectID }, after(removed));
    expect(unlinked.body.project.data.trello).toBeNull();
  });

  it('links a card once: another project is refused with the message and existingProject, until the link is removed', async () => {
    const first = await boardWithProject(world);
    await linked(world, first.projectID, first.cards[0]);
    const second = await boardWithProject(world);
    // The second project's folder does not matter: a card is linked once, wherever it is chosen.
    const refused = await world.otherEditor.client.post('/api/project/linkTrelloCard', { projectID: second.projectID, trelloCardId: first.cards[0] });
    expectError(refused, 409, 'conflict');
    expect(refused.body.error.msg).toBe(ALREADY_LINKED);
    expect(refused.body.error.details).toEqual({ existingProject: { projectID: first.projectID, name: expect.stringMatching(/^Card project/) } });
    const removed = await world.editor.client.post('/api/project/unlinkTrelloCard', { projectID: first.projectID });
    expect(removed.status).toBe(200);
    expect(await linkAfter(removed, first.projectID)).toBeNull();
    const now = await world.otherEditor.client.post('/api/project/linkTrelloCard', { projectID: second.projectID, trelloCardId: first.cards[0] });
    expect(now.status).toBe(200);
    expect(await linkAfter(now, second.projectID)).toMatchObject({ id: first.cards[0] });
  });

  it('replaces the link with another card, and frees the first card', async () => {
    const { projectID, cards } = await boardWithProject(world);
    await linked(world, projectID, cards[0]);
    const replaced = await linked(world, projectID, cards[2]);
    expect(await linkAfter(replaced, projectID)).toMatchObject({ id: cards[2] });
    const other = await projectWithoutFolder(world);
    const { folderID } = await boardWithProject(world);
    const added = await world.editor.client.post('/api/project/addToGroup', { projectIDs: [other], projectGroupID: folderID });
    expect(added.status).toBe(200);
    expect((await linked(world, other, cards[0])).status).toBe(200);
  });

  it("refuses a project in no folder with the spec's message, a card the card board does not have, and an unknown project", async () => {
    const projectID = await projectWithoutFolder(world);
    const noFolder = await world.editor.client.post('/api/project/linkTrelloCard', { projectID, trelloCardId: 'anything' });
    expectError(noFolder, 409);
    expect(noFolder.body.error.msg).toBe(NO_FOLDERS);
    const board = await boardWithProject(world);
    expectError(await world.editor.client.post('/api/project/linkTrelloCard', { projectID: board.projectID, trelloCardId: 'no-such-card' }), 404, 'notFound');
    expectError(await world.editor.client.post('/api/project/linkTrelloCard', { projectID: 'no-such-project', trelloCardId: board.cards[0] }), 404, 'notFound');
  });

  it('refuses a viewer, a bad card id and unlinking a project without a card', async () => {
    const { projectID, cards } = await boardWithProject(world);
    expectError(await world.viewer.client.post('/api/project/linkTrelloCard', { projectID, trelloCardId: cards[0] }), 403, 'forbidden');
    expectFieldErrors(await world.editor.client.post('/api/project/linkTrelloCard', { projectID, trelloCardId: '../boards/x' }), ['trelloCardId']);
    expectFieldErrors(await world.editor.client.post('/api/project/linkTrelloCard', { projectID }), ['trelloCardId']);
    expectError(await world.editor.client.post('/api/project/unlinkTrelloCard', { projectID }), 404, 'notFound');
  });
});

describe('/trello/getBoardData and /trello/fetchCardData', () => {
  it("answers a board's name and lists, to a viewer and to a folder admin", async () => {
    const { boardId, lists } = await boardWithProject(world);
    for (const who of [world.viewer, folderAdmin]) {
      const answer = await who.client.post('/api/trello/getBoardData', { boardId });
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 200,
        body: {
          board: { id: boardId, name: expect.stringMatching(/^Board/) },
          lists: [
            { id: lists[0], name: 'Script' },
            { id: lists[1], name: 'Voiceover' },
          ],
        },
      });
    }
    expectError(await world.viewer.client.post('/api/trello/getBoardData', { boardId: 'no-such-board' }), 404, 'notFound');
    expectError(await world.nobody.client.post('/api/trello/getBoardData', { boardId }), 403, 'forbidden');
  });

  it("answers a card's data with its list, and null for a list the card board lost", async () => {
    const { boardId, cards, lists } = await boardWithProject(world);
    const answer = await world.viewer.client.post('/api/trello/fetchCardData', { cardId: cards[2] });
    expect(answer.status).toBe(200);
    expect(answer.body.cardData).toMatchObject({ id: cards[2], idBoard: boardId, idList: lists[1], list: { id: lists[1], name: 'Voiceover' }, due: null, dueComplete: false });
    standInOf(world).addCard({ id: `${boardId}-lost`, name: 'Lost', idBoard: boardId, idList: 'gone' });
    expect((await world.viewer.client.post('/api/trello/fetchCardData', { cardId: `${boardId}-lost` })).body.cardData.list).toBeNull();
    expectError(await world.viewer.client.post('/api/trello/fetchCardData', { cardId: 'no-such-card' }), 404, 'notFound');
  });
});

describe('/trello/updateDueDate', () => {
  it('sets the due date and completion on the card board and on the link, and clears them', async () => {
    const { projectID, cards } = await boardWithProject(world);
    await linked(world, projectID, cards[0]);
    const set = await world.editor.client.post('/api/trello/updateDueDate', { cardId: cards[0], dueDate: '2027-03-04', dueComplete: false });
    expect(set.status).toBe(200);
    expect(standInOf(world).cardOf(cards[0])).toMatchObject({ due: '2027-03-04T12:00:00.000Z', dueComplete: false });
    expect(await linkAfter(set, projectID)).toMatchObject({ due: '2027-03-04T12:00:00.000Z', dueComplete: false });
    const cleared = await world.editor.client.post('/api/trello/updateDueDate', { cardId: cards[0], dueDate: null, dueComplete: true });
    expect(await linkAfter(cleared, projectID)).toMatchObject({ due: null, dueComplete: true });
  });

  it('refuses a card no project links, a date that is not one, and a viewer', async () => {
    const { cards } = await boardWithProject(world);
    expectError(await world.editor.client.post('/api/trello/updateDueDate', { cardId: cards[0], dueDate: null, dueComplete: false }), 404, 'notFound');
    expectFieldErrors(await world.editor.client.post('/api/trello/updateDueDate', { cardId: cards[0], dueDate: 'tomorrow', dueComplete: false }), ['dueDate']);
    expectError(await world.viewer.client.post('/api/trello/updateDueDate', { cardId: cards[0], dueDate: null, dueComplete: false }), 403, 'forbidden');
  });
});

describe('a card board that errs, is slow or never answers', () => {
  afterEach(() => standInOf(world).setFault(null));

  it('answers 424 (never a 5xx) with a message saying so, within the timeout, and changes nothing', async () => {
    const { projectID, folderID, cards } = await boardWithProject(world);
    const faults = [{ kind: 'status', status: 500 }, { kind: 'notJson' }, { kind: 'slow', ms: 5_000 }, { kind: 'silent' }] as const;
    for (const fault of faults) {
      standInOf(world).setFault(fault);
      const started = Date.now();
      const cardsAnswer = await world.editor.client.post('/api/project/getGroupTrelloBoards', { projectGroupIDs: [folderID] });
      const link = await world.editor.client.post('/api/project/linkTrelloCard', { projectID, trelloCardId: cards[0] });
      expect(Date.now() - started).toBeLessThan(4_000);
      for (const answer of [cardsAnswer, link]) {
        expectError(answer, 424, 'cardBoardUnavailable');
        expect(answer.body.error.msg).toMatch(/card board \(Trello\)/);
      }
    }
    standInOf(world).setFault(null);
    expect(await linkAfter(await linked(world, projectID, cards[0]), projectID)).toMatchObject({ id: cards[0] });
  });
});
