import type { SceneExport } from '@wb/contracts';
import { serverApi } from '../../api/serverApi';
import { apiFailure, runWithFakes } from '../../testing/sagaHarness';
import { scenesApi } from '../scenes/scenesApi';
import { sceneOf } from '../scenes/testScenes';
import { announceFinished, desktopNoticesSupported } from './desktopNotice';
import { saveFromUrl } from './downloadFile';
import { showDownloaded, showDownloadFailed, showDownloading } from './downloadSnackbar';
import { watchExports } from './exportsSagas';
import { downloadRequested, exporterLaunchRequested, fileExportConfirmed, sceneExportConfirmed } from './exportsSlice';

jest.mock('./desktopNotice', () => ({ announceFinished: jest.fn(), desktopNoticesSupported: jest.fn(() => true), NO_DESKTOP_NOTIFICATIONS: 'This browser does not support desktop notification' }));
jest.mock('./downloadFile', () => ({ saveFromUrl: jest.fn() }));
jest.mock('./downloadSnackbar', () => ({ showDownloading: jest.fn(), showDownloaded: jest.fn(), showDownloadFailed: jest.fn() }));
const announced = announceFinished as jest.MockedFunction<typeof announceFinished>;
const supported = desktopNoticesSupported as jest.MockedFunction<typeof desktopNoticesSupported>;
const save = saveFromUrl as jest.MockedFunction<typeof saveFromUrl>;

beforeEach(() => {
  jest.clearAllMocks();
  supported.mockReturnValue(true);
});

/** A fake server whose scene exports move on when the test says so (as the exporter's reports would). */
const exportsServer = () => {
  const exports: SceneExport[] = [];
  let made = 0;
  const handlers = {
    '/scene/getByProjectID': () => ({
      scenes: [sceneOf('s1', 'Intro'), sceneOf('s2', 'Rain')],
      exports: ['s1', 's2'].map((sceneID) => ({ sceneID, exports: exports.filter((e) => e.sceneID === sceneID) })),
    }),
    '/export/addSceneExport': (input: unknown) => {
      const ids = (input as { sceneIDs: string[] }).sceneIDs.map((sceneID) => {
        made += 1;
        exports.unshift({ sceneExportID: `x${made}`, sceneID, status: 1, createdOn: '', data: { url: null, completedOn: null }, progress: null, error: null });
        return `x${made}`;
      });
      return { sceneExportIDs: ids };
    },
    '/exportVideoV2': () => ({ ok: true }),
  };
  const finish = (sceneExportID: string, status: 0 | 2) => {
    // Answers handed out are frozen by the store: the export is replaced, not changed.
    const at = exports.findIndex((x) => x.sceneExportID === sceneExportID);
    const e = exports[at];
    if (e) exports[at] = { ...e, status, data: { url: status === 2 ? `/api/v1/blobs/exportVideo/${sceneExportID}.mp4` : null, completedOn: null } };
  };
  return { handlers, finish };
};

/** What the live stream does when the exports read model moves on. */
const liveChange = (h: ReturnType<typeof runWithFakes>) => h.dispatch(serverApi.util.invalidateTags(['exports']));

describe('exporting scenes from the dashboard', () => {
  it('records an export of each scene, starts rendering them with their ids, and says so', async () => {
    const server = exportsServer();
    const h = runWithFakes(watchExports, server.handlers);
    h.dispatch(sceneExportConfirmed({ projectID: 'p1', sceneIDs: ['s1', 's2'], notify: false }));
    await h.settle(10);
    expect(h.calls.map((c) => c.path)).toEqual(['/export/addSceneExport', '/exportVideoV2']);
    expect(h.calls[0]?.input).toEqual({ sceneIDs: ['s1', 's2'] });
    expect(h.calls[1]?.input).toEqual({ sceneExportIDs: ['x1', 'x2'], projectID: 'p1', notify: false });
    expect(h.toasts).toEqual([{ kind: 'success', message: 'Exporting 2 scenes to MP4' }]);
    expect(h.state().exports.starting).toEqual([]);
    h.task.cancel();
  });

  it('refreshes the cards at once, so they show the new exports in progress', async () => {
    const server = exportsServer();
    const h = runWithFakes(watchExports, server.handlers);
    h.store.dispatch(scenesApi.endpoints.projectScenes.initiate({ projectID: 'p1' }));
    await h.settle();
    h.dispatch(sceneExportConfirmed({ projectID: 'p1', sceneIDs: ['s1'], notify: false }));
    await h.settle(10);
    const shown = scenesApi.endpoints.projectScenes
      .select({ projectID: 'p1' })(h.state())
      .data?.exports.find((e) => e.sceneID === 's1')?.exports;
    expect(shown?.map((e) => e.status)).toEqual([1]);
    h.task.cancel();
  });

  it('with Notify, announces once every export has finished, not before', async () => {
    const server = exportsServer();
    const h = runWithFakes(watchExports, server.handlers);
    h.dispatch(sceneExportConfirmed({ projectID: 'p1', sceneIDs: ['s1', 's2'], notify: true }));
    await h.settle(10);
    server.finish('x1', 2);
    liveChange(h);
    await h.settle(10);
    expect(announced).not.toHaveBeenCalled();
    server.finish('x2', 0);
    liveChange(h);
    await h.settle(10);
    expect(announced).toHaveBeenCalledTimes(1);
    // The wait is over: later changes announce nothing more.
    liveChange(h);
    await h.settle(10);
    expect(announced).toHaveBeenCalledTimes(1);
    h.task.cancel();
  });

  it('without Notify, announces nothing', async () => {
    const server = exportsServer();
    const h = runWithFakes(watchExports, server.handlers);
    h.dispatch(sceneExportConfirmed({ projectID: 'p1', sceneIDs: ['s1'], notify: false }));
    await h.settle(10);
    server.finish('x1', 2);
    liveChange(h);
    await h.settle(10);
    expect(announced).not.toHaveBeenCalled();
    h.task.cancel();
  });

  it('says when the browser cannot show desktop notifications (spec 002 section 8), and exports all the same', async () => {
    supported.mockReturnValue(false);
    const h = runWithFakes(watchExports, exportsServer().handlers);
    h.dispatch(sceneExportConfirmed({ projectID: 'p1', sceneIDs: ['s1'], notify: true }));
    await h.settle(10);
    expect(h.callCount('/exportVideoV2')).toBe(1);
    expect(h.toasts).toContainEqual({ kind: 'error', message: 'This browser does not support desktop notification' });
    h.task.cancel();
  });

  it("shows the server's refusal and starts nothing when the scenes cannot be exported", async () => {
    const server = exportsServer();
    const refused = 'This scene has no saved document yet: open it in the editor and save it, then export it.';
    const h = runWithFakes(watchExports, {
      ...server.handlers,
      '/export/addSceneExport': () => {
        throw apiFailure(400, refused, 'validation');
      },
    });
    h.dispatch(sceneExportConfirmed({ projectID: 'p1', sceneIDs: ['s1'], notify: false }));
    await h.settle(10);
    expect(h.callCount('/exportVideoV2')).toBe(0);
    expect(h.toasts).toEqual([{ kind: 'error', message: refused }]);
    expect(h.state().exports.starting).toEqual([]);
    h.task.cancel();
  });
});

describe('exporting SVG files', () => {
  it('records the file exports, then starts rendering them', async () => {
    const h = runWithFakes(watchExports, { '/export/addFileExport': () => ({ fileExportIDs: ['fx1'] }), '/exportVideo': () => ({ ok: true }) });
    h.dispatch(fileExportConfirmed({ projectID: 'p1', fileIDs: ['f1'], notify: false }));
    await h.settle(10);
    expect(h.calls).toEqual([
      { path: '/export/addFileExport', input: { fileIDs: ['f1'] } },
      { path: '/exportVideo', input: { fileExportIDs: ['fx1'], projectID: 'p1', notify: false } },
    ]);
    expect(h.toasts).toEqual([{ kind: 'success', message: 'Exporting the SVG to MP4' }]);
    h.task.cancel();
  });
});

describe('Download MP4', () => {
  it('saves the file under the name it was given, with the snackbar while it is fetched', async () => {
    save.mockResolvedValue();
    const h = runWithFakes(watchExports, {});
    h.dispatch(downloadRequested({ url: '/a.mp4', fileName: 'Intro.mp4' }));
    expect(h.state().exports.downloading).toEqual(['/a.mp4']);
    await h.settle(10);
    expect(showDownloading).toHaveBeenCalledWith('/a.mp4', 'Intro.mp4');
    expect(save).toHaveBeenCalledWith('/a.mp4', 'Intro.mp4');
    expect(showDownloaded).toHaveBeenCalledWith('/a.mp4');
    expect(showDownloadFailed).not.toHaveBeenCalled();
    expect(h.state().exports.downloading).toEqual([]);
    h.task.cancel();
  });

  it("offers the file's own link when the download fails", async () => {
    save.mockRejectedValue(new Error('The download answered 502'));
    const h = runWithFakes(watchExports, {});
    h.dispatch(downloadRequested({ url: '/a.mp4', fileName: 'Intro.mp4' }));
    await h.settle(10);
    expect(showDownloadFailed).toHaveBeenCalledWith('/a.mp4', 'Intro.mp4');
    expect(showDownloaded).not.toHaveBeenCalled();
    expect(h.state().exports.downloading).toEqual([]);
    h.task.cancel();
  });
});

describe('Launch exporter', () => {
  it('requests the unfinished exports again and says how many', async () => {
    const h = runWithFakes(watchExports, { '/admin/launchExporter': () => ({ requeued: 3 }) });
    h.dispatch(exporterLaunchRequested());
    h.dispatch(exporterLaunchRequested());
    await h.settle(10);
    // The second click came while the first ran: only one launch.
    expect(h.callCount('/admin/launchExporter')).toBe(1);
    expect(h.toasts).toEqual([{ kind: 'success', message: 'Exporter launched: 3 exports requested again' }]);
    expect(h.state().exports.launching).toBe(false);
    h.task.cancel();
  });
});
