import { Messages } from '@wb/contracts';
import { apiFailure, runWithFakes } from '../../testing/sagaHarness';
import { watchTracking } from './trackingSagas';
import { entryRemoveRequested, entrySaveRequested, selectTracking, wordCountSaveRequested } from './trackingSlice';

const ok = () => ({ ok: true });
const save = { projectID: 'p-1', taskID: 1, userID: 7, date: '2026-11-28', hours: 2 };

describe('the Tracking section', () => {
  it('saves an edited entry, then removes the one it replaces, and the form may clear', async () => {
    const h = runWithFakes(watchTracking, { '/tracking/updateTask': ok, '/tracking/removeTask': ok });
    h.dispatch(entrySaveRequested({ ...save, replaces: { taskID: 1, userID: 7, date: '2026-11-27' } }));
    await h.settle(5);
    expect(h.calls.map((c) => [c.path, c.input])).toEqual([
      ['/tracking/updateTask', save],
      ['/tracking/removeTask', { projectID: 'p-1', taskID: 1, userID: 7, date: '2026-11-27' }],
    ]);
    expect(selectTracking(h.state())).toMatchObject({ savingEntry: false, entriesSaved: 1 });
    expect(h.toasts).toEqual([{ kind: 'success', message: Messages.trackingEntrySaved }]);
    h.task.cancel();
  });

  it('removes nothing when the edit kept the same task, person and day', async () => {
    const h = runWithFakes(watchTracking, { '/tracking/updateTask': ok, '/tracking/removeTask': ok });
    h.dispatch(entrySaveRequested({ ...save, replaces: { taskID: 1, userID: 7, date: '2026-11-28' } }));
    await h.settle(5);
    expect(h.calls.map((c) => c.path)).toEqual(['/tracking/updateTask']);
    h.task.cancel();
  });

  it('keeps the form when the server refuses, and says why', async () => {
    const h = runWithFakes(watchTracking, {
      '/tracking/updateTask': () => {
        throw apiFailure(403, Messages.trackingNotMember, 'forbidden');
      },
    });
    h.dispatch(entrySaveRequested({ ...save, replaces: null }));
    await h.settle(5);
    expect(selectTracking(h.state())).toMatchObject({ savingEntry: false, entriesSaved: 0 });
    expect(h.toasts).toEqual([{ kind: 'error', message: Messages.trackingNotMember }]);
    h.task.cancel();
  });

  it('removes an entry and saves the word count', async () => {
    const h = runWithFakes(watchTracking, { '/tracking/removeTask': ok, '/tracking/updateWordCount': ok });
    h.dispatch(entryRemoveRequested({ projectID: 'p-1', taskID: 2, userID: 7, date: '2026-11-27' }));
    h.dispatch(wordCountSaveRequested({ projectID: 'p-1', wordCount: 1500 }));
    await h.settle(5);
    expect(h.calls.map((c) => [c.path, c.input])).toEqual([
      ['/tracking/removeTask', { projectID: 'p-1', taskID: 2, userID: 7, date: '2026-11-27' }],
      ['/tracking/updateWordCount', { projectID: 'p-1', wordCount: 1500 }],
    ]);
    expect(selectTracking(h.state())).toMatchObject({ removing: null, savingWordCount: false });
    h.task.cancel();
  });
});
