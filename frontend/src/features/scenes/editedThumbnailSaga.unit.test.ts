import type { SceneDocument } from '@wb/contracts';
import { runWithFakes } from '../../testing/sagaHarness';
import { documentChanged, documentSaved, editorLeft, saveFailed, saveStarted, sceneLoaded, sceneLoadRequested } from '../sceneEditor/state/editorSlice';
import { watchEditedScenes } from './editedThumbnailSaga';
import { uploadSceneThumbnail } from './sceneThumbnail';
import { sceneOf, scenesServer } from './testScenes';

jest.mock('./sceneThumbnail', () => ({ THUMBNAIL_WIDTH: 600, uploadSceneThumbnail: jest.fn() }));
const thumbnail = uploadSceneThumbnail as jest.MockedFunction<typeof uploadSceneThumbnail>;
const STORED = '/api/v1/blobs/sceneThumbnail/edited.png';

const documentOf = (duration: number): SceneDocument => ({ sceneID: 's1', duration, elements: [] }) as unknown as SceneDocument;

/** The editor opened on s1 (a new scene: no thumbnail yet), as the editor's own sagas leave its state. */
const openEditor = (duration = 12_000) => {
  const server = scenesServer([sceneOf('s1', 'Untitled scene', duration)]);
  const h = runWithFakes(watchEditedScenes, server.handlers);
  h.dispatch(sceneLoadRequested('s1'));
  h.dispatch(sceneLoaded({ sceneID: 's1', document: documentOf(duration), version: 1, problem: null }));
  return { h, server };
};

beforeEach(() => {
  thumbnail.mockReset();
  thumbnail.mockResolvedValue(STORED);
});

describe('a scene edited in the editor', () => {
  it('gets its saved document drawn 5 s before the end as its thumbnail once the editor is left', async () => {
    const { h, server } = openEditor(12_000);
    h.dispatch(documentChanged(documentOf(12_000), 'Add rectangle'));
    h.dispatch(saveStarted());
    h.dispatch(documentSaved({ version: 2, revision: 1 }));
    await h.settle(10);
    expect(thumbnail).not.toHaveBeenCalled();
    h.dispatch(editorLeft());
    await h.settle(10);
    expect(thumbnail).toHaveBeenCalledWith('s1', expect.objectContaining({ sceneID: 's1' }), 7000);
    expect(server.scenes()[0]?.data.thumbnail).toBe(STORED);
    h.task.cancel();
  });

  it('waits for the save that leaving sends, and draws from it', async () => {
    const { h, server } = openEditor(12_000);
    h.dispatch(documentChanged(documentOf(20_000), 'Longer scene'));
    h.dispatch(editorLeft());
    await h.settle(10);
    expect(thumbnail).not.toHaveBeenCalled();
    h.dispatch(saveStarted());
    h.dispatch(documentSaved({ version: 2, revision: 1 }));
    await h.settle(10);
    expect(thumbnail).toHaveBeenCalledWith('s1', expect.anything(), 15_000);
    expect(server.scenes()[0]?.data.thumbnail).toBe(STORED);
    h.task.cancel();
  });

  it('keeps its thumbnail when the editor is left without a save', async () => {
    const { h } = openEditor();
    h.dispatch(editorLeft());
    await h.settle(10);
    expect(h.callCount('/scene/updateThumbnail')).toBe(0);
    expect(thumbnail).not.toHaveBeenCalled();
    h.task.cancel();
  });

  it('draws nothing when the last save failed and nothing was saved before', async () => {
    const { h } = openEditor();
    h.dispatch(documentChanged(documentOf(12_000), 'Add rectangle'));
    h.dispatch(editorLeft());
    h.dispatch(saveStarted());
    h.dispatch(saveFailed('The server did not answer.'));
    await h.settle(10);
    expect(thumbnail).not.toHaveBeenCalled();
    h.task.cancel();
  });

  it('loses nothing when the thumbnail cannot be drawn: no error, the card keeps Get thumbnail', async () => {
    thumbnail.mockRejectedValue(new Error('The thumbnail could not be drawn.'));
    const { h, server } = openEditor();
    h.dispatch(documentSaved({ version: 2, revision: 0 }));
    h.dispatch(editorLeft());
    await h.settle(10);
    expect(server.scenes()[0]?.data.thumbnail).toBe('');
    expect(h.toasts).toEqual([]);
    h.task.cancel();
  });
});
