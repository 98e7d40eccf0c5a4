// No privilege escalation (issue 7, finding 1): an admin gives and takes only grants it holds, only root
// touches root, an admin of users leaves alone users who hold more, and the last active root stays.
import { after, startProjectsWorld, type Person, type ProjectsWorld } from '../projects/projectsWorld';
import { addPerson } from './adminWorld';

let world: ProjectsWorld;
beforeAll(async () => {
  world = await startProjectsWorld();
});
afterAll(async () => {
  await world?.stop();
});

/** The grants of a user, as an admin of permissions (the owner unless said) reads them. */
const grantsOf = async (userID: number, headers: Record<string, string> = {}, reader: Person = world.admin): Promise<string[] | undefined> => {
  const answer = await reader.client.post('/api/admin/getAllUserGrants', {}, headers);
  return (answer.body.users as { userID: number; permissions: string[] }[]).find((u) => u.userID === userID)?.permissions;
};

describe('an admin of permissions', () => {
  it('cannot give itself root, nor take root from the owner', async () => {
    const permissions = await addPerson(world, ['admin.permissions'], 'Perry');
    const self = await permissions.client.post('/api/admin/addGrants', { userID: permissions.userID, grants: ['root'] });
    expect({ status: self.status, msg: self.body.error?.msg }).toEqual({ status: 403, msg: 'Only a root user can give or take away the root grant.' });
    const owner = await permissions.client.post('/api/admin/revokeGrants', { userID: 1, grants: ['root'] });
    expect(owner.status).toBe(403);
    expect(await grantsOf(1)).toContain('root');
    expect(await grantsOf(permissions.userID)).toEqual(['admin.permissions']);
  });

  it('cannot give a grant it does not hold', async () => {
    const permissions = await addPerson(world, ['admin.permissions'], 'Pam');
    const target = await addPerson(world, [], 'Tom');
    const refused = await permissions.client.post('/api/admin/addGrants', { userID: target.userID, grants: ['admin.users'] });
    expect({ status: refused.status, fields: refused.body.error?.fields }).toEqual({ status: 403, fields: { grants: expect.stringContaining('admin.users') } });
    expect((await permissions.client.post('/api/admin/addGrants', { userID: target.userID, grants: ['admin.permissions'] })).status).toBe(200);
  });
});

describe('an admin of users', () => {
  it('cannot deactivate, re-mail or otherwise change a root user', async () => {
    const users = await addPerson(world, ['admin.users'], 'Ursula');
    const root = await addPerson(world, ['root'], 'Rita');
    const calls: [string, unknown][] = [
      ['userToggleActive', { userID: root.userID }],
      ['updateUserEmail', { userID: root.userID, email: 'taken-over@example.com' }],
      ['updateUserDegrees', { userID: root.userID, degrees: ['PhD'] }],
      ['addUserRole', { userID: root.userID, role: 'Reviewer' }],
      ['addSlackUserId', { userID: root.userID, slackId: 'U1' }],
    ];
    for (const [call, body] of calls) {
      const answer = await users.client.post(`/api/admin/${call}`, body);
      expect({ call, status: answer.status, msg: answer.body.error?.msg }).toEqual({ call, status: 403, msg: 'You cannot change a user who holds grants you do not hold.' });
    }
    const still = await root.client.post('/api/user/getUser', {});
    expect({ status: still.status, text: still.text }).toEqual({ status: 200, text: expect.stringContaining('"deactivated":false') });
  });

  it('changes a user who holds nothing more than it does', async () => {
    const users = await addPerson(world, ['admin.users'], 'Uma');
    const plain = await addPerson(world, ['admin.users'], 'Paul');
    expect((await users.client.post('/api/admin/addUserRole', { userID: plain.userID, role: 'Reviewer' })).status).toBe(200);
  });
});

describe('the last active root', () => {
  it('two roots taking root from each other at once leave one of them root', async () => {
    const a = await addPerson(world, ['root'], 'Ann');
    const b = await addPerson(world, ['root'], 'Ben');
    // The owner steps aside so that a and b are the only active roots.
    const stepAside = await a.client.post('/api/admin/revokeGrants', { userID: 1, grants: ['root'] });
    expect(stepAside.status).toBe(200);
    const [ab, ba] = await Promise.all([
      a.client.post('/api/admin/revokeGrants', { userID: b.userID, grants: ['root'] }),
      b.client.post('/api/admin/revokeGrants', { userID: a.userID, grants: ['root'] }),
    ]);
    // The loser is refused as the last root's remover (409), or, when it asked after the winner's
    // revocation committed, as a caller no longer holding root (403).
    const [won, lost] = ab.status === 200 ? [ab, ba] : [ba, ab];
    expect({ won: won.status, lost: [403, 409].includes(lost.status) }).toEqual({ won: 200, lost: true });
    const last = won === ab ? a : b;
    const loser = won === ab ? b : a;
    expect(await grantsOf(last.userID, after(won), last)).toContain('root');
    expect(await grantsOf(loser.userID, after(won), last)).not.toContain('root');
    // The owner gets root back from the last root, so the other tests keep their admin.
    expect((await last.client.post('/api/admin/addGrants', { userID: 1, grants: ['root'] })).status).toBe(200);
  });
});
