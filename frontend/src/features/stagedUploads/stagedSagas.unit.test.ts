import { Messages } from '@wb/contracts';
import type { Saga } from 'redux-saga';
import { aUser, signedInAt, signInActions } from '../../testing/fixtures';
import { apiFailure, runWithFakes, type FakeHandler } from '../../testing/sagaHarness';
import type { StagedEnv } from './stagedEnv';
import type { StagedFile } from './stagedModel';
import { UploadError } from '../../shared/upload/uploadFile';
import { watchStagedUploads } from './stagedSagas';
import { stagedUploadsActions as A } from './stagedSlice';

jest.setTimeout(20_000);

const kept = (name: string, extra: Partial<StagedFile> = {}): StagedFile => ({
  stagedID: `s-${name}`,
  name,
  type: 'png',
  size: 10,
  url: `/api/v1/blobs/asset/${name}`,
  progress: 1,
  uploadError: null,
  projects: [],
  kits: [{ kitID: 'k1', name: 'Kit', directoryID: 'd1', directoryName: 'Cells' }],
  tags: [],
  fileID: null,
  ...extra,
});

const fakeEnv = (stored: StagedFile[] = [], upload?: StagedEnv['upload']) => {
  const saved: (readonly StagedFile[])[] = [];
  const env: StagedEnv = {
    upload:
      upload ??
      (async (_file, onProgress) => {
        onProgress(0.5);
        return '/api/v1/blobs/asset/new.png';
      }),
    load: async (userID) => (userID === 7 ? stored : []),
    save: async (_userID, files) => {
      saved.push(files);
    },
    takeDropped: (id) => new File(['x'], `${id}.png`),
    newId: () => 'n1',
  };
  return { env, saved };
};

const run = (env: StagedEnv, handlers: Record<string, FakeHandler>) =>
  runWithFakes(
    function* saga() {
      yield* watchStagedUploads(env);
    } as unknown as Saga,
    handlers,
    signedInAt(aUser({ userID: 7 }), '/assets/uploads'),
  );

const savedFiles = (input: unknown) => ({
  files: (input as { files: { name: string; url: string; type: string; size: number }[] }).files.map((f, i) => ({ ...f, fileID: `f${i + 1}`, uuid: `u${i + 1}` })),
});

describe('staged uploads', () => {
  it('reads the staged list back from browser storage, and uploads a dropped file with its progress', async () => {
    const { env, saved } = fakeEnv([kept('a.png')]);
    const h = run(env, {});
    h.dispatch(A.filesDropped([{ stagedID: 'n1', name: 'new.png', type: 'png', size: 1 }]));
    await h.settle(200);
    expect(h.state().stagedUploads.files.map((f) => [f.name, f.url])).toEqual([
      ['a.png', kept('a.png').url],
      ['new.png', '/api/v1/blobs/asset/new.png'],
    ]);
    expect(h.actions.map((a) => a.type)).toContain(A.uploadProgressed.type);
    expect(saved.at(-1)?.map((f) => f.name)).toEqual(['a.png', 'new.png']);
    h.task.cancel();
  });

  it('keeps each person their own list: another person signing in sees theirs, not the last one', async () => {
    const { env } = fakeEnv([kept('a.png')]);
    const h = run(env, {});
    await h.settle(20);
    expect(h.state().stagedUploads.files.map((f) => f.name)).toEqual(['a.png']);
    signInActions(aUser({ userID: 8 })).forEach(h.dispatch);
    await h.settle(20);
    expect(h.state().stagedUploads.files).toEqual([]);
    h.task.cancel();
  });

  it("shows the upload's own refusal", async () => {
    const { env } = fakeEnv([], async () => {
      throw new UploadError('Wrong file type.');
    });
    const h = run(env, {});
    h.dispatch(A.filesDropped([{ stagedID: 'n1', name: 'new.exe', type: 'exe', size: 1 }]));
    await h.settle(50);
    expect(h.state().stagedUploads.files[0]?.uploadError).toBe('Wrong file type.');
    h.task.cancel();
  });

  it('holds the publish up when a file has no kit: nothing is sent', async () => {
    const { env } = fakeEnv([kept('a.png'), kept('b.png', { kits: [] })]);
    const h = run(env, {});
    await h.settle(20);
    h.dispatch(A.publishRequested());
    await h.settle(20);
    expect(h.state().stagedUploads.publish.holdUp).toBe(true);
    expect(h.calls).toEqual([]);
    h.task.cancel();
  });

  it('runs the four steps in order, each at least a second, then clears the list half a second after', async () => {
    const { env, saved } = fakeEnv([kept('a.png', { projects: [{ projectID: 'p1', name: 'P' }], tags: [{ tagID: 't1', name: 'T' }] }), kept('b.png')]);
    const h = run(env, {
      '/files/saveStagedFiles': savedFiles,
      '/files/addProjectLinks': () => ({ ok: true }),
      '/files/addKitLinks': () => ({ links: [] }),
      '/files/addFileTagLinks': () => ({ ok: true }),
    });
    await h.settle(20);
    const started = Date.now();
    h.dispatch(A.publishRequested());
    await h.settle(1500);
    expect(h.state().stagedUploads.publish.steps).toEqual({ 'Saving files': 'success', 'Linking projects': 'in progress', 'Linking kits': 'pending', 'Linking tags': 'pending' });
    await h.settle(2600);
    expect(h.state().stagedUploads.publish.finished).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000);
    expect(h.calls.map((c) => c.path)).toEqual(['/files/saveStagedFiles', '/files/addProjectLinks', '/files/addKitLinks', '/files/addFileTagLinks']);
    expect(h.calls[1]?.input).toEqual({ files: [{ fileID: 'f1', projects: ['p1'] }] });
    expect(h.calls[2]?.input).toEqual({
      files: [
        { fileID: 'f1', kits: [{ kitID: 'k1', directoryID: 'd1' }] },
        { fileID: 'f2', kits: [{ kitID: 'k1', directoryID: 'd1' }] },
      ],
    });
    expect(h.calls[3]?.input).toEqual({ files: [{ fileID: 'f1', tags: ['t1'] }], tags: [] });
    await h.settle(600);
    expect(h.state().stagedUploads.files).toEqual([]);
    expect(saved.at(-1)).toEqual([]);
    h.task.cancel();
  });

  it('stops at a server error, shows its message and resets the steps; a second run does not save the files again', async () => {
    const { env } = fakeEnv([kept('a.png')]);
    let kitsFail = true;
    const h = run(env, {
      '/files/saveStagedFiles': savedFiles,
      '/files/addKitLinks': () => {
        if (kitsFail) throw apiFailure(404, Messages.kitNotFound, 'notFound');
        return { links: [] };
      },
      '/files/addFileTagLinks': () => ({ ok: true }),
    });
    await h.settle(20);
    h.dispatch(A.publishRequested());
    await h.settle(3200);
    const { publish, files } = h.state().stagedUploads;
    expect(publish.error).toBe('That kit was not found.');
    expect(Object.values(publish.steps)).toEqual(['pending', 'pending', 'pending', 'pending']);
    expect(files[0]?.fileID).toBe('f1');
    kitsFail = false;
    h.dispatch(A.publishRequested());
    await h.settle(4300);
    expect(h.callCount('/files/saveStagedFiles')).toBe(1);
    expect(h.state().stagedUploads.publish.finished).toBe(true);
    h.task.cancel();
  });
});
