import { sceneDashboardPath } from '../scenes/routes';
import { sceneEditorPath } from '../sceneEditor/routes';
import { hidesTopBar, parseRoute } from './routes';

describe('scene routes', () => {
  it('reads the scenes dashboard and the editor inside a project', () => {
    expect(parseRoute(sceneDashboardPath('p1'))).toEqual({ name: 'scenes', projectID: 'p1' });
    expect(parseRoute(sceneEditorPath('p1', 's 2'))).toEqual({ name: 'sceneEditor', projectID: 'p1', sceneID: 's 2' });
  });

  it('leaves the other project screens to the project route', () => {
    for (const rest of ['editor', 'editor/scene', 'editor/dashboard/x', 'editor/scene/s1/x']) {
      expect(parseRoute(`/project/p1/${rest}`)).toEqual({ name: 'project', projectID: 'p1', rest });
    }
  });

  it('hides the top bar in the editor only, which has a header of its own', () => {
    expect(hidesTopBar(parseRoute(sceneEditorPath('p1', 's1')))).toBe(true);
    expect(hidesTopBar(parseRoute(sceneDashboardPath('p1')))).toBe(false);
    expect(hidesTopBar(parseRoute('/project/p1/files'))).toBe(false);
  });
});
