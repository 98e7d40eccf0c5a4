import type { Action } from '@reduxjs/toolkit';
import { Messages } from '@wb/contracts';
import { runWithFakes, type SagaHarness } from '../../testing/sagaHarness';
import { stashFiles } from '../assets/fileStash';
import { UploadError } from '../../shared/upload/uploadFile';
import { uploadSceneThumbnail } from './sceneThumbnail';
import { importDialogClosed, importProgressed, importStepEntered, replaceAnswered, replaceCancelled, svgFilesChosen } from './scenesSlice';
import { watchScenes } from './scenesSagas';
import { sceneOf, scenesServer, svgFile } from './testScenes';
import { uploadSvg } from './uploadSvg';

// The browser's side (the upload endpoint, the scene player's drawing) is faked; the store, reducers,
// sagas and the calls they send run for real against a fake server.
jest.mock('./uploadSvg', () => ({ uploadSvg: jest.fn() }));
jest.mock('./sceneThumbnail', () => ({ THUMBNAIL_WIDTH: 600, uploadSceneThumbnail: jest.fn() }));

const upload = uploadSvg as jest.MockedFunction<typeof uploadSvg>;
const thumbnail = uploadSceneThumbnail as jest.MockedFunction<typeof uploadSceneThumbnail>;

beforeEach(() => {
  upload.mockReset();
  upload.mockImplementation(async (file: File) => `/api/v1/blobs/svg/2026/01/${file.name}`);
  thumbnail.mockReset();
  thumbnail.mockImplementation(async (sceneID: string, _doc, time: number) => `/api/v1/blobs/sceneThumbnail/${sceneID}-${time}.png`);
});

const choose = (h: SagaHarness, files: File[]) => h.dispatch(svgFilesChosen({ projectID: 'p1', filesToken: stashFiles(files) }));
const run = (h: SagaHarness) => h.state().scenes.run;
const stepsSeen = (h: SagaHarness) => h.actions.filter(importStepEntered.match).map((a: Action & { payload: unknown }) => a.payload);
const callsTo = (h: SagaHarness, path: string) => h.calls.filter((c) => c.path === path).map((c) => c.input);

describe('importing SVG files', () => {
  it('uploads every file, imports them one by one with n / m, then draws thumbnails at half their duration', async () => {
    const server = scenesServer();
    const h = runWithFakes(watchScenes, server.handlers);
    choose(h, [svgFile('Intro.svg'), svgFile('Outro.svg')]);
    await h.settle(20);
    expect(run(h)?.step).toBe('done');
    expect(stepsSeen(h)).toEqual(['importing', 'thumbnails', 'done']);
    expect(h.actions.filter(importProgressed.match).map((a) => a.payload)).toEqual([
      { n: 1, m: 2 },
      { n: 2, m: 2 },
    ]);
    expect(upload.mock.calls.map(([f]) => f.name)).toEqual(['Intro.svg', 'Outro.svg']);
    expect(callsTo(h, '/scene/importScene')).toEqual([
      { projectID: 'p1', url: '/api/v1/blobs/svg/2026/01/Intro.svg', fileName: 'Intro.svg' },
      { projectID: 'p1', url: '/api/v1/blobs/svg/2026/01/Outro.svg', fileName: 'Outro.svg' },
    ]);
    // The fake makes scenes of 10000 and 12000 ms: thumbnails at half of each (spec 002 section 9).
    expect(thumbnail.mock.calls.map(([sceneID, , time]) => [sceneID, time])).toEqual([
      ['new-1', 5000],
      ['new-2', 6000],
    ]);
    expect(callsTo(h, '/scene/updateThumbnail')).toEqual([
      { sceneID: 'new-1', thumbnail: '/api/v1/blobs/sceneThumbnail/new-1-5000.png' },
      { sceneID: 'new-2', thumbnail: '/api/v1/blobs/sceneThumbnail/new-2-6000.png' },
    ]);
    expect(run(h)?.files.map((f) => [f.fileName, f.status, f.thumbnail])).toEqual([
      ['Intro.svg', 'imported', 'made'],
      ['Outro.svg', 'imported', 'made'],
    ]);
    h.dispatch(importDialogClosed());
    expect(run(h)).toBeNull();
    h.task.cancel();
  });

  it("lists every problem of a refused file under 'Whoops!', and imports the others", async () => {
    const problems = [
      { message: Messages.countMismatch, where: 'Scene' },
      { message: Messages.tooMuchText(1620), where: null },
    ];
    const server = scenesServer([], { 'Broken.svg': problems });
    const h = runWithFakes(watchScenes, server.handlers);
    choose(h, [svgFile('Broken.svg'), svgFile('Good.svg')]);
    await h.settle(20);
    const files = run(h)?.files ?? [];
    expect(files.find((f) => f.fileName === 'Broken.svg')).toMatchObject({ status: 'refused', problems });
    expect(files.find((f) => f.fileName === 'Good.svg')).toMatchObject({ status: 'imported', thumbnail: 'made' });
    expect(server.scenes().map((s) => s.data.name)).toEqual(['Good']);
    expect(thumbnail).toHaveBeenCalledTimes(1);
    expect(h.toasts).toEqual([]);
    h.task.cancel();
  });

  it('says a failed upload under its file and goes on with the others', async () => {
    upload.mockImplementation(async (file: File) => {
      if (file.name === 'Big.svg') throw new UploadError('Uh oh, something went wrong with that upload.');
      return `/api/v1/blobs/svg/${file.name}`;
    });
    const h = runWithFakes(watchScenes, scenesServer().handlers);
    choose(h, [svgFile('Big.svg'), svgFile('Small.svg')]);
    await h.settle(20);
    expect(run(h)?.files.map((f) => [f.fileName, f.status, f.message])).toEqual([
      ['Big.svg', 'failed', 'Uh oh, something went wrong with that upload.'],
      ['Small.svg', 'imported', null],
    ]);
    expect(h.actions.filter(importProgressed.match).map((a) => a.payload)).toEqual([{ n: 1, m: 1 }]);
    h.task.cancel();
  });

  it('keeps the import when a thumbnail cannot be drawn: the card offers Get thumbnail', async () => {
    thumbnail.mockRejectedValue(new Error('no canvas'));
    const server = scenesServer();
    const h = runWithFakes(watchScenes, server.handlers);
    choose(h, [svgFile('Intro.svg')]);
    await h.settle(20);
    expect(run(h)).toMatchObject({ step: 'done', thumbnails: { done: 1, of: 1 } });
    expect(run(h)?.files[0]).toMatchObject({ status: 'imported', thumbnail: 'failed' });
    expect(server.scenes()).toHaveLength(1);
    h.task.cancel();
  });

  it('refuses files that are not .svg with the spec message, and imports the svg ones', async () => {
    const h = runWithFakes(watchScenes, scenesServer().handlers);
    choose(h, [new File(['x'], 'photo.png', { type: 'image/png' }), svgFile('Intro.svg')]);
    await h.settle(20);
    expect(h.toasts).toEqual([{ kind: 'error', message: Messages.svgOnly }]);
    expect(upload.mock.calls.map(([f]) => f.name)).toEqual(['Intro.svg']);
    expect(run(h)?.files.map((f) => f.fileName)).toEqual(['Intro.svg']);
    h.task.cancel();
  });

  it('starts nothing when no file is an svg', async () => {
    const h = runWithFakes(watchScenes, scenesServer().handlers);
    choose(h, [new File(['x'], 'notes.txt')]);
    await h.settle(10);
    expect(h.toasts).toEqual([{ kind: 'error', message: Messages.svgOnly }]);
    expect(run(h)).toBeNull();
    expect(h.callCount('/scene/getByProjectID')).toBe(0);
    h.task.cancel();
  });
});

describe("names that match existing scenes ('Update scene(s)')", () => {
  it('asks first, then replaces the chosen scene (keeping it) and imports the rest as new', async () => {
    const server = scenesServer([sceneOf('s-intro', 'Intro'), sceneOf('s-outro', 'Outro')]);
    const h = runWithFakes(watchScenes, server.handlers);
    choose(h, [svgFile('Intro.svg'), svgFile('Outro.svg'), svgFile('Middle.svg')]);
    await h.settle(10);
    expect(h.state().scenes.replaceQuestion).toEqual([
      { fileName: 'Intro.svg', sceneID: 's-intro', sceneName: 'Intro' },
      { fileName: 'Outro.svg', sceneID: 's-outro', sceneName: 'Outro' },
    ]);
    expect(upload).not.toHaveBeenCalled();
    h.dispatch(replaceAnswered({ replace: ['Intro.svg'] }));
    await h.settle(20);
    expect(h.state().scenes.replaceQuestion).toBeNull();
    expect(callsTo(h, '/scene/importScene')).toEqual([
      { projectID: 'p1', url: '/api/v1/blobs/svg/2026/01/Intro.svg', fileName: 'Intro.svg', replaceSceneID: 's-intro' },
      { projectID: 'p1', url: '/api/v1/blobs/svg/2026/01/Outro.svg', fileName: 'Outro.svg' },
      { projectID: 'p1', url: '/api/v1/blobs/svg/2026/01/Middle.svg', fileName: 'Middle.svg' },
    ]);
    expect(server.scenes().map((s) => s.sceneID)).toEqual(['s-intro', 's-outro', 'new-1', 'new-2']);
    expect(run(h)?.files.find((f) => f.fileName === 'Intro.svg')).toMatchObject({ status: 'imported', sceneID: 's-intro', replaceSceneID: 's-intro' });
    h.task.cancel();
  });

  it('uploads and imports nothing when the user cancels the question', async () => {
    const h = runWithFakes(watchScenes, scenesServer([sceneOf('s-intro', 'Intro')]).handlers);
    choose(h, [svgFile('Intro.svg')]);
    await h.settle(10);
    h.dispatch(replaceCancelled());
    await h.settle(10);
    expect(upload).not.toHaveBeenCalled();
    expect(h.callCount('/scene/importScene')).toBe(0);
    expect(run(h)).toBeNull();
    h.task.cancel();
  });
});
