// With no card board configured (no TRELLO_KEY and TRELLO_TOKEN), the card-board calls say so with a
// 424 and a clear message instead of failing, and a project's link still reads (none).
import { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/startTestApp';
import { addPerson, type Person } from '../shared/people';
import { expectError } from '../shared/answers';

let app: TestApp;
let editor: Person;
beforeAll(async () => {
  app = await startTestApp({ trello: false });
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  editor = await addPerson(app, admin, { userID: 2, givenName: 'Edith', grants: ['content.projects-edit'] });
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

it('answers 424 cardBoardNotConfigured, naming the variables to set, for every call that asks the card board', async () => {
  const calls: [string, unknown][] = [
    ['/api/project/getGroupTrelloBoards', { projectGroupIDs: ['g1'] }],
    ['/api/trello/getBoardData', { boardId: 'b1' }],
    ['/api/trello/fetchCardData', { cardId: 'c1' }],
  ];
  for (const [path, body] of calls) {
    const answer = await editor.client.post(path, body);
    expectError(answer, 424, 'cardBoardNotConfigured');
    expect(answer.body.error.msg).toMatch(/not configured.*TRELLO_KEY/);
  }
});

it("still reads a project's link: none", async () => {
  const answer = await editor.client.post('/api/project/getTrelloCardLink', { projectID: 'p1' });
  expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { trello: null } });
});
