import { apiFailure, runWithFakes, type FakeHandler } from '../../testing/sagaHarness';
import { learningApi } from './learningApi';
import { watchLearning } from './learningSagas';
import { linkRequested, unlinkRequested } from './learningSlice';

const LINKED_ELSEWHERE = 'Video is already linked to a different project';
const run = (handlers: Record<string, FakeHandler>) => runWithFakes(watchLearning, handlers);

describe('linking a video', () => {
  it('sends the link, marks the project linked (the dialog closes) and refreshes the link, busy until answered', async () => {
    const h = run({ '/learning/linkNode': () => ({ ok: true }), '/learning/getLearnNode': () => ({ learn: null, media: null }) });
    // The screen shows the link: a subscribed query, as the mounted screen holds it.
    h.store.dispatch(learningApi.endpoints.learnNode.initiate({ projectID: 'p1' }) as never);
    await h.settle(10);
    h.dispatch(linkRequested({ projectID: 'p1', nodeID: '101' }));
    expect(h.state().learning.busy).toBe('link');
    await h.settle(10);
    expect(h.calls.map((c) => c.path)).toEqual(['/learning/getLearnNode', '/learning/linkNode', '/learning/getLearnNode']);
    expect(h.state().learning).toEqual({ busy: null, linkedProjectID: 'p1', refusal: null });
    expect(h.toasts).toEqual([]);
    h.task.cancel();
  });

  it('keeps a video another project holds as a refusal naming that project, without a toast', async () => {
    const h = run({
      '/learning/linkNode': () => {
        throw apiFailure(409, LINKED_ELSEWHERE, 'conflict', { project: { projectID: 'p2', name: 'Optics' } });
      },
    });
    h.dispatch(linkRequested({ projectID: 'p1', nodeID: '101' }));
    await h.settle(10);
    expect(h.state().learning.refusal).toEqual({ projectID: 'p1', nodeID: '101', message: LINKED_ELSEWHERE, holder: { projectID: 'p2', name: 'Optics' } });
    expect(h.state().learning.linkedProjectID).toBeNull();
    expect(h.toasts).toEqual([]);
    h.dispatch(linkRequested({ projectID: 'p1', nodeID: '102' }));
    expect(h.state().learning.refusal).toBeNull();
    h.task.cancel();
  });

  it("shows any other refusal as a toast with the server's message", async () => {
    const h = run({
      '/learning/linkNode': () => {
        throw apiFailure(424, 'The learning site did not answer in time. Please try again later.', 'learningUnavailable');
      },
    });
    h.dispatch(linkRequested({ projectID: 'p1', nodeID: '101' }));
    await h.settle(10);
    expect(h.toasts.map((t) => t.message)).toEqual(['The learning site did not answer in time. Please try again later.']);
    expect(h.state().learning.refusal).toBeNull();
    h.task.cancel();
  });
});

describe('unlinking', () => {
  it('sends the unlink, busy until answered', async () => {
    const h = run({ '/learning/unlinkNode': () => ({ ok: true }) });
    h.dispatch(unlinkRequested({ projectID: 'p1' }));
    expect(h.state().learning.busy).toBe('unlink');
    await h.settle(10);
    expect(h.calls.map((c) => c.path)).toEqual(['/learning/unlinkNode']);
    expect(h.state().learning.busy).toBeNull();
    h.task.cancel();
  });
});
