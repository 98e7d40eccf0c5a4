import { aProject } from '../../../testing/fixtures';
import { runWithFakes } from '../../../testing/sagaHarness';
import { adminSectionOpened } from '../adminActions';
import { watchAdminProjects } from './adminProjectsSagas';
import { filterTextChanged, pageChanged, rowActionRequested, selectAdminProjectPageCount, statusToggled } from './adminProjectsSlice';

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
const queries = (h: ReturnType<typeof runWithFakes>) =>
  h.calls.filter((c) => c.path === '/admin/projects/getAll').map((c) => c.input as Query);

describe('the projects admin', () => {
  it('lists active projects newest first, 20 a page, when the section opens', async () => {
    const h = runWithFakes(watchAdminProjects, fakes());
    h.dispatch(adminSectionOpened('projects'));
    await h.settle();
    expect(queries(h)).toEqual([{ text: '', sortBy: 'created', sortDir: 'desc', status: [1], start: 0, count: 20 }]);
    expect(selectAdminProjectPageCount(h.state())).toBe(3);
    h.task.cancel();
  });

  it('loads nothing when another section opens', async () => {
    const h = runWithFakes(watchAdminProjects, fakes());
    h.dispatch(adminSectionOpened('folders'));
    await h.settle();
    expect(h.calls).toEqual([]);
    h.task.cancel();
  });

  it('asks for the page chosen, and goes back to page 1 when the statuses change', async () => {
    const h = runWithFakes(watchAdminProjects, fakes());
    h.dispatch(pageChanged(3));
    await h.settle();
    h.dispatch(statusToggled(2));
    await h.settle();
    expect(queries(h).map((q) => [q.start, q.status])).toEqual([[40, [1]], [0, [1, 2]]]);
    h.task.cancel();
  });

  it('filters by name once typing has paused', async () => {
    const h = runWithFakes(watchAdminProjects, fakes());
    h.dispatch(filterTextChanged('v'));
    h.dispatch(filterTextChanged('vol'));
    await h.settle(400);
    expect(queries(h).map((q) => q.text)).toEqual(['vol']);
    h.task.cancel();
  });

  it('archives, deletes and revives by id, showing the row busy meanwhile, then reloads', async () => {
    const h = runWithFakes(watchAdminProjects, fakes());
    h.dispatch(rowActionRequested({ id: 'p1', action: 'archive' }));
    expect(h.state().adminProjects.busy).toEqual({ p1: 'archive' });
    await h.settle();
    h.dispatch(rowActionRequested({ id: 'p1', action: 'delete' }));
    h.dispatch(rowActionRequested({ id: 'p2', action: 'revive' }));
    await h.settle();
    expect(h.calls.filter((c) => c.path !== '/admin/projects/getAll')).toEqual([
      { path: '/admin/projects/archive', input: { projectID: 'p1' } },
      { path: '/admin/projects/delete', input: { projectID: 'p1' } },
      { path: '/admin/projects/revive', input: { projectID: 'p2' } },
    ]);
    expect(queries(h)).toHaveLength(3);
    expect(h.state().adminProjects.busy).toEqual({});
    h.task.cancel();
  });
});
