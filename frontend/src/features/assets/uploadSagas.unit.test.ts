import { runWithFakes } from '../../testing/sagaHarness';
import { filesChosenForUpload, selectUploads } from './assetsSlice';
import { stashFiles } from './fileStash';
import { uploadBlob, UploadError } from './uploadBlob';
import { watchUploads } from './uploadSagas';

jest.mock('./uploadBlob', () => {
  const actual = jest.requireActual('./uploadBlob');
  return { ...actual, uploadBlob: jest.fn() };
});
const upload = uploadBlob as jest.MockedFunction<typeof uploadBlob>;

const png = (name: string, bytes: number) => ({ name, size: bytes }) as File;

describe('uploading into a kit', () => {
  it('shows progress, then records the stored file in the kit and its folder', async () => {
    upload.mockImplementation(async (_file, _key, onProgress) => {
      onProgress(40);
      onProgress(100);
      return '/api/v1/blobs/asset/2026/11/a.png';
    });
    const h = runWithFakes(watchUploads, { '/assets/addFilesToKit': () => ({ files: [] }) });
    h.dispatch(filesChosenForUpload({ kitID: '81', directoryID: 'd2', filesToken: stashFiles([png('Cell wall.PNG', 2048)]) }));
    await h.settle(10);
    expect(h.actions.filter((a) => a.type === 'assets/uploadProgressed').length).toBe(2);
    expect(selectUploads(h.state())).toEqual([{ id: expect.any(String), name: 'Cell wall.PNG', purpose: 'asset', kitID: '81', progress: 100, status: 'done' }]);
    expect(h.calls).toEqual([
      {
        path: '/assets/addFilesToKit',
        input: {
          kitID: '81',
          directoryID: 'd2',
          files: [{ url: '/api/v1/blobs/asset/2026/11/a.png', name: 'Cell wall.PNG', type: 'png', size: 2048 }],
        },
      },
    ]);
    expect(h.toasts).toEqual([{ kind: 'success', message: 'File uploaded' }]);
    h.task.cancel();
  });

  it("says the spec's words when no URL comes back, and records nothing", async () => {
    upload.mockRejectedValue(new UploadError('Uh oh, no URL returned for the upload.'));
    const h = runWithFakes(watchUploads, {});
    h.dispatch(filesChosenForUpload({ kitID: '81', directoryID: null, filesToken: stashFiles([png('a.png', 10)]) }));
    await h.settle(10);
    expect(selectUploads(h.state())[0]?.status).toBe('failed');
    expect(h.toasts).toEqual([{ kind: 'error', message: 'Uh oh, no URL returned for the upload.' }]);
    expect(h.calls).toEqual([]);
    h.task.cancel();
  });
});
