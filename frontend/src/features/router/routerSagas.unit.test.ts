import type { User } from '@wb/contracts';
import { runWithFakes } from '../../testing/sagaHarness';
import { enterScreen } from './routerSagas';
import { screenEntered } from './routerSlice';
import type { RootState } from '../../app/rootReducer';

const signedInAs = (permissions: string[], path: string) => (s: RootState): RootState => {
  const user: User = {
    userID: 1, givenName: 'Ada', familyName: 'L', fullName: 'Ada L', email: 'a@x.io', avatar: null, permissions,
    data: { roles: [], degrees: [], slackId: null, trello: { id: null }, deactivated: false },
  };
  return { ...s, auth: { ...s.auth, status: 'signedIn', user }, router: { path } };
};

describe('entering a screen', () => {
  it('sends a signed-in user from / to /home', async () => {
    const h = runWithFakes(enterScreen, {}, signedInAs(['content.projects-view'], '/'));
    await h.settle();
    expect(h.navigations).toEqual(['/home']);
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
