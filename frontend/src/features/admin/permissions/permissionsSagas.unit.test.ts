import { aUser, signedInAt } from '../../../testing/fixtures';
import { runWithFakes, type SagaHarness } from '../../../testing/sagaHarness';
import { selectCurrentUser } from '../../auth/authSlice';
import { sessionApi } from '../../auth/sessionApi';
import { buildGrant } from './grantBuilder';
import { permissionsApi } from './permissionsApi';
import { watchPermissions } from './permissionsSagas';
import { grantAddRequested, grantDialogOpened, grantRevokeRequested } from './permissionsSlice';

const me = aUser({ userID: 1, permissions: ['admin.permissions'] });

/** A server holding one user's grants, changed by the commands. */
const server = (userID: number, initial: string[]) => {
  let grants = initial;
  return {
    '/admin/addGrants': (input: unknown) => {
      grants = [...grants, ...(input as { grants: string[] }).grants];
      return { ok: true };
    },
    '/admin/revokeGrants': (input: unknown) => {
      grants = grants.filter((g) => !(input as { grants: string[] }).grants.includes(g));
      return { ok: true };
    },
    '/admin/getAllUserGrants': () => ({ users: [{ userID, fullName: 'Ada Lovelace', email: 'ada@x.io', permissions: grants }] }),
    '/user/getUser': () => ({ user: { ...me, permissions: grants } }),
  };
};
const showTable = async (h: SagaHarness) => {
  h.store.dispatch(permissionsApi.endpoints.adminUserGrants.initiate({}));
  await h.settle();
};
const shownGrants = (h: SagaHarness) => permissionsApi.endpoints.adminUserGrants.select({})(h.state()).data?.users[0]?.permissions;

describe('the permissions admin', () => {
  it('builds content grants with a level and admin grants without', () => {
    expect(buildGrant('content', 'projects', 'edit')).toBe('content.projects-edit');
    expect(buildGrant('content', 'assets', 'view')).toBe('content.assets-view');
    expect(buildGrant('admin', 'users', 'edit')).toBe('admin.users');
  });

  it('adds a grant, closes the dialog and shows the new tag', async () => {
    const h = runWithFakes(watchPermissions, server(2, []));
    await showTable(h);
    h.dispatch(grantDialogOpened(2));
    h.dispatch(grantAddRequested({ userID: 2, grants: ['content.projects-edit'] }));
    await h.settle(10);
    expect(h.state().permissions.dialog.userID).toBeNull();
    expect(shownGrants(h)).toEqual(['content.projects-edit']);
    expect(h.toasts).toContainEqual({ kind: 'success', message: 'Granted content.projects-edit' });
    h.task.cancel();
  });

  it('revokes one grant and reloads the signed-in user when it was their own', async () => {
    const h = runWithFakes(watchPermissions, server(1, ['admin.permissions']), signedInAt(me, '/admin/permissions'));
    // The session holds the signed-in user for as long as it lasts.
    h.store.dispatch(sessionApi.endpoints.ownUser.initiate({}));
    await showTable(h);
    h.dispatch(grantRevokeRequested({ userID: 1, grant: 'admin.permissions' }));
    expect(h.state().permissions.revoking).toEqual(['1:admin.permissions']);
    await h.settle(10);
    expect(h.calls.find((c) => c.path === '/admin/revokeGrants')?.input).toEqual({ userID: 1, grants: ['admin.permissions'] });
    expect(selectCurrentUser(h.state())?.permissions).toEqual([]);
    expect(shownGrants(h)).toEqual([]);
    expect(h.state().permissions.revoking).toEqual([]);
    h.task.cancel();
  });
});
