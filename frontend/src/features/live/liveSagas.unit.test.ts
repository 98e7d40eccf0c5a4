import { aProject, aUser } from '../../testing/fixtures';
import { runWithFakes, type SagaHarness } from '../../testing/sagaHarness';
import { signedOutDetected } from '../auth/authSlice';
import { dashboardApi } from '../dashboard/dashboardApi';
import { changedNamesOf } from './changeNames';
import { LIVE_BATCH_MS, watchLive } from './liveSagas';
import { readModelsChanged } from './liveSlice';

const fakes = () => ({
  '/project/getAll': () => ({ projects: [aProject('p1')], total: 1 }),
  '/project/getProjectGroups': () => ({ groups: [] }),
  '/user/getUser': () => ({ user: aUser() }),
});
const LIST = '/project/getAll';
const FOLDERS = '/project/getProjectGroups';
const listArgs = { filter: 'all', folderID: null, text: '' } as const;

/** The dashboard on screen: its list (projectList, users) and its folders (folders, projectList). */
const showDashboard = async (h: SagaHarness) => {
  h.store.dispatch(dashboardApi.endpoints.projectList.initiate(listArgs));
  h.store.dispatch(dashboardApi.endpoints.projectGroups.initiate({}));
  await h.settle();
};
const afterBatch = (h: SagaHarness) => h.settle(LIVE_BATCH_MS + 30);

describe('live changes', () => {
  it('refetch only the lists built from the read models that changed', async () => {
    const h = runWithFakes(watchLive, fakes());
    await showDashboard(h);
    h.dispatch(readModelsChanged(['folders']));
    await afterBatch(h);
    expect([h.callCount(LIST), h.callCount(FOLDERS)]).toEqual([1, 2]);
    h.dispatch(readModelsChanged(['projectList']));
    await afterBatch(h);
    expect([h.callCount(LIST), h.callCount(FOLDERS)]).toEqual([2, 2]);
    // Cards carry their members' names, so a change of the users read model alone refetches no list.
    h.dispatch(readModelsChanged(['users']));
    await afterBatch(h);
    expect([h.callCount(LIST), h.callCount(FOLDERS)]).toEqual([2, 2]);
    h.task.cancel();
  });

  it('refetch nothing for a projection no list on screen reads', async () => {
    const h = runWithFakes(watchLive, fakes());
    await showDashboard(h);
    // The plain list does not read the search index.
    h.dispatch(readModelsChanged(['projectSearch', 'notifications']));
    await afterBatch(h);
    expect([h.callCount(LIST), h.callCount(FOLDERS)]).toEqual([1, 1]);
    h.task.cancel();
  });

  it('refetch a list once for a burst of changes', async () => {
    const h = runWithFakes(watchLive, fakes());
    await showDashboard(h);
    for (let i = 0; i < 5; i++) h.dispatch(readModelsChanged(['projectList']));
    await afterBatch(h);
    expect([h.callCount(LIST), h.callCount(FOLDERS)]).toEqual([2, 1]);
    h.task.cancel();
  });

  it('refetch every list on screen when a change names nothing readable', async () => {
    const h = runWithFakes(watchLive, fakes());
    await showDashboard(h);
    h.dispatch(readModelsChanged(changedNamesOf('not json')));
    await afterBatch(h);
    expect([h.callCount(LIST), h.callCount(FOLDERS)]).toEqual([2, 2]);
    h.task.cancel();
  });

  it('fetch nothing for a list no screen shows', async () => {
    const h = runWithFakes(watchLive, fakes());
    const sub = h.store.dispatch(dashboardApi.endpoints.projectList.initiate(listArgs));
    await h.settle();
    sub.unsubscribe();
    h.dispatch(readModelsChanged(['projectList']));
    await afterBatch(h);
    expect(h.callCount(LIST)).toBe(1);
    h.task.cancel();
  });

  it('forget the server state on signing out, so the next person sees none of it', async () => {
    const h = runWithFakes(watchLive, fakes());
    await showDashboard(h);
    expect(dashboardApi.endpoints.projectList.select(listArgs)(h.state()).data?.total).toBe(1);
    h.dispatch(signedOutDetected());
    expect(dashboardApi.endpoints.projectList.select(listArgs)(h.state()).data).toBeUndefined();
    h.task.cancel();
  });
});

describe('the body of a change event', () => {
  it('reads the projections query-api names', () => {
    expect(changedNamesOf(JSON.stringify({ projections: ['folders', 'projectList'] }))).toEqual(['folders', 'projectList']);
    expect(changedNamesOf(JSON.stringify(['users', 7]))).toEqual(['users']);
  });

  it('names nothing when it cannot be read', () => {
    expect(changedNamesOf('')).toEqual([]);
    expect(changedNamesOf(JSON.stringify({ other: 1 }))).toEqual([]);
  });
});
