import { Messages } from '@wb/contracts';
import { ApiError } from '../../api/apiError';
import { aUser } from '../../testing/fixtures';
import { apiFailure, runWithFakes } from '../../testing/sagaHarness';
import { stashAvatar } from './avatarStash';
import { watchProfile } from './profileSagas';
import { avatarChosen, passwordChangeRequested, profileEditRequested } from './profileSlice';

/** A server holding the signed-in user, whose roles and degrees the profile calls change. */
const fakes = () => {
  let user = aUser({ userID: 5 });
  const data = (change: Partial<typeof user.data>) => {
    user = { ...user, data: { ...user.data, ...change } };
    return { ok: true };
  };
  return {
    '/user/getUser': () => ({ user }),
    '/user/addRole': (input: unknown) => data({ roles: [...user.data.roles, (input as { role: string }).role] }),
    '/user/removeRole': (input: unknown) => data({ roles: user.data.roles.filter((r) => r !== (input as { role: string }).role) }),
    '/user/updateData': (input: unknown) => data({ degrees: (input as { data: { degrees: string[] } }).data.degrees }),
    '/user/removeDegree': (input: unknown) => data({ degrees: user.data.degrees.filter((d) => d !== (input as { degree: string }).degree) }),
    '/user/changePassword': () => ({ ok: true }),
  };
};

describe('the profile', () => {
  it('adds and removes own roles and degrees with the profile calls, and is idle afterwards', async () => {
    const h = runWithFakes(watchProfile, fakes());
    h.dispatch(profileEditRequested({ kind: 'addRole', role: 'Illustrator' }));
    expect(h.state().profile.pending).toBe('addRole');
    await h.settle();
    h.dispatch(profileEditRequested({ kind: 'removeRole', role: 'Illustrator' }));
    await h.settle();
    h.dispatch(profileEditRequested({ kind: 'degrees', degrees: ['BA English', 'MFA Animation'] }));
    await h.settle();
    h.dispatch(profileEditRequested({ kind: 'removeDegree', degree: 'BA English' }));
    await h.settle();
    expect(h.calls.filter((c) => c.path !== '/user/getUser')).toEqual([
      { path: '/user/addRole', input: { role: 'Illustrator' } },
      { path: '/user/removeRole', input: { role: 'Illustrator' } },
      { path: '/user/updateData', input: { data: { degrees: ['BA English', 'MFA Animation'] } } },
      { path: '/user/removeDegree', input: { degree: 'BA English' } },
    ]);
    expect(h.state().profile.pending).toBeNull();
    expect(h.toasts).toEqual([{ kind: 'success', message: 'Degrees saved' }]);
    h.task.cancel();
  });

  it("shows the server's message when a change is refused", async () => {
    const h = runWithFakes(watchProfile, {
      '/user/addRole': () => {
        throw apiFailure(400, 'Invalid input (role: Invalid option)', 'validation');
      },
    });
    h.dispatch(profileEditRequested({ kind: 'addRole', role: 'Astronaut' }));
    await h.settle();
    expect(h.toasts).toEqual([{ kind: 'error', message: 'Invalid input (role: Invalid option)' }]);
    expect(h.state().profile.pending).toBeNull();
    h.task.cancel();
  });

  it('changes the password, says so, and clears the form', async () => {
    const h = runWithFakes(watchProfile, fakes());
    h.dispatch(passwordChangeRequested({ currentPassword: 'old one here', newPassword: 'velvet lanterns drift upstream' }));
    expect(h.state().profile.password.pending).toBe(true);
    await h.settle();
    expect(h.calls).toEqual([{ path: '/user/changePassword', input: { currentPassword: 'old one here', newPassword: 'velvet lanterns drift upstream' } }]);
    expect(h.state().profile.password).toEqual({ pending: false, fields: {}, changed: 1 });
    expect(h.toasts).toEqual([{ kind: 'success', message: Messages.passwordChanged }]);
    h.task.cancel();
  });

  it('shows a wrong current password beside its field, without a toast', async () => {
    const h = runWithFakes(watchProfile, {
      '/user/changePassword': () => {
        throw new ApiError(Messages.wrongCurrentPassword, 400, 'validation', {}, { currentPassword: Messages.wrongCurrentPassword });
      },
    });
    h.dispatch(passwordChangeRequested({ currentPassword: 'wrong', newPassword: 'velvet lanterns drift upstream' }));
    await h.settle();
    expect(h.state().profile.password).toEqual({ pending: false, fields: { currentPassword: Messages.wrongCurrentPassword }, changed: 0 });
    expect(h.toasts).toEqual([]);
    h.task.cancel();
  });

  it("says 'Uh oh, something went wrong with that upload.' when the avatar cannot be uploaded, and sets none", async () => {
    const h = runWithFakes(watchProfile, fakes());
    const notAnImage = new File(['text'], 'notes.txt', { type: 'text/plain' });
    h.dispatch(avatarChosen({ token: stashAvatar(notAnImage) }));
    expect(h.state().profile.avatarUploading).toBe(true);
    await h.settle();
    expect(h.toasts).toEqual([{ kind: 'error', message: 'Uh oh, something went wrong with that upload.' }]);
    expect(h.calls).toEqual([]);
    expect(h.state().profile.avatarUploading).toBe(false);
    h.task.cancel();
  });
});
