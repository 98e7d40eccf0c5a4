import { createQueryHarness, type QueryHarness } from '../testing/queryHarness';
import { ADMIN, DEACTIVATED, NO_GRANTS, OTHER_VIEWER, seedUsers, VIEWER } from '../testing/querySeed';

describe('user queries', () => {
  let h: QueryHarness;
  beforeAll(async () => {
    h = await createQueryHarness();
    await seedUsers(h);
    await h.append(`user-${VIEWER}`, { type: 'UserRoleAdded', data: { userID: VIEWER, role: 'Illustrator' } });
    await h.append(`user-${VIEWER}`, { type: 'UserSlackIdSet', data: { userID: VIEWER, slackId: 'U42' } });
    await h.settle();
  });
  afterAll(async () => {
    await h.close();
  });

  describe('/user/getUser', () => {
    it('answers the signed-in user when no userID is given', async () => {
      const { status, body } = await h.call('/user/getUser', {}, { userID: VIEWER });
      expect(status).toBe(200);
      expect(body.user).toEqual({
        userID: VIEWER,
        givenName: 'Vera',
        familyName: 'Viewer',
        fullName: 'Vera Viewer',
        email: 'vera@example.org',
        avatar: null,
        permissions: ['content.projects-view'],
        data: { roles: ['Illustrator'], degrees: [], slackId: 'U42', trello: { id: null }, deactivated: false },
      });
    });
    it("answers another user's team fields only: no email, grants or flags (issue 7)", async () => {
      const { body } = await h.call('/user/getUser', { userID: ADMIN }, { userID: VIEWER });
      expect(body.user).toEqual({ userID: ADMIN, givenName: 'Ada', familyName: 'Admin', fullName: 'Ada Admin', roles: [], avatar: null });
      expect((await h.call('/user/getUser', { userID: VIEWER }, { userID: NO_GRANTS })).body.user).not.toHaveProperty('email');
    });
    it('answers the full record to oneself by id, and to a holder of admin.users or root', async () => {
      expect((await h.call('/user/getUser', { userID: VIEWER }, { userID: VIEWER })).body.user.email).toBe('vera@example.org');
      const byRoot = await h.call('/user/getUser', { userID: VIEWER }, { userID: ADMIN });
      expect(byRoot.body.user).toMatchObject({ email: 'vera@example.org', permissions: ['content.projects-view'], data: { deactivated: false } });
    });
    it('answers 404 for an unknown user', async () => {
      const { status, body } = await h.call('/user/getUser', { userID: 999 }, { userID: VIEWER });
      expect(status).toBe(404);
      expect(body.error.code).toBe('notFound');
    });
    it('answers 400 naming the field for a userID that is not a number', async () => {
      const { status, body } = await h.call('/user/getUser', { userID: 'abc' }, { userID: VIEWER });
      expect(status).toBe(400);
      expect(Object.keys(body.error.fields)).toEqual(['userID']);
    });
    it('answers 401 without a session, and for a deactivated account', async () => {
      expect((await h.call('/user/getUser', {})).status).toBe(401);
      expect((await h.call('/user/getUser', {}, { userID: DEACTIVATED })).status).toBe(401);
    });
  });

  it('/user/getTeam lists active users only, and needs content.projects-view', async () => {
    const { body } = await h.call('/user/getTeam', {}, { userID: VIEWER });
    expect(body.team.map((m: { userID: number }) => m.userID).sort()).toEqual([ADMIN, NO_GRANTS, OTHER_VIEWER, VIEWER].sort());
    expect(body.team[0]).toEqual({ userID: ADMIN, givenName: 'Ada', familyName: 'Admin', fullName: 'Ada Admin', roles: [], avatar: null });
    // Spec 002 'Team member' carries the production roles (the mention list's sub-labels).
    expect(body.team.find((m: { userID: number }) => m.userID === VIEWER).roles).toEqual(['Illustrator']);
    const refused = await h.call('/user/getTeam', {}, { userID: NO_GRANTS });
    expect(refused.status).toBe(403);
    expect(refused.body.error.msg).toBe('You need the grant content.projects-view for that. Contact an admin.');
  });

  it('/user/checkLoggedIn says whether the caller has a usable session', async () => {
    expect((await h.call('/user/checkLoggedIn', {}, { userID: NO_GRANTS })).body).toEqual({ loggedIn: true });
    expect((await h.call('/user/checkLoggedIn', {})).body).toEqual({ loggedIn: false });
    expect((await h.call('/user/checkLoggedIn', {}, { userID: DEACTIVATED })).body).toEqual({ loggedIn: false });
  });

  describe('admin', () => {
    it('/admin/getAllUserGrants lists every user with their grants', async () => {
      const { body } = await h.call('/admin/getAllUserGrants', {}, { userID: ADMIN });
      expect(body.users).toHaveLength(5);
      expect(body.users).toContainEqual({ userID: OTHER_VIEWER, fullName: 'Otto Other', email: 'otto@example.org', permissions: ['content.projects-edit'] });
    });
    it('/admin/getAllUsers includes deactivated users, flagged', async () => {
      const { body } = await h.call('/admin/getAllUsers', {}, { userID: ADMIN });
      expect(body.users.find((u: { userID: number }) => u.userID === DEACTIVATED).data.deactivated).toBe(true);
    });
    it('/admin/getUser answers one user, 404 for an unknown one, 400 without userID', async () => {
      expect((await h.call('/admin/getUser', { userID: VIEWER }, { userID: ADMIN })).body.user.email).toBe('vera@example.org');
      expect((await h.call('/admin/getUser', { userID: 77 }, { userID: ADMIN })).status).toBe(404);
      const bad = await h.call('/admin/getUser', {}, { userID: ADMIN });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.error.fields)).toEqual(['userID']);
    });
    it('refuses users without the admin grant with 403', async () => {
      for (const path of ['/admin/getAllUserGrants', '/admin/getAllUsers']) {
        expect((await h.call(path, {}, { userID: OTHER_VIEWER })).status).toBe(403);
      }
    });
  });
});
