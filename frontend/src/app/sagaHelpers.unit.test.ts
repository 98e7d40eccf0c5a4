import { fork, takeEvery } from 'redux-saga/effects';
import { Calls } from '@wb/contracts';
import { apiFailure, runWithFakes, type FakeHandler } from '../testing/sagaHarness';
import { serverApi } from '../api/serverApi';
import { projectApi } from '../features/project/projectApi';
import { scenesApi } from '../features/scenes/scenesApi';
import { callApi, queryAnswer, reportError, type Saga } from './sagaHelpers';
import { watchQueryErrors } from './queryErrorSagas';

const scenes = { scenes: [] };
const GO = 'test/go';

/** A workflow run on GO beside the query error rule, as the app runs them. */
const harness = (workflow: () => Saga, handlers: Record<string, FakeHandler>) =>
  runWithFakes(function* root(): Saga {
    yield fork(watchQueryErrors);
    yield takeEvery(GO, workflow);
  }, handlers);

const go = async (h: ReturnType<typeof harness>) => {
  h.dispatch({ type: GO });
  await h.settle(10);
};

describe('a workflow asking a query', () => {
  it('takes the answer a screen already holds, without a second request', async () => {
    const answers: unknown[] = [];
    const h = harness(
      function* asks(): Saga {
        answers.push(yield* queryAnswer(scenesApi.endpoints.projectScenes, { projectID: 'p1' }));
      },
      { '/scene/getByProjectID': () => scenes },
    );
    await h.store.dispatch(scenesApi.endpoints.projectScenes.initiate({ projectID: 'p1' }));
    await go(h);
    expect(answers).toEqual([scenes]);
    expect(h.callCount('/scene/getByProjectID')).toBe(1);
    h.task.cancel();
  });

  it('gets its answer though the live stream invalidates the list while it is on its way', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const answers: unknown[] = [];
    const h = harness(
      function* asks(): Saga {
        answers.push(yield* queryAnswer(scenesApi.endpoints.projectScenes, { projectID: 'p1' }));
      },
      {
        '/scene/getByProjectID': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      },
    );
    h.dispatch({ type: GO });
    await h.settle(5);
    h.dispatch(serverApi.util.invalidateTags(['scenes']));
    answer(scenes);
    await h.settle(10);
    expect(answers).toEqual([scenes]);
    h.task.cancel();
  });

  it('asks the server again when it needs a fresh answer', async () => {
    const h = harness(
      function* asks(): Saga {
        yield* queryAnswer(scenesApi.endpoints.projectScenes, { projectID: 'p1' }, { fresh: true });
      },
      { '/scene/getByProjectID': () => scenes },
    );
    await h.store.dispatch(scenesApi.endpoints.projectScenes.initiate({ projectID: 'p1' }));
    await go(h);
    expect(h.callCount('/scene/getByProjectID')).toBe(2);
    h.task.cancel();
  });

  it('shows a failure once, though both the query error rule and the workflow report it', async () => {
    const h = harness(
      function* asks(): Saga {
        try {
          yield* queryAnswer(scenesApi.endpoints.projectScenes, { projectID: 'p1' });
        } catch (e) {
          yield* reportError(e);
        }
      },
      {
        '/scene/getByProjectID': () => {
          throw apiFailure(503, 'The service is unavailable', 'unavailable');
        },
      },
    );
    await go(h);
    expect(h.toasts).toEqual([{ kind: 'error', message: 'The service is unavailable' }]);
    h.task.cancel();
  });

  it("leaves a failure its screen explains to the workflow's own judgement", async () => {
    const h = harness(
      function* asks(): Saga {
        try {
          yield* queryAnswer(projectApi.endpoints.projectByID, { projectID: 'p-9' });
        } catch (e) {
          yield* reportError(e);
        }
      },
      {
        '/project/getProjectByProjectID': () => {
          throw apiFailure(404, 'Project not found', 'notFound');
        },
      },
    );
    await go(h);
    expect(h.toasts).toEqual([{ kind: 'error', message: 'Project not found' }]);
    h.task.cancel();
  });

  it('is refused when it sends a query as a command, so every answer is the cache', async () => {
    const refusals: string[] = [];
    const h = harness(
      function* sends(): Saga {
        try {
          yield* callApi(Calls.scene.getByProjectID, { projectID: 'p1' });
        } catch (e) {
          refusals.push((e as Error).message);
        }
      },
      { '/scene/getByProjectID': () => scenes },
    );
    await go(h);
    expect(refusals).toEqual(['/scene/getByProjectID is a query: ask it through its endpoint (queryAnswer)']);
    expect(h.callCount('/scene/getByProjectID')).toBe(0);
    h.task.cancel();
  });
});
