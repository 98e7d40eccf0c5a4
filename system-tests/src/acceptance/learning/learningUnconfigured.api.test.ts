// With no learning site configured (no LEARNING_BASE_URL), the learning calls that ask the site say so
// with a 424 and a message naming the variable instead of failing, and the link status still reads.
import { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/startTestApp';
import { addPerson, type Person } from '../shared/people';
import { expectError } from '../shared/answers';

let app: TestApp;
let linker: Person;
beforeAll(async () => {
  app = await startTestApp({ learning: false });
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  linker = await addPerson(app, admin, { userID: 2, givenName: 'Lena', grants: ['content.projects-edit', 'content.learning-edit'] });
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

it('answers 424 learningNotConfigured, naming the variable to set, for every call that asks the site', async () => {
  const created = await linker.client.post('/api/project/create', { name: 'Unlinked lesson', groups: [] });
  expect(created.status).toBe(200);
  const projectID: string = created.body.project.projectID;
  const calls: [string, unknown][] = [
    ['/api/learning/searchLearnNodes', { text: 'moon' }],
    ['/api/learning/getLearnNode', { projectID }],
    ['/api/learning/linkNode', { projectID, nodeID: '101' }],
  ];
  for (const [path, body] of calls) {
    const answer = await linker.client.post(path, body);
    expectError(answer, 424, 'learningNotConfigured');
    expect(answer.body.error.msg).toMatch(/not configured.*LEARNING_BASE_URL/);
  }
});

it("still reads a project's link status: not linked", async () => {
  const answer = await linker.client.post('/api/learning/getLinkedStatus', { projectID: 'p1' });
  expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { status: -1 } });
});
