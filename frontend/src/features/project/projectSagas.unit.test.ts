import { fork } from 'redux-saga/effects';
import { watchQueryErrors } from '../../app/queryErrorSagas';
import type { Saga } from '../../app/sagaHelpers';
import { aProject } from '../../testing/fixtures';
import { apiFailure, runWithFakes, type FakeHandler } from '../../testing/sagaHarness';
import { screenEntered } from '../router/routerSlice';
import { activeProjectOf } from './activeProject';
import { projectApi } from './projectApi';
import { watchProject } from './projectSagas';

const water = aProject('p-1', 'Water');
const noSuchID = () => {
  throw apiFailure(404, 'Project not found', 'notFound');
};
const server = (overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> => ({
  '/project/getProjectByProjectID': (input) => ((input as { projectID: string }).projectID === 'p-1' ? { project: water } : noSuchID()),
  '/project/getProjectByName': (input) => ((input as { projectName: string }).projectName === 'Water' ? { project: water } : noSuchID()),
  '/project/accessProject': () => ({ ok: true }),
  ...overrides,
});

const enter = async (projectID: string, handlers = server()) => {
  // Beside the query error rule, as the app runs it.
  const h = runWithFakes(function* app(): Saga {
    yield fork(watchQueryErrors);
    yield* watchProject();
  }, handlers);
  h.dispatch(screenEntered({ name: 'project', projectID, rest: 'files' }));
  await h.settle(10);
  h.task.cancel();
  return h;
};

describe('opening a project', () => {
  it('finds it by id and puts it in the recents', async () => {
    const h = await enter('p-1');
    expect(h.calls.find((c) => c.path === '/project/accessProject')?.input).toEqual({ projectID: 'p-1' });
    expect(projectApi.endpoints.projectByID.select({ projectID: 'p-1' })(h.state()).data?.project.name).toBe('Water');
    expect(h.state().project.openedAs).toBe('p-1');
  });

  it('finds it by name when no project has that id, without a toast for the miss', async () => {
    const h = await enter('Water');
    expect(h.calls.find((c) => c.path === '/project/accessProject')?.input).toEqual({ projectID: 'p-1' });
    expect(h.toasts).toEqual([]);
  });

  it('leaves the not-found page to say it when neither finds one', async () => {
    const h = await enter('Fire');
    expect(h.callCount('/project/accessProject')).toBe(0);
    expect(h.toasts).toEqual([]);
  });

  it('says once what went wrong when the server fails', async () => {
    const h = await enter(
      'p-1',
      server({
        '/project/getProjectByProjectID': () => {
          throw apiFailure(503, 'The service is unavailable', 'unavailable');
        },
      }),
    );
    expect(h.toasts).toEqual([{ kind: 'error', message: 'The service is unavailable' }]);
    expect(h.callCount('/project/accessProject')).toBe(0);
  });
});

describe('the active project the screens show', () => {
  const missing = { error: { message: 'Project not found', status: 404, code: 'notFound', details: {}, fields: {}, aborted: false, shownByScreen: true } };

  it('is none before a project is opened', () => {
    expect(activeProjectOf(null, {}, {})).toEqual({ openedAs: null, project: null, status: 'none' });
  });

  it('is loading until a lookup answers', () => {
    expect(activeProjectOf('p-1', {}, {}).status).toBe('loading');
  });

  it('is the one found by name when the id matched none', () => {
    expect(activeProjectOf('Water', missing, { data: { project: water } })).toEqual({ openedAs: 'Water', project: water, status: 'loaded' });
  });

  it('is not found, with no link back to it, when neither lookup finds one', () => {
    expect(activeProjectOf('Fire', missing, missing)).toEqual({ openedAs: null, project: null, status: 'notFound' });
  });
});
