import type { CallDef } from '@wb/contracts';
import { runWithFakes } from '../../testing/sagaHarness';
import { browserActions, downloadRequested, exportRequested, watchExport } from './exportSagas';
import { registryCall } from './registryCall';

jest.mock('./registryCall', () => ({ registryCall: jest.fn() }));
const lookup = registryCall as jest.MockedFunction<typeof registryCall>;
const fakeCall = (path: string) => ({ path, method: 'POST', kind: 'command' }) as unknown as CallDef;

describe('downloads and image export', () => {
  let downloads: jest.SpyInstance;
  let reloads: jest.SpyInstance;
  beforeEach(() => {
    downloads = jest.spyOn(browserActions, 'download').mockImplementation(() => undefined);
    reloads = jest.spyOn(browserActions, 'reloadPage').mockImplementation(() => undefined);
    lookup.mockImplementation((path) => fakeCall(path));
  });
  afterEach(() => jest.restoreAllMocks());

  it('counts a download, then downloads the file', async () => {
    const h = runWithFakes(watchExport, { '/files/recordDownload': () => ({ limitReached: false }) });
    h.dispatch(downloadRequested({ url: '/api/v1/blobs/asset/a.png', name: 'Cell.png', type: 'png' }));
    await h.settle();
    expect(h.calls).toEqual([{ path: '/files/recordDownload', input: { fileTypes: ['png'] } }]);
    expect(downloads).toHaveBeenCalledWith('/api/v1/blobs/asset/a.png', 'Cell.png');
    h.task.cancel();
  });

  it('reloads the page instead when the download limit is reached', async () => {
    const h = runWithFakes(watchExport, { '/files/recordDownload': () => ({ limitReached: true }) });
    h.dispatch(downloadRequested({ url: '/api/v1/blobs/asset/a.png', name: 'Cell.png', type: 'png' }));
    await h.settle();
    expect(reloads).toHaveBeenCalled();
    expect(downloads).not.toHaveBeenCalled();
    h.task.cancel();
  });

  it('exports at the chosen scale and type and downloads it under the name with its suffix', async () => {
    const h = runWithFakes(watchExport, {
      '/assets/convertImage': () => ({ url: '/api/v1/blobs/asset/b.webp' }),
      '/files/recordDownload': () => ({ limitReached: false }),
    });
    h.dispatch(exportRequested({ fileID: 'f1', kitID: '7', name: 'Cell.png', scale: '2x', type: 'webp', suffix: '@2x' }));
    await h.settle();
    expect(h.calls[0]).toEqual({ path: '/assets/convertImage', input: { fileID: 'f1', kitID: '7', type: 'webp', resize: '2x' } });
    expect(downloads).toHaveBeenCalledWith('/api/v1/blobs/asset/b.webp', 'Cell@2x.webp');
    h.task.cancel();
  });

  it('downloads without counting on a server without the download record', async () => {
    lookup.mockReturnValue(undefined);
    const h = runWithFakes(watchExport, {});
    h.dispatch(downloadRequested({ url: '/api/v1/blobs/asset/a.png', name: 'Cell.png', type: 'png' }));
    await h.settle();
    expect(h.calls).toEqual([]);
    expect(downloads).toHaveBeenCalled();
    h.task.cancel();
  });
});
