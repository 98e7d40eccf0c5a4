import { aUser } from '../../../testing/fixtures';
import { runWithFakes } from '../../../testing/sagaHarness';
import { userLoaded } from '../../auth/authSlice';
import { buildGrant } from './grantBuilder';
import { watchPermissions } from './permissionsSagas';
import { grantAddRequested, grantDialogOpened, grantRevokeRequested } from './permissionsSlice';

const me = aUser({ userID: 1, permissions: ['admin.permissions'] });

describe('the permissions admin', () => {
  it('builds content grants with a level and admin grants without', () => {
    expect(buildGrant('content', 'projects', 'edit')).toBe('content.projects-edit');
    expect(buildGrant('content', 'assets', 'view')).toBe('content.assets-view');
    expect(buildGrant('admin', 'users', 'edit')).toBe('admin.users');
  });

  it('adds a grant, closes the dialog and shows the new tag', async () => {
    let grants: string[] = [];
    const h = runWithFakes(watchPermissions, {
      '/admin/addGrants': (input) => { grants = [...grants, ...(input as { grants: string[] }).grants]; return { ok: true }; },
      '/admin/getAllUserGrants': () => ({ users: [{ userID: 2, fullName: 'Ada Lovelace', email: 'ada@x.io', permissions: grants }] }),
    });
    h.dispatch(grantDialogOpened(2));
    h.dispatch(grantAddRequested({ userID: 2, grants: ['content.projects-edit'] }));
    await h.settle();
    expect(h.state().permissions.dialog.userID).toBeNull();
    expect(h.state().permissions.users[0]?.permissions).toEqual(['content.projects-edit']);
    expect(h.toasts).toContainEqual({ kind: 'success', message: 'Granted content.projects-edit' });
    h.task.cancel();
  });

  it("revokes one grant and reloads the signed-in user when it was their own", async () => {
    const h = runWithFakes(watchPermissions, {
      '/admin/revokeGrants': () => ({ ok: true }),
      '/admin/getAllUserGrants': () => ({ users: [] }),
      '/user/getUser': () => ({ user: { ...me, permissions: [] } }),
    }, (s) => ({ ...s, auth: { ...s.auth, status: 'signedIn', user: me } }));
    h.dispatch(grantRevokeRequested({ userID: 1, grant: 'admin.permissions' }));
    expect(h.state().permissions.revoking).toEqual(['1:admin.permissions']);
    await h.settle();
    expect(h.calls[0]).toEqual({ path: '/admin/revokeGrants', input: { userID: 1, grants: ['admin.permissions'] } });
    expect(h.actions.some((a) => a.type === userLoaded.type)).toBe(true);
    expect(h.state().auth.user?.permissions).toEqual([]);
    expect(h.state().permissions.revoking).toEqual([]);
    h.task.cancel();
  });
});
