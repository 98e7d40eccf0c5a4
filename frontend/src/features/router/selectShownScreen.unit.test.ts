import { rootReducer } from '../../app/rootReducer';
import { aUser, signedInAt } from '../../testing/fixtures';
import { selectShownScreen } from './selectShownScreen';

const initial = rootReducer(undefined, { type: '@@test/init' });
const at = (permissions: string[], path: string) => selectShownScreen(signedInAt(aUser({ permissions }), path)(initial));

describe('the screen a signed-in user is shown', () => {
  it('is the route when the user holds its grant', () => {
    expect(at(['content.projects-view'], '/home')).toEqual({ name: 'home', filter: null });
    expect(at(['root'], '/admin/users')).toEqual({ name: 'admin', routeId: 'users' });
  });

  it("is none on a screen whose grant is missing ('You shall not pass!' loads nothing)", () => {
    expect(at([], '/home')).toBeNull();
    expect(at(['content.assets-view'], '/project/p1/files')).toBeNull();
  });

  it('is none on a path that redirects, and while signed out', () => {
    expect(at(['content.projects-view'], '/project/p1')).toBeNull();
    expect(at(['content.projects-view'], '/nowhere')).toBeNull();
    expect(selectShownScreen({ ...initial, router: { path: '/home' } })).toBeNull();
  });
});
