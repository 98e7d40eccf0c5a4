import { runWithFakes } from '../../../testing/sagaHarness';
import { contentLockApi } from '../../contentLock/contentLockApi';
import { watchReports } from './reportsSagas';
import { contentLockToggleRequested } from './reportsSlice';

describe('the content lock switch', () => {
  it('toggles the lock once per click, says so, and refreshes the status every page reads', async () => {
    let locked = false;
    const h = runWithFakes(watchReports, {
      '/getLockContentStatus': () => ({ data: { locked } }),
      '/admin/toggleLockContent': () => {
        locked = !locked;
        return { ok: true, data: { locked } };
      },
    });
    h.store.dispatch(contentLockApi.endpoints.lockContentStatus.initiate());
    await h.settle();
    h.dispatch(contentLockToggleRequested());
    // A second click while the first toggle runs is ignored, or it would flip the lock back.
    h.dispatch(contentLockToggleRequested());
    await h.settle(10);
    expect(h.callCount('/admin/toggleLockContent')).toBe(1);
    expect(h.toasts).toContainEqual({ kind: 'success', message: 'Content locked for all users' });
    expect(contentLockApi.endpoints.lockContentStatus.select()(h.state()).data).toEqual({ data: { locked: true } });
    expect(h.state().reports.toggling).toBe(false);
    h.task.cancel();
  });
});
