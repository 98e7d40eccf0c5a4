import { Messages, type Resource } from '@wb/contracts';
import { ApiError } from '../../../api/apiError';
import { runWithFakes, type SagaHarness } from '../../../testing/sagaHarness';
import { resourcesApi } from './resourcesApi';
import { watchResources } from './resourcesSagas';
import { resourceDeleteRequested, resourceDialogOpened, resourceFieldEdited, resourceSaveRequested, type ResourceSave } from './resourcesSlice';

const data = { attribution: '', copyright: 'CC' as const, link: 'https://example.org/a', notes: '', projects: [], image: '' };
const resource = (resourceID: string, name: string, status = 1): Resource => ({ resourceID, name, status, createdOn: '2024-01-01T00:00:00.000Z', data, projects: [] });

/** A server that keeps resources as the real one does, and refuses a save without the required fields. */
const server = (initial: Resource[] = []) => {
  let resources = initial;
  return {
    '/resources/getAll': () => ({ resources }),
    '/resources/save': (input: unknown) => {
      const save = input as ResourceSave;
      const missing: Record<string, string> = {};
      if (!save.name) missing.name = 'Required';
      if (!save.data.link) missing['data.link'] = 'Required';
      if (!save.data.copyright) missing['data.copyright'] = 'Required';
      if (Object.keys(missing).length) throw new ApiError(Messages.requiredFields, 400, 'validation', {}, missing);
      const resourceID = save.resourceID ?? `r-${resources.length + 1}`;
      resources = [...resources.filter((r) => r.resourceID !== resourceID), resource(resourceID, save.name)];
      return { resourceID };
    },
    '/admin/adminDeleteResource': (input: unknown) => {
      const { resourceID } = input as { resourceID: string };
      resources = resources.map((r) => (r.resourceID === resourceID ? { ...r, status: 0 } : r));
      return { ok: true };
    },
  };
};

const showTable = async (h: SagaHarness) => {
  h.store.dispatch(resourcesApi.endpoints.adminResources.initiate({}));
  await h.settle();
};
const rows = (h: SagaHarness) => (resourcesApi.endpoints.adminResources.select({})(h.state()).data?.resources ?? []).map((r) => `${r.name}:${r.status}`);

describe('the resources admin', () => {
  it('adds a resource, closes the dialog and shows it in the table', async () => {
    const h = runWithFakes(watchResources, server());
    await showTable(h);
    h.dispatch(resourceDialogOpened({ resourceID: null, image: '' }));
    h.dispatch(resourceSaveRequested({ name: 'Cell', data, projectsToRemove: [] }));
    await h.settle(10);
    expect(h.state().resources.dialog.open).toBe(false);
    expect(h.toasts).toContainEqual({ kind: 'success', message: 'Resource added' });
    expect(rows(h)).toEqual(['Cell:1']);
    h.task.cancel();
  });

  it('keeps the dialog open on a refusal, with the spec message and the fields it flags, and no toast', async () => {
    const h = runWithFakes(watchResources, server());
    h.dispatch(resourceDialogOpened({ resourceID: null, image: '' }));
    h.dispatch(resourceSaveRequested({ name: '', data: { ...data, link: '', copyright: '' }, projectsToRemove: [] }));
    await h.settle(10);
    const { dialog } = h.state().resources;
    expect(dialog).toEqual(expect.objectContaining({ open: true, pending: false, error: 'Please fill out the required fields.' }));
    expect(Object.keys(dialog.fieldErrors).sort()).toEqual(['data.copyright', 'data.link', 'name']);
    expect(h.toasts).toEqual([]);
    // Typing in a flagged field takes its flag away; the message goes with the last one.
    h.dispatch(resourceFieldEdited('name'));
    h.dispatch(resourceFieldEdited('data.link'));
    expect(h.state().resources.dialog.error).toBe('Please fill out the required fields.');
    h.dispatch(resourceFieldEdited('data.copyright'));
    expect(h.state().resources.dialog).toEqual(expect.objectContaining({ error: null, fieldErrors: {} }));
    h.task.cancel();
  });

  it('deletes a resource, which stays listed as deleted', async () => {
    const h = runWithFakes(watchResources, server([resource('r-1', 'Map')]));
    await showTable(h);
    h.dispatch(resourceDeleteRequested('r-1'));
    expect(h.state().resources.deleting['r-1']).toBe(true);
    await h.settle(10);
    expect(h.state().resources.deleting['r-1']).toBeUndefined();
    expect(rows(h)).toEqual(['Map:0']);
    h.task.cancel();
  });
});
