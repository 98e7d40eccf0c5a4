import { runWithFakes } from '../../testing/sagaHarness';
import { aUser, signedInAt } from '../../testing/fixtures';
import { enterScreen } from './routerSagas';
import { screenEntered } from './routerSlice';

const signedInAs = (permissions: string[], path: string) => signedInAt(aUser({ permissions }), path);

describe('entering a screen', () => {
  it('sends a signed-in user from / to /home, replacing the address', async () => {
    const h = runWithFakes(enterScreen, {}, signedInAs(['content.projects-view'], '/'));
    await h.settle();
    expect(h.navigations).toEqual(['/home']);
    expect(h.redirects).toEqual(['/home']);
  });

  it('opens the files of /project/{id} without announcing the bare route', async () => {
    const h = runWithFakes(enterScreen, {}, signedInAs(['content.projects-view'], '/project/p1'));
    await h.settle();
    expect(h.redirects).toEqual(['/project/p1/files']);
    expect(h.actions.filter((a) => a.type === screenEntered.type)).toEqual([]);
  });

  it('announces the dashboard to a user with content.projects', async () => {
    const h = runWithFakes(enterScreen, {}, signedInAs(['content.projects-edit'], '/home/subscribed'));
    await h.settle();
    expect(h.actions).toContainEqual(screenEntered({ name: 'home', filter: 'subscribed' }));
  });

  it('loads nothing for a user without the grant (they see the You shall not pass! screen)', async () => {
    const h = runWithFakes(enterScreen, {}, signedInAs([], '/home'));
    await h.settle();
    expect(h.actions.filter((a) => a.type === screenEntered.type)).toEqual([]);
  });
});
