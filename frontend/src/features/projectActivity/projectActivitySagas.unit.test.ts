import { runWithFakes } from '../../testing/sagaHarness';
import { uploadFile, UploadError } from '../../shared/upload/uploadFile';
import { stashFiles } from '../assets/fileStash';
import { watchProjectActivity } from './projectActivitySagas';
import { assetFilesChosen, kitFileRemoveConfirmed, selectAssetUploads } from './projectActivitySlice';

jest.mock('../../shared/upload/uploadFile', () => {
  const actual = jest.requireActual('../../shared/upload/uploadFile');
  return { ...actual, uploadFile: jest.fn() };
});
const upload = uploadFile as jest.MockedFunction<typeof uploadFile>;

const file = (name: string, size: number) => ({ name, size }) as File;

describe("the contents page's upload sections", () => {
  afterEach(() => upload.mockReset());

  it("stores each file under the section's purpose and records it with the section's projectAssetType", async () => {
    upload.mockImplementation(async (f) => `/api/v1/blobs/transcript/2026/11/${(f as File).name}`);
    const h = runWithFakes(watchProjectActivity, { '/project/addFile': () => ({ file: { fileID: 'f1', uuid: 'u1', version: 1 } }) });
    h.dispatch(assetFilesChosen({ projectID: 'p1', assetType: 'transcript', filesToken: stashFiles([file('Intro.md', 120), file('Outro.md', 80)]) }));
    await h.settle(10);
    expect(upload.mock.calls.map(([f, purpose]) => [(f as File).name, purpose])).toEqual([
      ['Intro.md', 'transcript'],
      ['Outro.md', 'transcript'],
    ]);
    expect(h.calls).toEqual([
      { path: '/project/addFile', input: { projectID: 'p1', name: 'Intro.md', type: 'md', size: 120, data: { url: '/api/v1/blobs/transcript/2026/11/Intro.md', projectAssetType: 'transcript' } } },
      { path: '/project/addFile', input: { projectID: 'p1', name: 'Outro.md', type: 'md', size: 80, data: { url: '/api/v1/blobs/transcript/2026/11/Outro.md', projectAssetType: 'transcript' } } },
    ]);
    expect(selectAssetUploads(h.state()).map((u) => [u.name, u.status])).toEqual([
      ['Intro.md', 'done'],
      ['Outro.md', 'done'],
    ]);
    expect(h.toasts).toEqual([{ kind: 'success', message: '2 files uploaded' }]);
    h.task.cancel();
  });

  it('refuses a file the purpose does not take before sending it, and says why an upload failed', async () => {
    upload.mockRejectedValue(new UploadError('Uh oh, something went wrong with that upload.'));
    const h = runWithFakes(watchProjectActivity, {});
    h.dispatch(assetFilesChosen({ projectID: 'p1', assetType: 'voiceover', filesToken: stashFiles([file('notes.txt', 10), file('take 1.wav', 10)]) }));
    await h.settle(10);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(h.toasts).toEqual([
      { kind: 'error', message: expect.stringMatching(/\S/) },
      { kind: 'error', message: 'Uh oh, something went wrong with that upload.' },
    ]);
    expect(selectAssetUploads(h.state()).map((u) => [u.name, u.status])).toEqual([['take 1.wav', 'failed']]);
    expect(h.calls).toEqual([]);
    h.task.cancel();
  });

  it("takes a kit's file out of the project", async () => {
    const h = runWithFakes(watchProjectActivity, { '/assets/removeProjectKitFile': () => ({}) });
    h.dispatch(kitFileRemoveConfirmed({ projectID: 'p1', kitID: 'k1', fileID: 'f1' }));
    await h.settle(10);
    expect(h.calls).toEqual([{ path: '/assets/removeProjectKitFile', input: { projectID: 'p1', kitID: 'k1', fileID: 'f1' } }]);
    expect(h.toasts).toEqual([{ kind: 'success', message: 'File removed from the project' }]);
    h.task.cancel();
  });
});
