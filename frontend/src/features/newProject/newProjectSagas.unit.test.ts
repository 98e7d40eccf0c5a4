import { Messages } from '@wb/contracts';
import { apiFailure, runWithFakes } from '../../testing/sagaHarness';
import { watchNewProject } from './newProjectSagas';
import { createRequested, dialogOpened, joinRequested, nameChanged, reviveRequested, selectCanCreate } from './newProjectSlice';

const open = (name: string) => [dialogOpened(), nameChanged(name)];

describe('the new project dialog', () => {
  it('creates the project and opens it', async () => {
    const h = runWithFakes(watchNewProject, { '/project/create': () => ({ project: { projectID: 'p7' } }) });
    open('  Volcanoes ').forEach(h.dispatch);
    h.dispatch(createRequested());
    await h.settle();
    expect(h.calls[0]?.input).toEqual({ name: 'Volcanoes', groups: [] });
    expect(h.navigations).toEqual(['/project/p7']);
    expect(h.state().newProject.open).toBe(false);
    h.task.cancel();
  });

  it('enables Create only with a name', () => {
    const h = runWithFakes(watchNewProject, {});
    h.dispatch(dialogOpened());
    expect(selectCanCreate(h.state())).toBe(false);
    h.dispatch(nameChanged('   '));
    expect(selectCanCreate(h.state())).toBe(false);
    h.dispatch(nameChanged('A'));
    expect(selectCanCreate(h.state())).toBe(true);
    h.task.cancel();
  });

  it('offers Revive for the name of a deleted project, and revives and opens it', async () => {
    const h = runWithFakes(watchNewProject, {
      '/project/create': () => {
        throw apiFailure(409, Messages.projectExistsDeleted, 'projectNameDeleted', { projectID: 'old-1' });
      },
      '/project/updateStatus': () => ({ ok: true }),
    });
    open('Volcanoes').forEach(h.dispatch);
    h.dispatch(createRequested());
    await h.settle();
    expect(h.state().newProject.conflict).toEqual({ kind: 'deleted', projectID: 'old-1' });
    expect(h.toasts).toEqual([]);
    h.dispatch(reviveRequested());
    await h.settle();
    expect(h.calls.at(-1)).toEqual({ path: '/project/updateStatus', input: { projectID: 'old-1', status: 1 } });
    expect(h.navigations).toEqual(['/project/old-1']);
    h.task.cancel();
  });

  it('offers Join for the name of a live project, and typing clears the message', async () => {
    const h = runWithFakes(watchNewProject, {
      '/project/create': () => {
        throw apiFailure(409, Messages.projectExists, 'projectNameTaken', { projectID: 'p3' });
      },
      '/project/accessProject': () => ({ ok: true }),
    });
    open('Tides').forEach(h.dispatch);
    h.dispatch(createRequested());
    await h.settle();
    expect(h.state().newProject.conflict?.kind).toBe('taken');
    h.dispatch(nameChanged('Tides 2'));
    expect(h.state().newProject.conflict).toBeNull();
    h.dispatch(nameChanged('Tides'));
    h.dispatch(createRequested());
    await h.settle();
    h.dispatch(joinRequested());
    await h.settle();
    expect(h.calls.at(-1)).toEqual({ path: '/project/accessProject', input: { projectID: 'p3' } });
    expect(h.navigations).toEqual(['/project/p3']);
    h.task.cancel();
  });

  it('shows any other refusal as a toast and lets the user try again', async () => {
    const h = runWithFakes(watchNewProject, {
      '/project/create': () => {
        throw new Error('network');
      },
    });
    open('X').forEach(h.dispatch);
    h.dispatch(createRequested());
    await h.settle();
    expect(h.toasts).toEqual([{ kind: 'error', message: 'Something happened 😵' }]);
    expect(h.state().newProject.pending).toBeNull();
    h.task.cancel();
  });
});
