import { sceneDashboardPath, sceneEditorPath, sceneScreenOf } from './sceneRoutes';
import { parseRoute } from './routes';

describe('scene routes', () => {
  it('reads the dashboard and the editor from a project route', () => {
    const dashboard = parseRoute(sceneDashboardPath('p1'));
    expect(dashboard.name === 'project' && sceneScreenOf(dashboard.rest)).toEqual({ kind: 'dashboard' });
    const editor = parseRoute(sceneEditorPath('p1', 's 2'));
    expect(editor.name === 'project' && sceneScreenOf(editor.rest)).toEqual({ kind: 'editor', sceneID: 's 2' });
  });

  it('leaves other project screens alone', () => {
    expect(sceneScreenOf('files')).toBeNull();
    expect(sceneScreenOf('editor')).toBeNull();
    expect(sceneScreenOf('editor/scene')).toBeNull();
    expect(sceneScreenOf('editor/dashboard/x')).toBeNull();
  });
});
