// An admin cannot lock themselves out: deactivating their own account or removing their own root
// grant is refused with a clear message and changes nothing; another admin may still do either.
import { addPerson } from './adminWorld';
import { after, startProjectsWorld, type ProjectsWorld } from '../projects/projectsWorld';

describe('an admin locking themselves out', () => {
  let world: ProjectsWorld;
  beforeAll(async () => {
    world = await startProjectsWorld();
  });
  afterAll(async () => {
    await world.stop();
  });

  const grantsOf = async (userID: number, headers: Record<string, string> = {}) => {
    const answer = await world.admin.client.post('/api/admin/getAllUserGrants', {}, headers);
    return (answer.body.users as { userID: number; permissions: string[] }[]).find((u) => u.userID === userID)?.permissions;
  };

  it('deactivating oneself answers 409 and the account stays active', async () => {
    const admin = await addPerson(world, ['root'], 'Selfish');
    const refused = await admin.client.post('/api/admin/userToggleActive', { userID: admin.userID });
    expect({ status: refused.status, msg: refused.body.error?.msg }).toEqual({ status: 409, msg: 'You cannot deactivate your own account.' });
    expect((await admin.client.post('/api/user/getUser', {})).status).toBe(200);
  });

  it('removing ones own root answers 409 naming grants, and keeps every grant asked', async () => {
    const admin = await addPerson(world, ['root', 'admin.users'], 'Rooted');
    const refused = await admin.client.post('/api/admin/revokeGrants', { userID: admin.userID, grants: ['admin.users', 'root'] });
    expect({ status: refused.status, msg: refused.body.error?.msg }).toEqual({ status: 409, msg: 'You cannot remove your own root grant.' });
    expect(refused.body.error.fields).toEqual(expect.objectContaining({ grants: expect.any(String) }));
    expect(await grantsOf(admin.userID)).toEqual(expect.arrayContaining(['root', 'admin.users']));
  });

  it('another admin may remove that root grant', async () => {
    const admin = await addPerson(world, ['root'], 'Demoted');
    const revoked = await world.admin.client.post('/api/admin/revokeGrants', { userID: admin.userID, grants: ['root'] });
    expect(revoked.status).toBe(200);
    expect(await grantsOf(admin.userID, after(revoked))).toEqual([]);
  });
});
