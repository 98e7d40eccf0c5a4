import { Messages } from '@wb/contracts';
import { aUser } from '../../../testing/fixtures';
import { apiFailure, runWithFakes } from '../../../testing/sagaHarness';
import { adminSectionOpened } from '../adminActions';
import { watchUsers } from './usersSagas';
import { addUserRequested, userDialogOpened, userEditRequested } from './usersSlice';

const alan = aUser({ userID: 4, givenName: 'Alan', familyName: 'Turing', fullName: 'Alan Turing' });

/** A server holding one user whose account can be deactivated and reactivated. */
const fakes = () => {
  let user = alan;
  return {
    '/admin/getAllUsers': () => ({ users: [user] }),
    '/admin/userToggleActive': () => {
      user = { ...user, data: { ...user.data, deactivated: !user.data.deactivated } };
      return { deactivated: user.data.deactivated };
    },
    '/admin/updateUserDegrees': () => ({ ok: true }),
    '/admin/addUser': (input: unknown) => ((input as { password?: string }).password
      ? { user: { userID: 5 } }
      : { user: { userID: 5 }, setPasswordLink: 'http://x/#/set-password/tok' }),
  };
};

describe('the users admin', () => {
  it('lists the users when its section opens, and only then', async () => {
    const h = runWithFakes(watchUsers, fakes());
    h.dispatch(adminSectionOpened('permissions'));
    await h.settle();
    expect(h.calls).toEqual([]);
    h.dispatch(adminSectionOpened('users'));
    await h.settle();
    expect(h.state().users.users.map((u) => u.fullName)).toEqual(['Alan Turing']);
    h.task.cancel();
  });

  it("deactivates and reactivates, so the dialog shows or drops the banner 'This user's account is deactivated'", async () => {
    const h = runWithFakes(watchUsers, fakes());
    h.dispatch(userDialogOpened(4));
    h.dispatch(userEditRequested({ userID: 4, edit: { kind: 'toggleActive' } }));
    expect(h.state().users.dialog.pending).toBe('toggleActive');
    await h.settle();
    expect(h.state().users.users[0]?.data.deactivated).toBe(true);
    expect(h.toasts).toContainEqual({ kind: 'success', message: 'User deactivated' });
    expect(Messages.userDeactivatedBanner).toBe("This user's account is deactivated");
    h.dispatch(userEditRequested({ userID: 4, edit: { kind: 'toggleActive' } }));
    await h.settle();
    expect(h.state().users.users[0]?.data.deactivated).toBe(false);
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

  it('adds a user without a password and keeps the dialog open on the one-time link', async () => {
    const h = runWithFakes(watchUsers, fakes());
    h.dispatch(addUserRequested({ userID: 5, email: 'g@x.io', givenName: 'Grace', familyName: 'Hopper' }));
    await h.settle();
    expect(h.state().users.addUser).toEqual({ open: true, pending: false, setPasswordLink: 'http://x/#/set-password/tok' });
    h.task.cancel();
  });

  it("shows the server's message when adding is refused and lets the admin try again", async () => {
    const h = runWithFakes(watchUsers, {
      '/admin/addUser': () => { throw apiFailure(409, 'A user with that email already exists.', 'conflict'); },
    });
    h.dispatch(addUserRequested({ userID: 5, email: 'g@x.io', givenName: 'Grace', familyName: 'Hopper', password: 'long-enough-1' }));
    await h.settle();
    expect(h.toasts).toEqual([{ kind: 'error', message: 'A user with that email already exists.' }]);
    expect(h.state().users.addUser.pending).toBe(false);
    h.task.cancel();
  });
});
