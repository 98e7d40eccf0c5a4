import type { Project, ProjectGroup } from '@wb/contracts';
import { apiFailure, runWithFakes, type SagaHarness } from '../../testing/sagaHarness';
import { aProject } from '../../testing/fixtures';
import { screenEntered } from '../router/routerSlice';
import { dashboardApi } from './dashboardApi';
import { watchDashboard } from './dashboardSagas';
import { projectDroppedOnFolder, projectSelectionToggled, searchTextChanged, selectProjectListArgs, subscribeRequested } from './dashboardSlice';

const project = (projectID: string, name = projectID): Project => aProject(projectID, name);
const folder: ProjectGroup = { projectGroupID: 'f-1', name: 'Biology', status: 1, createdOn: '2024-01-01', projects: 0, data: { trello: { boards: [] } } };

const fakes = () => ({
  '/project/getAll': () => ({ projects: [project('p1', 'Volcanoes'), project('p2', 'Tides')], total: 2 }),
  '/project/searchProjects': (input: unknown) => ({ projects: [project('p2', `match ${(input as { text: string }).text}`)], total: 1 }),
  '/project/getProjectGroups': () => ({ groups: [folder] }),
  '/project/addToGroup': () => ({ ok: true }),
  '/project/subscribeToProject': () => ({ ok: true }),
});

/** What the mounted dashboard does: subscribe to its list (for the arguments the state names) and to the folders. */
const showDashboard = async (h: SagaHarness) => {
  h.store.dispatch(dashboardApi.endpoints.projectList.initiate(selectProjectListArgs(h.state())));
  h.store.dispatch(dashboardApi.endpoints.projectGroups.initiate({}));
  await h.settle();
};
const shownList = (h: SagaHarness) => dashboardApi.endpoints.projectList.select(selectProjectListArgs(h.state()))(h.state()).data;

describe('the dashboard', () => {
  it('lists the recent projects when opened without a filter', async () => {
    const h = runWithFakes(watchDashboard, fakes());
    h.dispatch(screenEntered({ name: 'home', filter: null }));
    await showDashboard(h);
    expect(h.calls.find((c) => c.path === '/project/getAll')?.input).toMatchObject({ filter: 'recent', sortBy: 'recent' });
    expect(shownList(h)?.projects.map((p) => p.name)).toEqual(['Volcanoes', 'Tides']);
    h.task.cancel();
  });

  it('lists a folder with the all filter and its id', async () => {
    const h = runWithFakes(watchDashboard, fakes());
    h.dispatch(screenEntered({ name: 'home', filter: 'f-1' }));
    await showDashboard(h);
    expect(h.calls.find((c) => c.path === '/project/getAll')?.input).toMatchObject({ filter: 'all', projectGroupID: 'f-1' });
    h.task.cancel();
  });

  it('searches once, 500 ms after the last keystroke, with the last text', async () => {
    const h = runWithFakes(watchDashboard, fakes());
    h.dispatch(searchTextChanged('v'));
    h.dispatch(searchTextChanged('vo'));
    h.dispatch(searchTextChanged('vol '));
    await h.settle(300);
    expect(selectProjectListArgs(h.state()).text).toBe('');
    await h.settle(350);
    await showDashboard(h);
    const searches = h.calls.filter((c) => c.path === '/project/searchProjects');
    expect(searches.map((c) => c.input)).toEqual([expect.objectContaining({ text: 'vol' })]);
    expect(shownList(h)).toMatchObject({ searchText: 'vol', projects: [{ name: 'match vol' }] });
    h.task.cancel();
  });

  it('searches within the chosen filter: Subscribed searches subscribed projects only', async () => {
    const h = runWithFakes(watchDashboard, fakes());
    h.dispatch(screenEntered({ name: 'home', filter: 'subscribed' }));
    h.dispatch(searchTextChanged('tides'));
    await h.settle(600);
    await showDashboard(h);
    const searches = h.calls.filter((c) => c.path === '/project/searchProjects');
    expect(searches.map((c) => c.input)).toEqual([expect.objectContaining({ text: 'tides', filter: 'subscribed' })]);
    h.task.cancel();
  });

  it("adds a dropped card to the folder, says 'Project added to {folder}' and refetches the folders and the list", async () => {
    const h = runWithFakes(watchDashboard, fakes());
    h.dispatch(screenEntered({ name: 'home', filter: null }));
    await showDashboard(h);
    h.dispatch(projectDroppedOnFolder({ projectID: 'p1', projectGroupID: 'f-1', folderName: 'Biology' }));
    await h.settle(10);
    expect(h.calls.find((c) => c.path === '/project/addToGroup')?.input).toEqual({ projectIDs: ['p1'], projectGroupID: 'f-1' });
    expect(h.toasts).toContainEqual({ kind: 'success', message: 'Project added to Biology' });
    expect(h.callCount('/project/getProjectGroups')).toBe(2);
    expect(h.callCount('/project/getAll')).toBe(2);
    h.task.cancel();
  });

  it('moves the whole selection when one of the selected cards is dropped', async () => {
    const h = runWithFakes(watchDashboard, fakes());
    h.dispatch(projectSelectionToggled('p1'));
    h.dispatch(projectSelectionToggled('p2'));
    h.dispatch(projectDroppedOnFolder({ projectID: 'p2', projectGroupID: 'f-1', folderName: 'Biology' }));
    await h.settle();
    expect(h.calls.find((c) => c.path === '/project/addToGroup')?.input).toEqual({ projectIDs: ['p1', 'p2'], projectGroupID: 'f-1' });
    h.task.cancel();
  });

  it('subscribes the selected projects and clears the selection', async () => {
    const h = runWithFakes(watchDashboard, fakes());
    h.dispatch(projectSelectionToggled('p1'));
    h.dispatch(subscribeRequested({ subscribed: true }));
    await h.settle();
    expect(h.calls.find((c) => c.path === '/project/subscribeToProject')?.input).toEqual({ projectIDs: ['p1'], userIDs: [], subscribed: true });
    expect(h.toasts).toContainEqual({ kind: 'success', message: 'Subscribed to 1 project' });
    expect(h.state().dashboard.selectedIDs).toEqual([]);
    expect(h.state().dashboard.bulkPending).toBeNull();
    h.task.cancel();
  });

  it('drops selected cards from the selection once a new answer no longer lists them', async () => {
    const h = runWithFakes(watchDashboard, fakes());
    h.dispatch(projectSelectionToggled('p1'));
    h.dispatch(projectSelectionToggled('gone'));
    await showDashboard(h);
    expect(h.state().dashboard.selectedIDs).toEqual(['p1']);
    h.task.cancel();
  });

  it("shows the server's message when a drop is refused, and goes to login when the session is gone", async () => {
    const h = runWithFakes(watchDashboard, {
      ...fakes(),
      '/project/addToGroup': () => {
        throw apiFailure(403, 'You need the grant content.projects-edit for that. Contact an admin.', 'forbidden');
      },
      '/project/subscribeToProject': () => {
        throw apiFailure(401, 'Please sign in.', 'unauthenticated');
      },
    });
    h.dispatch(projectDroppedOnFolder({ projectID: 'p1', projectGroupID: 'f-1', folderName: 'Biology' }));
    await h.settle();
    expect(h.toasts).toEqual([{ kind: 'error', message: 'You need the grant content.projects-edit for that. Contact an admin.' }]);
    h.dispatch(projectSelectionToggled('p1'));
    h.dispatch(subscribeRequested({ subscribed: true }));
    await h.settle();
    expect(h.navigations).toEqual(['/login']);
    expect(h.state().auth.status).toBe('signedOut');
    h.task.cancel();
  });
});
