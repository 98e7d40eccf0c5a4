import type { SceneLabel } from '@wb/contracts';
import { ApiError } from '../../../api/apiError';
import { runWithFakes, type SagaHarness } from '../../../testing/sagaHarness';
import { labelsApi } from './labelsApi';
import { watchLabels } from './labelsSagas';
import { labelDialogOpened, labelSaveRequested } from './labelsSlice';

const TAKEN = 'A label with that name already exists.';

const server = () => {
  let labels: SceneLabel[] = [];
  return {
    '/admin/adminGetSceneLabels': () => ({ labels }),
    '/admin/adminCreateSceneLabel': (input: unknown) => {
      const { name, color } = input as { name: string; color: SceneLabel['data']['color'] };
      if (labels.some((l) => l.name.toLowerCase() === name.toLowerCase())) throw new ApiError(TAKEN, 409, 'labelNameTaken', {}, { name: TAKEN });
      const label = { labelID: `l-${labels.length + 1}`, name, createdOn: '2024-01-01', data: { color } };
      labels = [...labels, label];
      return { label };
    },
    '/admin/adminUpdateSceneLabel': (input: unknown) => {
      const { labelID, name, color } = input as { labelID: string; name: string; color: SceneLabel['data']['color'] };
      labels = labels.map((l) => (l.labelID === labelID ? { ...l, name, data: { color } } : l));
      return { label: { labelID, name, data: { color } } };
    },
  };
};

const showTable = async (h: SagaHarness) => {
  h.store.dispatch(labelsApi.endpoints.adminSceneLabels.initiate({}));
  await h.settle();
};
const rows = (h: SagaHarness) => (labelsApi.endpoints.adminSceneLabels.select({})(h.state()).data?.labels ?? []).map((l) => `${l.name}:${l.data.color}`);

describe('the labels admin', () => {
  it('adds a label, then recolours it from its row', async () => {
    const h = runWithFakes(watchLabels, server());
    await showTable(h);
    h.dispatch(labelDialogOpened(null));
    h.dispatch(labelSaveRequested({ labelID: null, name: ' Draft ', color: 'yellow' }));
    await h.settle(10);
    expect(h.calls.find((c) => c.path === '/admin/adminCreateSceneLabel')?.input).toEqual({ name: 'Draft', color: 'yellow' });
    expect(h.state().labels.dialog.open).toBe(false);
    expect(rows(h)).toEqual(['Draft:yellow']);
    h.dispatch(labelDialogOpened('l-1'));
    h.dispatch(labelSaveRequested({ labelID: 'l-1', name: 'Draft', color: 'blue' }));
    await h.settle(10);
    expect(rows(h)).toEqual(['Draft:blue']);
    h.task.cancel();
  });

  it('keeps the dialog open with the reason under the name when the name is taken', async () => {
    const h = runWithFakes(watchLabels, server());
    h.dispatch(labelSaveRequested({ labelID: null, name: 'Done', color: 'green' }));
    await h.settle(10);
    h.dispatch(labelDialogOpened(null));
    h.dispatch(labelSaveRequested({ labelID: null, name: 'DONE', color: 'red' }));
    await h.settle(10);
    expect(h.state().labels.dialog).toEqual(expect.objectContaining({ open: true, pending: false, fieldErrors: { name: TAKEN } }));
    h.task.cancel();
  });
});
