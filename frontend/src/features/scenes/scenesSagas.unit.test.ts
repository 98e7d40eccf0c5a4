import { runWithFakes } from '../../testing/sagaHarness';
import { uploadSceneThumbnail } from './sceneThumbnail';
import { scenesApi } from './scenesApi';
import { newSceneRequested, sceneDuplicateRequested, sceneLabelAdded, sceneLabelRemoved, sceneOpened, sceneSelectionToggled, scenesDeleteConfirmed, thumbnailRequested } from './scenesSlice';
import { watchScenes } from './scenesSagas';
import { sceneOf, scenesServer } from './testScenes';

jest.mock('./sceneThumbnail', () => ({ THUMBNAIL_WIDTH: 600, uploadSceneThumbnail: jest.fn() }));
const thumbnail = uploadSceneThumbnail as jest.MockedFunction<typeof uploadSceneThumbnail>;

const listed = (h: ReturnType<typeof runWithFakes>) => (scenesApi.endpoints.projectScenes.select({ projectID: 'p1' })(h.state()).data?.scenes ?? []).map((s) => s.data.name);
const showList = async (h: ReturnType<typeof runWithFakes>) => {
  h.store.dispatch(scenesApi.endpoints.projectScenes.initiate({ projectID: 'p1' }));
  await h.settle();
};

describe('New scene', () => {
  it("creates 'Untitled scene' of 30000 ms at 1920x1080 and opens it in the editor", async () => {
    const h = runWithFakes(watchScenes, scenesServer().handlers);
    h.dispatch(newSceneRequested({ projectID: 'p1' }));
    await h.settle(10);
    expect(h.calls.find((c) => c.path === '/scene/createProjectScene')?.input).toEqual({
      projectID: 'p1',
      name: 'Untitled scene',
      duration: 30_000,
      width: 1920,
      height: 1080,
    });
    expect(h.navigations).toEqual(['/project/p1/editor/scene/new-1']);
    expect(h.state().scenes.creating).toBe(false);
    h.task.cancel();
  });

  it('numbers the name when an untitled scene exists already', async () => {
    const h = runWithFakes(watchScenes, scenesServer([sceneOf('s1', 'Untitled scene')]).handlers);
    h.dispatch(newSceneRequested({ projectID: 'p1' }));
    await h.settle(10);
    expect(h.calls.find((c) => c.path === '/scene/createProjectScene')?.input).toMatchObject({ name: 'Untitled scene 2' });
    h.task.cancel();
  });
});

describe('the card actions', () => {
  it('opens a scene in the editor', async () => {
    const h = runWithFakes(watchScenes, scenesServer().handlers);
    h.dispatch(sceneOpened({ projectID: 'p1', sceneID: 's1' }));
    await h.settle();
    expect(h.navigations).toEqual(['/project/p1/editor/scene/s1']);
    h.task.cancel();
  });

  it("duplicates a scene with its document as '<name> copy', beside it", async () => {
    const h = runWithFakes(watchScenes, scenesServer([sceneOf('s1', 'Intro', 12_000)]).handlers);
    await showList(h);
    h.dispatch(sceneDuplicateRequested({ projectID: 'p1', sceneID: 's1' }));
    await h.settle(10);
    expect(h.calls.find((c) => c.path === '/scene/createProjectScene')?.input).toEqual({
      projectID: 'p1',
      name: 'Intro copy',
      sceneID: 's1',
      duration: 12_000,
      width: 1920,
      height: 1080,
    });
    expect(listed(h)).toEqual(['Intro', 'Intro copy']);
    expect(h.toasts).toContainEqual({ kind: 'success', message: 'Duplicated as Intro copy' });
    expect(h.navigations).toEqual([]);
    h.task.cancel();
  });

  it('deletes the confirmed scenes, and they leave the list and the selection', async () => {
    const h = runWithFakes(watchScenes, scenesServer([sceneOf('s1', 'A'), sceneOf('s2', 'B'), sceneOf('s3', 'C')]).handlers);
    await showList(h);
    h.dispatch(sceneSelectionToggled('s1'));
    h.dispatch(sceneSelectionToggled('s3'));
    h.dispatch(scenesDeleteConfirmed({ projectID: 'p1', sceneIDs: ['s1', 's3'] }));
    expect(h.state().scenes.deleting).toEqual(['s1', 's3']);
    await h.settle(10);
    expect(h.calls.find((c) => c.path === '/scene/deleteProjectScenes')?.input).toEqual({ projectID: 'p1', sceneIDs: ['s1', 's3'] });
    expect(listed(h)).toEqual(['B']);
    expect(h.state().scenes).toMatchObject({ deleting: [], selectedIDs: [] });
    expect(h.toasts).toContainEqual({ kind: 'success', message: '2 scenes deleted' });
    h.task.cancel();
  });

  it('gets a thumbnail drawn 5 s before the end and stores it on the scene', async () => {
    thumbnail.mockResolvedValue('/api/v1/blobs/sceneThumbnail/t.png');
    const server = scenesServer([sceneOf('s1', 'Intro', 30_000)]);
    const h = runWithFakes(watchScenes, server.handlers);
    h.dispatch(thumbnailRequested({ sceneID: 's1', duration: 30_000 }));
    expect(h.state().scenes.thumbnailing).toEqual(['s1']);
    await h.settle(10);
    expect(thumbnail).toHaveBeenCalledWith('s1', { sceneID: 's1', duration: 30_000, elements: [] }, 25_000);
    expect(server.scenes()[0]?.data.thumbnail).toBe('/api/v1/blobs/sceneThumbnail/t.png');
    expect(h.state().scenes.thumbnailing).toEqual([]);
    h.task.cancel();
  });

  it('puts a label on a scene and takes it off again', async () => {
    const server = scenesServer([sceneOf('s1', 'Intro')]);
    const h = runWithFakes(watchScenes, server.handlers);
    h.dispatch(sceneLabelAdded({ sceneID: 's1', labelID: 'l-red' }));
    expect(h.state().scenes.labelling).toEqual(['s1']);
    await h.settle(10);
    expect(server.scenes()[0]?.data.labels).toEqual(['l-red']);
    h.dispatch(sceneLabelRemoved({ sceneID: 's1', labelID: 'l-red' }));
    await h.settle(10);
    expect(server.scenes()[0]?.data.labels).toEqual([]);
    expect(h.state().scenes.labelling).toEqual([]);
    h.task.cancel();
  });
});
