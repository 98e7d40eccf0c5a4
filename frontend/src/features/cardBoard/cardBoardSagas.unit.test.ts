import { apiFailure, runWithFakes, type FakeHandler } from '../../testing/sagaHarness';
import { cardBoardApi } from './cardBoardApi';
import { watchCardBoard } from './cardBoardSagas';
import { dueRequested, linkRequested, unlinkRequested } from './cardBoardSlice';

const ALREADY_LINKED = 'Sorry, that card is already linked to an existing project:';
const run = (handlers: Record<string, FakeHandler>) => runWithFakes(watchCardBoard, handlers);

describe('linking a card', () => {
  it('sends the link and refreshes the link, busy until it is answered', async () => {
    const h = run({ '/project/linkTrelloCard': () => ({ ok: true }), '/project/getTrelloCardLink': () => ({ trello: null }) });
    // The section shows the link: a subscribed query, as the mounted section holds it.
    h.store.dispatch(cardBoardApi.endpoints.cardLink.initiate({ projectID: 'p1' }) as never);
    await h.settle(10);
    h.dispatch(linkRequested({ projectID: 'p1', trelloCardId: 'c1' }));
    expect(h.state().cardBoard.busy).toBe('link');
    await h.settle(10);
    expect(h.calls.map((c) => c.path)).toEqual(['/project/getTrelloCardLink', '/project/linkTrelloCard', '/project/getTrelloCardLink']);
    expect(h.state().cardBoard).toEqual({ busy: null, refusal: null });
    expect(h.toasts).toEqual([]);
    h.task.cancel();
  });

  it('keeps a card another project holds as a refusal naming that project, without a toast', async () => {
    const h = run({
      '/project/linkTrelloCard': () => {
        throw apiFailure(409, ALREADY_LINKED, 'conflict', { existingProject: { projectID: 'p2', name: 'Optics' } });
      },
    });
    h.dispatch(linkRequested({ projectID: 'p1', trelloCardId: 'c1' }));
    await h.settle(10);
    expect(h.state().cardBoard.refusal).toEqual({ projectID: 'p1', message: ALREADY_LINKED, existingProject: { projectID: 'p2', name: 'Optics' } });
    expect(h.toasts).toEqual([]);
    h.dispatch(linkRequested({ projectID: 'p1', trelloCardId: 'c2' }));
    expect(h.state().cardBoard.refusal).toBeNull();
    h.task.cancel();
  });

  it("shows any other refusal as a toast with the server's message", async () => {
    const h = run({
      '/project/linkTrelloCard': () => {
        throw apiFailure(424, 'The card board (Trello) did not answer in time. Please try again later.', 'cardBoardUnavailable');
      },
    });
    h.dispatch(linkRequested({ projectID: 'p1', trelloCardId: 'c1' }));
    await h.settle(10);
    expect(h.toasts).toEqual([{ kind: 'error', message: 'The card board (Trello) did not answer in time. Please try again later.' }]);
    expect(h.state().cardBoard).toEqual({ busy: null, refusal: null });
    h.task.cancel();
  });
});

describe('removing the sync and setting the due date', () => {
  it('sends each command with what was asked', async () => {
    const h = run({ '/project/unlinkTrelloCard': () => ({ ok: true }), '/trello/updateDueDate': () => ({ ok: true }) });
    h.dispatch(unlinkRequested({ projectID: 'p1' }));
    await h.settle(10);
    h.dispatch(dueRequested({ cardId: 'c1', dueDate: '2027-01-02', dueComplete: true }));
    await h.settle(10);
    expect(h.calls).toEqual([
      { path: '/project/unlinkTrelloCard', input: { projectID: 'p1' } },
      { path: '/trello/updateDueDate', input: { cardId: 'c1', dueDate: '2027-01-02', dueComplete: true } },
    ]);
    expect(h.state().cardBoard.busy).toBeNull();
    h.task.cancel();
  });
});
