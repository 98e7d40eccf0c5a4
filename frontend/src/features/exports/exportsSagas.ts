// The export workflows (spec 002 sections 4 and 7): Export records the exports (/export/addSceneExport,
// /export/addFileExport) and starts rendering them (/exportVideoV2, /exportVideo); with 'Notify me' the
// saga waits for them to finish (awaitExports.ts). Download MP4 fetches the file with its snackbar, and
// the admin's Launch exporter requests every unfinished export again.
import { all, call, fork, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { Calls } from '@wb/contracts';
import { callApi, notifySuccess, refreshAfterOwnWrite, reportError, services, type Saga } from '../../app/sagaHelpers';
import { awaitFileExports, awaitSceneExports } from './awaitExports';
import { desktopNoticesSupported, NO_DESKTOP_NOTIFICATIONS } from './desktopNotice';
import { saveFromUrl } from './downloadFile';
import { showDownloaded, showDownloadFailed, showDownloading } from './downloadSnackbar';
import { downloadFinished, downloadRequested, exporterLaunchFinished, exporterLaunchRequested, exportStartFinished, fileExportConfirmed, sceneExportConfirmed } from './exportsSlice';

/** What starting an export changes: the exports read model (the cards, the file rows, the admin table). */
const EXPORTS = ['exports'] as const;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

function* warnWithoutNotices(notify: boolean): Saga {
  if (!notify || desktopNoticesSupported()) return;
  const s = yield* services();
  yield call(s.notify.error, NO_DESKTOP_NOTIFICATIONS);
}

export function* startSceneExports(action: ReturnType<typeof sceneExportConfirmed>): Saga {
  const { projectID, sceneIDs, notify } = action.payload;
  try {
    const { sceneExportIDs } = yield* callApi(Calls.export.addSceneExport, { sceneIDs });
    yield* callApi(Calls.exportVideoV2.start, { sceneExportIDs, projectID, notify });
    yield* refreshAfterOwnWrite(EXPORTS);
    yield* notifySuccess(`Exporting ${plural(sceneIDs.length, 'the scene', 'scenes')} to MP4`);
    yield* warnWithoutNotices(notify);
    if (notify) yield fork(awaitSceneExports, projectID, sceneExportIDs);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(exportStartFinished(sceneIDs));
  }
}

export function* startFileExports(action: ReturnType<typeof fileExportConfirmed>): Saga {
  const { projectID, fileIDs, notify } = action.payload;
  try {
    const { fileExportIDs } = yield* callApi(Calls.export.addFileExport, { fileIDs });
    yield* callApi(Calls.exportVideo.start, { fileExportIDs, projectID, notify });
    yield* refreshAfterOwnWrite(EXPORTS);
    yield* notifySuccess(`Exporting ${plural(fileIDs.length, 'the SVG', 'SVGs')} to MP4`);
    yield* warnWithoutNotices(notify);
    if (notify) yield fork(awaitFileExports, projectID, fileExportIDs);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(exportStartFinished(fileIDs));
  }
}

export function* downloadExport(action: ReturnType<typeof downloadRequested>): Saga {
  const { url, fileName } = action.payload;
  yield call(showDownloading, url, fileName);
  try {
    yield call(saveFromUrl, url, fileName);
    yield call(showDownloaded, url);
  } catch {
    yield call(showDownloadFailed, url, fileName);
  } finally {
    yield put(downloadFinished(url));
  }
}

export function* launchExporter(): Saga {
  try {
    const { requeued } = yield* callApi(Calls.admin.launchExporter, {});
    yield* notifySuccess(requeued === 0 ? 'No export is in progress: nothing to launch' : `Exporter launched: ${plural(requeued, 'one export', 'exports')} requested again`);
    yield* refreshAfterOwnWrite(EXPORTS);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(exporterLaunchFinished());
  }
}

export function* watchExports(): Saga {
  yield all([
    takeEvery(sceneExportConfirmed.type, startSceneExports),
    takeEvery(fileExportConfirmed.type, startFileExports),
    takeEvery(downloadRequested.type, downloadExport),
    // A second click while the first launch runs would request the same exports twice.
    takeLeading(exporterLaunchRequested.type, launchExporter),
  ]);
}
