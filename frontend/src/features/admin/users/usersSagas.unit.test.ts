import { Messages } from '@wb/contracts';
import { aUser } from '../../../testing/fixtures';
import { apiFailure, runWithFakes, type SagaHarness } from '../../../testing/sagaHarness';
import { usersApi } from './usersApi';
import { watchUsers } from './usersSagas';
import { addUserRequested, userDialogOpened, userEditRequested } from './usersSlice';

const alan = aUser({ userID: 4, givenName: 'Alan', familyName: 'Turing', fullName: 'Alan Turing' });

/** A server holding users whose accounts can be added, deactivated and reactivated. */
const fakes = () => {
  let users = [alan];
  return {
    '/admin/getAllUsers': () => ({ users }),
    '/admin/userToggleActive': (input: unknown) => {
      const { userID } = input as { userID: number };
      users = users.map((u) => (u.userID === userID ? { ...u, data: { ...u.data, deactivated: !u.data.deactivated } } : u));
      return { deactivated: users.find((u) => u.userID === userID)?.data.deactivated ?? false };
    },
    '/admin/updateUserDegrees': () => ({ ok: true }),
    '/admin/addUser': (input: unknown) => {
      const { userID, givenName, familyName, password } = input as { userID: number; givenName: string; familyName: string; password?: string };
      users = [...users, aUser({ userID, givenName, familyName, fullName: `${givenName} ${familyName}` })];
      return password ? { user: { userID } } : { user: { userID }, setPasswordLink: 'http://x/#/set-password/tok' };
    },
  };
};
const showTable = async (h: SagaHarness) => {
  h.store.dispatch(usersApi.endpoints.adminUsers.initiate({}));
  await h.settle();
};
const shownUsers = (h: SagaHarness) => usersApi.endpoints.adminUsers.select({})(h.state()).data?.users ?? [];

describe('the users admin', () => {
  it("deactivates and reactivates, so the dialog shows or drops the banner 'This user's account is deactivated'", async () => {
    const h = runWithFakes(watchUsers, fakes());
    await showTable(h);
    h.dispatch(userDialogOpened(4));
    h.dispatch(userEditRequested({ userID: 4, edit: { kind: 'toggleActive' } }));
    expect(h.state().users.dialog.pending).toBe('toggleActive');
    await h.settle(10);
    expect(shownUsers(h)[0]?.data.deactivated).toBe(true);
    expect(h.toasts).toContainEqual({ kind: 'success', message: 'User deactivated' });
    expect(Messages.userDeactivatedBanner).toBe("This user's account is deactivated");
    h.dispatch(userEditRequested({ userID: 4, edit: { kind: 'toggleActive' } }));
    await h.settle(10);
    expect(shownUsers(h)[0]?.data.deactivated).toBe(false);
    expect(h.state().users.dialog.pending).toBeNull();
    h.task.cancel();
  });

  it('saves the degrees as a whole list', async () => {
    const h = runWithFakes(watchUsers, fakes());
    h.dispatch(userEditRequested({ userID: 4, edit: { kind: 'degrees', degrees: ['BSc Biology', 'MA Education'] } }));
    await h.settle();
    expect(h.calls[0]).toEqual({ path: '/admin/updateUserDegrees', input: { userID: 4, degrees: ['BSc Biology', 'MA Education'] } });
    h.task.cancel();
  });

  it('adds a user without a password, keeps the dialog open on the one-time link, and lists them', async () => {
    const h = runWithFakes(watchUsers, fakes());
    await showTable(h);
    h.dispatch(addUserRequested({ userID: 5, email: 'g@x.io', givenName: 'Grace', familyName: 'Hopper' }));
    await h.settle(10);
    expect(h.state().users.addUser).toEqual({ open: true, pending: false, setPasswordLink: 'http://x/#/set-password/tok' });
    expect(shownUsers(h).map((u) => u.fullName)).toEqual(['Alan Turing', 'Grace Hopper']);
    h.task.cancel();
  });

  it('adds a user in one step with starting grants, and saves a Trello ID', async () => {
    const h = runWithFakes(watchUsers, { ...fakes(), '/admin/addTrelloUserId': () => ({ ok: true }) });
    h.dispatch(addUserRequested({ userID: 6, email: 'n@x.io', givenName: 'New', familyName: 'Comer', grants: ['content.projects-edit', 'content.assets-edit'] }));
    await h.settle(10);
    expect(h.calls.find((c) => c.path === '/admin/addUser')?.input).toEqual({
      userID: 6,
      email: 'n@x.io',
      givenName: 'New',
      familyName: 'Comer',
      grants: ['content.projects-edit', 'content.assets-edit'],
    });
    h.dispatch(userEditRequested({ userID: 4, edit: { kind: 'trelloId', trelloId: '5f1a2b' } }));
    await h.settle();
    expect(h.calls.find((c) => c.path === '/admin/addTrelloUserId')?.input).toEqual({ userID: 4, trelloId: '5f1a2b' });
    expect(h.toasts).toContainEqual({ kind: 'success', message: 'Trello ID saved' });
    h.task.cancel();
  });

  it("shows the server's message when adding is refused and lets the admin try again", async () => {
    const h = runWithFakes(watchUsers, {
      '/admin/addUser': () => {
        throw apiFailure(409, 'A user with that email already exists.', 'conflict');
      },
    });
    h.dispatch(addUserRequested({ userID: 5, email: 'g@x.io', givenName: 'Grace', familyName: 'Hopper', password: 'long-enough-1' }));
    await h.settle();
    expect(h.toasts).toEqual([{ kind: 'error', message: 'A user with that email already exists.' }]);
    expect(h.state().users.addUser.pending).toBe(false);
    h.task.cancel();
  });
});
