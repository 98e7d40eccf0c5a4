// The project routes of spec 000 section 2, read by the router's table built from the project areas.
import { routeTableOf } from '../router/routeTable';
import { projectRoutes } from '../project/routes';
import { projectFilesRoutes } from './routes';

const { parseRoute, redirectFor } = routeTableOf<{ name: string }>([
  { name: 'project', routes: projectRoutes },
  { name: 'projectFiles', routes: projectFilesRoutes },
]);
const redirect = (path: string) => redirectFor(parseRoute(path), true);

describe('the project routes', () => {
  it('redirects /project/{projectID} to its files, by id or by name', () => {
    expect(redirect('/project/p1')).toBe('/project/p1/files');
    expect(redirect('/project/My%20Project')).toBe('/project/My%20Project/files');
  });

  it('redirects /project/{projectID}/{fileID} with a numeric file id to /files/{fileID}', () => {
    expect(redirect('/project/p1/42')).toBe('/project/p1/files/42');
  });

  it('reads the files, a file, its comments and a deep link to one comment', () => {
    expect(parseRoute('/project/p1/files')).toEqual({ name: 'projectFiles', projectID: 'p1', fileID: null, comments: false, commentID: null, version: null, malformed: null });
    expect(parseRoute('/project/p1/files/42')).toMatchObject({ name: 'projectFiles', fileID: '42', comments: false, commentID: null });
    expect(parseRoute('/project/p1/files/42/comments')).toMatchObject({ fileID: '42', comments: true, commentID: null });
    expect(parseRoute('/project/p1/files/42/comments/c-1')).toMatchObject({ fileID: '42', comments: true, commentID: 'c-1' });
    expect(parseRoute('/project/p1/files/42?version=2')).toMatchObject({ fileID: '42', version: 2 });
    for (const path of ['/project/p1/files', '/project/p1/files/42', '/project/p1/files/42/comments/c-1']) expect(redirect(path)).toBeNull();
  });

  it('sends a malformed files address to the nearest one it names', () => {
    expect(redirect('/project/p1/files/42/other')).toBe('/project/p1/files/42');
    expect(redirect('/project/p1/files/42/comments/c-1/x')).toBe('/project/p1/files/42');
  });

  it('leaves the other project views to the project area', () => {
    expect(parseRoute('/project/p1/learning')).toEqual({ name: 'project', projectID: 'p1', rest: 'learning' });
    expect(redirect('/project/p1/learning')).toBeNull();
  });
});
