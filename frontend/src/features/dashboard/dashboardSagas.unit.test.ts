import type { Project, ProjectGroup } from '@wb/contracts';
import { apiFailure, runWithFakes } from '../../testing/sagaHarness';
import { aProject, aUser, signedInAt } from '../../testing/fixtures';
import { readModelsChanged } from '../live/liveSlice';
import { screenEntered } from '../router/routerSlice';
import { watchDashboard } from './dashboardSagas';
import { projectDroppedOnFolder, projectSelectionToggled, searchTextChanged, subscribeRequested } from './dashboardSlice';

const project = (projectID: string, name = projectID): Project => aProject(projectID, name);
const folder: ProjectGroup = { projectGroupID: 'f-1', name: 'Biology', status: 1, createdOn: '2024-01-01', projects: 0, data: { trello: { boards: [] } } };

const fakes = () => ({
  '/project/getAll': () => ({ projects: [project('p1', 'Volcanoes'), project('p2', 'Tides')], total: 2 }),
  '/project/searchProjects': (input: unknown) => ({ projects: [project('p2', `match ${(input as { text: string }).text}`)], total: 1 }),
  '/project/getProjectGroups': () => ({ groups: [folder] }),
  '/project/addToGroup': () => ({ ok: true }),
  '/project/subscribeToProject': () => ({ ok: true }),
});

describe('the dashboard sagas', () => {
  it('load the recent projects and the folders when the dashboard opens', async () => {
    const h = runWithFakes(watchDashboard, fakes());
    h.dispatch(screenEntered({ name: 'home', filter: null }));
    await h.settle();
    expect(h.calls.find((c) => c.path === '/project/getAll')?.input).toMatchObject({ filter: 'recent' });
    expect(h.state().dashboard.projects.map((p) => p.name)).toEqual(['Volcanoes', 'Tides']);
    expect(h.state().dashboard.groups.map((g) => g.name)).toEqual(['Biology']);
    h.task.cancel();
  });

  it('list a folder with the all filter and its id', async () => {
    const h = runWithFakes(watchDashboard, fakes());
    h.dispatch(screenEntered({ name: 'home', filter: 'f-1' }));
    await h.settle();
    expect(h.calls.find((c) => c.path === '/project/getAll')?.input).toMatchObject({ filter: 'all', projectGroupID: 'f-1' });
    h.task.cancel();
  });

  it('search once, 500 ms after the last keystroke, with the last text', async () => {
    const h = runWithFakes(watchDashboard, fakes());
    h.dispatch(searchTextChanged('v'));
    h.dispatch(searchTextChanged('vo'));
    h.dispatch(searchTextChanged('vol'));
    await h.settle(300);
    expect(h.calls.filter((c) => c.path === '/project/searchProjects')).toHaveLength(0);
    await h.settle(350);
    const searches = h.calls.filter((c) => c.path === '/project/searchProjects');
    expect(searches).toHaveLength(1);
    expect(searches[0]?.input).toMatchObject({ text: 'vol' });
    expect(h.state().dashboard.projects.map((p) => p.name)).toEqual(['match vol']);
    h.task.cancel();
  });

  it('search within the chosen filter: Subscribed searches subscribed projects only', async () => {
    const h = runWithFakes(watchDashboard, fakes());
    h.dispatch(screenEntered({ name: 'home', filter: 'subscribed' }));
    await h.settle();
    h.dispatch(searchTextChanged('tides'));
    await h.settle(600);
    const searches = h.calls.filter((c) => c.path === '/project/searchProjects');
    expect(searches.map((c) => c.input)).toEqual([expect.objectContaining({ text: 'tides', filter: 'subscribed' })]);
    h.task.cancel();
  });

  it("add a dropped card to the folder and say 'Project added to {folder}'", async () => {
    const h = runWithFakes(watchDashboard, fakes());
    h.dispatch(screenEntered({ name: 'home', filter: null }));
    await h.settle();
    h.dispatch(projectDroppedOnFolder({ projectID: 'p1', projectGroupID: 'f-1' }));
    await h.settle();
    expect(h.calls.find((c) => c.path === '/project/addToGroup')?.input).toEqual({ projectIDs: ['p1'], projectGroupID: 'f-1' });
    expect(h.toasts).toContainEqual({ kind: 'success', message: 'Project added to Biology' });
    h.task.cancel();
  });

  it('move the whole selection when one of the selected cards is dropped', async () => {
    const h = runWithFakes(watchDashboard, fakes());
    h.dispatch(projectSelectionToggled('p1'));
    h.dispatch(projectSelectionToggled('p2'));
    h.dispatch(projectDroppedOnFolder({ projectID: 'p2', projectGroupID: 'f-1' }));
    await h.settle();
    expect(h.calls.find((c) => c.path === '/project/addToGroup')?.input).toEqual({ projectIDs: ['p1', 'p2'], projectGroupID: 'f-1' });
    h.task.cancel();
  });

  it('subscribe the selected projects and clear the selection', async () => {
    const h = runWithFakes(watchDashboard, fakes());
    h.dispatch(projectSelectionToggled('p1'));
    h.dispatch(subscribeRequested({ subscribed: true }));
    await h.settle();
    expect(h.calls.find((c) => c.path === '/project/subscribeToProject')?.input).toEqual({ projectIDs: ['p1'], userIDs: [], subscribed: true });
    expect(h.state().dashboard.selectedIDs).toEqual([]);
    expect(h.state().dashboard.bulkPending).toBeNull();
    h.task.cancel();
  });

  it("show the server's message when a drop is refused, and go to login when the session is gone", async () => {
    const h = runWithFakes(watchDashboard, {
      ...fakes(),
      '/project/addToGroup': () => { throw apiFailure(403, 'You need the grant content.projects-edit for that. Contact an admin.', 'forbidden'); },
      '/project/subscribeToProject': () => { throw apiFailure(401, 'Please sign in.', 'unauthenticated'); },
    });
    h.dispatch(projectDroppedOnFolder({ projectID: 'p1', projectGroupID: 'f-1' }));
    await h.settle();
    expect(h.toasts).toEqual([{ kind: 'error', message: 'You need the grant content.projects-edit for that. Contact an admin.' }]);
    h.dispatch(projectSelectionToggled('p1'));
    h.dispatch(subscribeRequested({ subscribed: true }));
    await h.settle();
    expect(h.navigations).toEqual(['/login']);
    expect(h.state().auth.status).toBe('signedOut');
    h.task.cancel();
  });

  it('refresh when the read models change while the dashboard is shown', async () => {
    const h = runWithFakes(watchDashboard, fakes(), signedInAt(aUser({ permissions: ['content.projects-view'] }), '/home'));
    h.dispatch(readModelsChanged(['projectList']));
    await h.settle();
    expect(h.calls.map((c) => c.path)).toEqual(expect.arrayContaining(['/project/getAll', '/project/getProjectGroups']));
    h.task.cancel();
  });

  it("fetch nothing on a live change while the user sees 'You shall not pass!'", async () => {
    const h = runWithFakes(watchDashboard, fakes(), signedInAt(aUser({ permissions: [] }), '/home'));
    h.dispatch(readModelsChanged(['projectList']));
    await h.settle();
    expect(h.calls).toEqual([]);
    expect(h.toasts).toEqual([]);
    h.task.cancel();
  });
});
