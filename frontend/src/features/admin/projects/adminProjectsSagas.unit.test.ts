import { aProject } from '../../../testing/fixtures';
import { runWithFakes, type SagaHarness } from '../../../testing/sagaHarness';
import { adminProjectsApi } from './adminProjectsApi';
import { watchAdminProjects } from './adminProjectsSagas';
import { filterTextChanged, pageChanged, pageCountOf, rowActionRequested, selectAdminProjectsArgs, statusToggled } from './adminProjectsSlice';

type Query = { text: string; start: number; count: number; status: number[]; sortBy: string; sortDir: string };

/** A server of 45 projects that answers the page asked for. */
const fakes = () => ({
  '/admin/projects/getAll': (input: unknown) => {
    const q = input as Query;
    return { projects: [aProject(`p${q.start + 1}`)], total: 45 };
  },
  '/admin/projects/archive': () => ({ ok: true }),
  '/admin/projects/delete': () => ({ ok: true }),
  '/admin/projects/revive': () => ({ ok: true }),
});
const queries = (h: SagaHarness) => h.calls.filter((c) => c.path === '/admin/projects/getAll').map((c) => c.input as Query);

/** What the mounted table does: subscribe to the page its filters name (again each time they change). */
const showTable = async (h: SagaHarness) => {
  h.store.dispatch(adminProjectsApi.endpoints.adminProjects.initiate(selectAdminProjectsArgs(h.state())));
  await h.settle();
};

describe('the projects admin', () => {
  it('lists active projects newest first, 20 a page', async () => {
    const h = runWithFakes(watchAdminProjects, fakes());
    await showTable(h);
    expect(queries(h)).toEqual([{ text: '', sortBy: 'created', sortDir: 'desc', status: [1], start: 0, count: 20 }]);
    const total = adminProjectsApi.endpoints.adminProjects.select(selectAdminProjectsArgs(h.state()))(h.state()).data?.total ?? 0;
    expect(pageCountOf(total)).toBe(3);
    h.task.cancel();
  });

  it('asks for the page chosen, and goes back to page 1 when the statuses change', async () => {
    const h = runWithFakes(watchAdminProjects, fakes());
    h.dispatch(pageChanged(3));
    await showTable(h);
    h.dispatch(statusToggled(2));
    await showTable(h);
    expect(queries(h).map((q) => [q.start, q.status])).toEqual([
      [40, [1]],
      [0, [1, 2]],
    ]);
    h.task.cancel();
  });

  it('filters by name once typing has paused, from the first page', async () => {
    const h = runWithFakes(watchAdminProjects, fakes());
    h.dispatch(pageChanged(2));
    h.dispatch(filterTextChanged('v'));
    h.dispatch(filterTextChanged('vol'));
    expect(selectAdminProjectsArgs(h.state())).toMatchObject({ text: '', start: 20 });
    await h.settle(400);
    expect(selectAdminProjectsArgs(h.state())).toMatchObject({ text: 'vol', start: 0 });
    await showTable(h);
    expect(queries(h).map((q) => q.text)).toEqual(['vol']);
    h.task.cancel();
  });

  it('archives, deletes and revives by id, showing the row busy meanwhile, then refetches the page', async () => {
    const h = runWithFakes(watchAdminProjects, fakes());
    await showTable(h);
    h.dispatch(rowActionRequested({ id: 'p1', action: 'archive' }));
    expect(h.state().adminProjects.busy).toEqual({ p1: 'archive' });
    await h.settle(10);
    h.dispatch(rowActionRequested({ id: 'p1', action: 'delete' }));
    h.dispatch(rowActionRequested({ id: 'p2', action: 'revive' }));
    await h.settle(10);
    expect(h.calls.filter((c) => c.path !== '/admin/projects/getAll')).toEqual([
      { path: '/admin/projects/archive', input: { projectID: 'p1' } },
      { path: '/admin/projects/delete', input: { projectID: 'p1' } },
      { path: '/admin/projects/revive', input: { projectID: 'p2' } },
    ]);
    expect(queries(h).length).toBeGreaterThanOrEqual(3);
    expect(h.state().adminProjects.busy).toEqual({});
    h.task.cancel();
  });
});
