import { Messages } from '@wb/contracts';
import { apiFailure, runWithFakes } from '../../testing/sagaHarness';
import { COPIED, COPY_NOTICE_MS, watchAssets } from './assetsSagas';
import { filesMoveChosen, imageCopyRequested, kitCreateSubmitted, selectNotice, tagChosen } from './assetsSlice';

jest.mock('./copyImage', () => ({ copyImageToClipboard: jest.fn(async () => undefined) }));

describe('the asset library workflows', () => {
  it('creates a kit and opens it', async () => {
    const h = runWithFakes(watchAssets, { '/assets/addKit': () => ({ kit: { kitID: '81', name: 'Cell Biology', slug: 'Cell-Biology', directoryID: 'd1' } }) });
    h.dispatch(kitCreateSubmitted({ name: 'Cell Biology' }));
    await h.settle();
    expect(h.calls).toEqual([{ path: '/assets/addKit', input: { name: 'Cell Biology' } }]);
    expect(h.navigations).toEqual(['/assets/81']);
    expect(h.toasts).toEqual([{ kind: 'success', message: 'Kit Cell Biology created' }]);
    h.task.cancel();
  });

  it("shows the server's message when a kit name is taken, and stays", async () => {
    const h = runWithFakes(watchAssets, {
      '/assets/addKit': () => {
        throw apiFailure(409, Messages.kitExists, 'kitExists');
      },
    });
    h.dispatch(kitCreateSubmitted({ name: 'Cells' }));
    await h.settle();
    expect(h.toasts).toEqual([{ kind: 'error', message: Messages.kitExists }]);
    expect(h.navigations).toEqual([]);
    h.task.cancel();
  });

  it("creates a tag offered as 'Create new tag', then tags the files with it", async () => {
    const h = runWithFakes(watchAssets, {
      '/tags/createTag': () => ({ tag: { tagID: 't9', name: 'Mitosis' } }),
      '/tags/createFileTagLink': () => ({ ok: true }),
    });
    h.dispatch(tagChosen({ fileIDs: ['f1', 'f2'], tagID: null, text: 'Mitosis' }));
    await h.settle();
    expect(h.calls.map((c) => [c.path, c.input])).toEqual([
      ['/tags/createTag', { text: 'Mitosis' }],
      ['/tags/createFileTagLink', { tagID: 't9', fileIDs: ['f1', 'f2'] }],
    ]);
    h.task.cancel();
  });

  it('moves files with one call and says where they went', async () => {
    const h = runWithFakes(watchAssets, { '/assets/moveFilesToKit': () => ({ ok: true }) });
    h.dispatch(filesMoveChosen({ fileIDs: ['f1', 'f2'], fromKitID: '81', toKitID: '74', toName: '3_Approved Assets' }));
    await h.settle();
    expect(h.calls).toEqual([{ path: '/assets/moveFilesToKit', input: { fileIDs: ['f1', 'f2'], fromKitID: '81', toKitID: '74' } }]);
    expect(h.toasts).toEqual([{ kind: 'success', message: '2 files moved to 3_Approved Assets' }]);
    h.task.cancel();
  });

  it('shows the copy notice for 3000 ms', async () => {
    jest.useFakeTimers();
    const h = runWithFakes(watchAssets, {});
    h.dispatch(imageCopyRequested({ url: '/api/v1/blobs/asset/x.png' }));
    await jest.advanceTimersByTimeAsync(10);
    expect(selectNotice(h.state())).toBe(COPIED);
    await jest.advanceTimersByTimeAsync(COPY_NOTICE_MS - 100);
    expect(selectNotice(h.state())).toBe(COPIED);
    await jest.advanceTimersByTimeAsync(200);
    expect(selectNotice(h.state())).toBeNull();
    h.task.cancel();
    jest.useRealTimers();
  });
});
