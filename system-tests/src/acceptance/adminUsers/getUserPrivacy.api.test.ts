// Issue 7 finding 5: /api/user/getUser {userID} gave any signed-in user every user's email, grants and
// deactivated flag. Another user's answer now holds the team fields only (as /api/user/getTeam shows
// them); the full record is for oneself and for holders of admin.users (root included).
import { startProjectsWorld, type ProjectsWorld } from '../projects/projectsWorld';
import { addPerson } from './adminWorld';

const TEAM_FIELDS = ['avatar', 'familyName', 'fullName', 'givenName', 'roles', 'userID'];

let world: ProjectsWorld;
beforeAll(async () => {
  world = await startProjectsWorld();
});
afterAll(async () => {
  await world?.stop();
});

it("answers another user's team fields only, to a user with no grant and to a viewer, for every id", async () => {
  for (const asker of [world.nobody, world.viewer]) {
    for (const userID of [1, world.editor.userID, world.projectAdmin.userID]) {
      const answer = await asker.client.post('/api/user/getUser', { userID });
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body.user).sort()).toEqual(TEAM_FIELDS);
      expect(answer.text).not.toMatch(/@example\.com|permissions|deactivated|root/);
    }
  }
  const team = await world.viewer.client.post('/api/user/getTeam', {});
  const editor = (team.body.team as { userID: number }[]).find((m) => m.userID === world.editor.userID);
  expect((await world.viewer.client.post('/api/user/getUser', { userID: world.editor.userID })).body.user).toEqual(editor);
});

it('answers the full record to oneself, with or without the own id', async () => {
  for (const body of [{}, { userID: world.viewer.userID }]) {
    const answer = await world.viewer.client.post('/api/user/getUser', body);
    expect(answer.body.user).toMatchObject({ userID: world.viewer.userID, email: 'vera@example.com', permissions: ['content.projects-view'], data: { deactivated: false } });
  }
});

it('answers the full record to a holder of admin.users and to root', async () => {
  const usersAdmin = await addPerson(world, ['admin.users'], 'Uma');
  for (const asker of [usersAdmin, world.admin]) {
    const answer = await asker.client.post('/api/user/getUser', { userID: world.editor.userID });
    expect(answer.body.user).toMatchObject({ email: 'edith@example.com', permissions: ['content.projects-edit'], data: { deactivated: false } });
  }
});
