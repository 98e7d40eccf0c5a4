import { apiFailure, runWithFakes } from '../../testing/sagaHarness';
import { watchFeedback } from './feedbackSagas';
import { feedbackDialogOpened, feedbackSendRequested } from './feedbackSlice';

describe('sending the feedback form', () => {
  it('sends it once per click and then shows the thanks', async () => {
    const h = runWithFakes(watchFeedback, { '/feedback/sendFeedback': () => ({ ok: true }) });
    h.dispatch(feedbackSendRequested({ type: 'bugReport', text: 'Export hangs' }));
    h.dispatch(feedbackSendRequested({ type: 'bugReport', text: 'Export hangs' }));
    await h.settle(10);
    expect(h.calls.filter((c) => c.path === '/feedback/sendFeedback')).toEqual([{ path: '/feedback/sendFeedback', input: { data: { type: 'bugReport', text: 'Export hangs' } } }]);
    expect(h.state().feedback).toEqual({ sending: false, sent: true });
    h.dispatch(feedbackDialogOpened());
    expect(h.state().feedback).toEqual({ sending: false, sent: false });
    h.task.cancel();
  });

  it("shows the server's message when it refuses, and keeps the form", async () => {
    const h = runWithFakes(watchFeedback, {
      '/feedback/sendFeedback': () => {
        throw apiFailure(429, 'At most 20 feedback forms an hour are accepted; please try again later.', 'rateLimited');
      },
    });
    h.dispatch(feedbackSendRequested({ type: 'feedback', text: 'Hi' }));
    await h.settle(10);
    expect(h.toasts).toContainEqual({ kind: 'error', message: 'At most 20 feedback forms an hour are accepted; please try again later.' });
    expect(h.state().feedback).toEqual({ sending: false, sent: false });
    h.task.cancel();
  });
});
