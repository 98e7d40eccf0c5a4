import { Messages } from '@wb/contracts';
import { ADMIN, addUserWithGrants, startHarness, type Harness } from '../testing/commandApiHarness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const login = (email: string, password: string) => h.post('/auth/login', { email, password });
const sessionCookie = (res: Response): string => (res.headers.get('set-cookie') ?? '').split(';')[0]!;

describe('signing in', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie that works for calls', async () => {
    const res = await login(ADMIN.email, ADMIN.password);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: { userID: 1 } });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^wb_session=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    const created = await h.post('/api/project/create', { name: 'Signed in' }, { headers: { cookie: sessionCookie(res) } });
    expect(created.status).toBe(200);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    for (const res of [await login(ADMIN.email, 'wrong-password'), await login('nobody@example.com', 'whatever-1')]) {
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { msg: string } }).error.msg).toBe(Messages.wrongCredentials);
    }
  });

  it('refuses a deactivated user and ends their sessions', async () => {
    await addUserWithGrants(h, 30, ['content.projects-view'], 'thirty purple giraffes');
    const session = sessionCookie(await login('user30@example.com', 'thirty purple giraffes'));
    const toggled = await h.post('/api/admin/userToggleActive', { userID: 30 }, { as: 1 });
    expect(await toggled.json()).toEqual({ deactivated: true });
    const res = await login('user30@example.com', 'thirty purple giraffes');
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { msg: string } }).error.msg).toBe(Messages.accountDeactivated);
    expect((await h.post('/api/project/accessProject', { projectID: 'x' }, { headers: { cookie: session } })).status).toBe(401);
  });

  it('ends the session on logout', async () => {
    const session = sessionCookie(await login(ADMIN.email, ADMIN.password));
    expect((await h.post('/api/logout', {}, { headers: { cookie: session } })).status).toBe(200);
    expect((await h.post('/api/project/create', { name: 'After logout' }, { headers: { cookie: session } })).status).toBe(401);
  });
});

describe('set-password links', () => {
  it('lets an invited user choose a password once', async () => {
    const res = await h.post('/api/admin/addUser', { userID: 31, email: 'invited@example.com', givenName: 'In', familyName: 'Vited' }, { as: 1 });
    const { setPasswordLink } = (await res.json()) as { setPasswordLink: string };
    expect(setPasswordLink).toMatch(/^http:\/\/workspace\.test\/#\/set-password\/[\w-]+$/);
    const token = setPasswordLink.split('/').pop()!;
    expect((await h.post('/auth/setPassword', { token, password: 'chosen-password' })).status).toBe(200);
    expect((await login('invited@example.com', 'chosen-password')).status).toBe(200);
    expect((await h.post('/auth/setPassword', { token, password: 'another-password' })).status).toBe(400);
    const events = await h.eventStore.readStream('user-31');
    expect(events.map((e) => e.type)).toContain('UserPasswordSet');
    expect(JSON.stringify(events.map((e) => [e.data, e.metadata]))).not.toContain('chosen-password');
  });
});

describe('users and grants', () => {
  it('refuses a taken email', async () => {
    const res = await h.post('/api/admin/addUser', { userID: 32, email: 'ADMIN@example.com', givenName: 'A', familyName: 'B', password: 'thirty two purple giraffes' }, { as: 1 });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('emailTaken');
  });

  it('names a malformed grant in a 400', async () => {
    await addUserWithGrants(h, 33, []);
    const res = await h.post('/api/admin/addGrants', { userID: 33, grants: ['content.projects'] }, { as: 1 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.grants).toContain('content.projects');
  });

  it('stops a revoked grant from working on the next call', async () => {
    await addUserWithGrants(h, 34, ['content.projects-edit']);
    const { project } = (await (await h.post('/api/project/create', { name: 'Revocation' }, { as: 34 })).json()) as { project: { projectID: string } };
    expect((await h.post('/api/admin/revokeGrants', { userID: 34, grants: ['content.projects-edit'] }, { as: 1 })).status).toBe(200);
    expect((await h.post('/api/project/updateName', { projectID: project.projectID, name: 'Renamed' }, { as: 34 })).status).toBe(403);
  });

  it('changes only the signed-in user with profile calls', async () => {
    await addUserWithGrants(h, 35, []);
    expect((await h.post('/api/user/addRole', { role: 'Illustrator' }, { as: 35 })).status).toBe(200);
    const events = await h.eventStore.readStream('user-35');
    expect(events.at(-1)).toMatchObject({ type: 'UserRoleAdded', data: { userID: 35, role: 'Illustrator' } });
  });

  it('creates the first admin only once', async () => {
    expect(await h.api.ensureAdmin('second@example.com')).toEqual({ created: false });
  });
});

describe('password strength', () => {
  const fieldsOf = async (res: Response) => ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields;

  it('refuses to add a user with a weak password, naming the field, and adds nobody', async () => {
    for (const password of ['12345678', 'password1', 'weak.user@example.com']) {
      const res = await h.post('/api/admin/addUser', { userID: 40, email: 'weak.user@example.com', givenName: 'Weak', familyName: 'User', password }, { as: 1 });
      expect(res.status).toBe(400);
      expect((await fieldsOf(res)).password).toMatch(/^Too easy to guess\./);
    }
    expect(await h.eventStore.readStream('user-40')).toEqual([]);
  });

  it("refuses a weak password on a set-password link, the user's own name included, and the link still works", async () => {
    const res = await h.post('/api/admin/addUser', { userID: 41, email: 'grace.hopper@example.com', givenName: 'Grace', familyName: 'Hopper' }, { as: 1 });
    const { setPasswordLink } = (await res.json()) as { setPasswordLink: string };
    const token = setPasswordLink.split('/').pop() ?? '';
    for (const password of ['password1', 'GraceHopper']) {
      const weak = await h.post('/auth/setPassword', { token, password });
      expect(weak.status).toBe(400);
      expect(Object.keys(await fieldsOf(weak))).toEqual(['password']);
    }
    expect((await h.post('/auth/setPassword', { token, password: 'compilers sail at dawn' })).status).toBe(200);
  });
});
