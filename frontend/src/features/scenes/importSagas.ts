// The import workflow (spec 002: Import, the drop overlay, 'Update scene(s)' and the import dialog):
// only .svg files go on; names that match existing scenes ask which to replace; then every file is
// uploaded, imported one by one (a refused file shows all its problems and the others go on), and the
// imported scenes get thumbnails drawn by the scene player at half their duration.
import { z } from 'zod';
import { call, put, race, select, take, takeLeading } from 'redux-saga/effects';
import { Calls, ImportProblem, importThumbnailTime, purposeAccepts, Messages, type Scene } from '@wb/contracts';
import { toApiError } from '../../api/apiError';
import { callApi, queryAnswer, refreshAfterOwnWrite, reportError, services, type Saga } from '../../app/sagaHelpers';
import { scenesApi } from './scenesApi';
import { takeFiles } from '../assets/fileStash';
import { UploadError } from '../../shared/upload/uploadFile';
import { uploadedFiles, type ImportRun } from './importRun';
import { matchingScenes } from './sceneNames';
import {
  importFileFailed,
  importFileImported,
  importFileRefused,
  importFileUploaded,
  importProgressed,
  importStarted,
  importStepEntered,
  importThumbnailFinished,
  importThumbnailsStarted,
  replaceAnswered,
  replaceCancelled,
  replaceQuestionAsked,
  selectImportRun,
  svgFilesChosen,
} from './scenesSlice';
import { makeThumbnail } from './thumbnailSaga';
import { uploadSvg } from './uploadSvg';

const Problems = z.array(ImportProblem);

/** Every problem of a refused import (error.details.problems); a refusal that lists none shows its message. */
export const problemsOf = (e: unknown): ImportProblem[] | null => {
  const error = toApiError(e);
  const listed = Problems.safeParse(error.details.problems);
  if (listed.success && listed.data.length > 0) return listed.data;
  return error.code === 'sceneImportRefused' ? [{ message: error.message, where: null }] : null;
};

const messageOf = (e: unknown): string => (e instanceof UploadError ? e.message : toApiError(e).message);

function* currentRun(): Saga<ImportRun> {
  const run = (yield select(selectImportRun)) as ImportRun | null;
  if (!run) throw new Error('The import dialog closed while its import was under way');
  return run;
}

/** Asks 'Update scene(s)' when names match; the chosen scene per file, or null when the user cancels. */
function* replacements(fileNames: string[], scenes: Scene[]): Saga<Map<string, string> | null> {
  const matches = matchingScenes(fileNames, scenes);
  if (matches.length === 0) return new Map();
  yield put(replaceQuestionAsked(matches));
  const { answer } = (yield race({ answer: take(replaceAnswered.type), cancel: take(replaceCancelled.type) })) as {
    answer?: ReturnType<typeof replaceAnswered>;
  };
  if (!answer) return null;
  return new Map(matches.filter((m) => answer.payload.replace.includes(m.fileName)).map((m) => [m.fileName, m.sceneID]));
}

function* uploadAll(files: File[]): Saga {
  for (const file of files) {
    try {
      const url = (yield call(uploadSvg, file)) as string;
      yield put(importFileUploaded({ fileName: file.name, url }));
    } catch (e) {
      yield put(importFileFailed({ fileName: file.name, message: messageOf(e) }));
    }
  }
}

/** One import call per file; the scenes made, with the file each came from. */
function* importAll(projectID: string): Saga<{ fileName: string; scene: Scene }[]> {
  const toImport = uploadedFiles(yield* currentRun());
  const imported: { fileName: string; scene: Scene }[] = [];
  for (const [i, file] of toImport.entries()) {
    yield put(importProgressed({ n: i + 1, m: toImport.length }));
    try {
      const { scene } = yield* callApi(Calls.scene.importScene, {
        projectID,
        url: file.url ?? '',
        fileName: file.fileName,
        ...(file.replaceSceneID ? { replaceSceneID: file.replaceSceneID } : {}),
      });
      yield put(importFileImported({ fileName: file.fileName, sceneID: scene.sceneID }));
      imported.push({ fileName: file.fileName, scene });
    } catch (e) {
      if (toApiError(e).isUnauthenticated) throw e;
      const problems = problemsOf(e);
      if (problems) yield put(importFileRefused({ fileName: file.fileName, problems }));
      else yield put(importFileFailed({ fileName: file.fileName, message: messageOf(e) }));
    }
  }
  return imported;
}

function* thumbnailsOf(imported: { fileName: string; scene: Scene }[]): Saga {
  yield put(importThumbnailsStarted(imported.length));
  for (const { fileName, scene } of imported) {
    try {
      yield* makeThumbnail(scene.sceneID, importThumbnailTime(scene.data.duration));
      yield put(importThumbnailFinished({ fileName, made: true }));
    } catch (e) {
      if (toApiError(e).isUnauthenticated) throw e;
      // The card still offers Get thumbnail: a missing picture loses nothing.
      yield put(importThumbnailFinished({ fileName, made: false }));
    }
  }
}

export function* importChosenFiles(action: ReturnType<typeof svgFilesChosen>): Saga {
  const { projectID, filesToken } = action.payload;
  const files = takeFiles(filesToken);
  const svgs = files.filter((f) => purposeAccepts('svg', f.name));
  if (svgs.length < files.length) {
    const s = yield* services();
    yield call(s.notify.error, Messages.svgOnly);
  }
  if (svgs.length === 0) return;
  try {
    const { scenes } = yield* queryAnswer(scenesApi.endpoints.projectScenes, { projectID }, { fresh: true });
    const replace = yield* replacements(
      svgs.map((f) => f.name),
      scenes,
    );
    if (replace === null) return;
    yield put(importStarted(svgs.map((f) => ({ fileName: f.name, replaceSceneID: replace.get(f.name) ?? null }))));
    yield* uploadAll(svgs);
    yield put(importStepEntered('importing'));
    const imported = yield* importAll(projectID);
    // The new cards show at once; their thumbnails follow.
    if (imported.length > 0) yield* refreshAfterOwnWrite(['scenes']);
    yield put(importStepEntered('thumbnails'));
    yield* thumbnailsOf(imported);
    if (imported.length > 0) yield* refreshAfterOwnWrite(['scenes']);
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(importStepEntered('done'));
  }
}

export function* watchImports(): Saga {
  // One import at a time: the dialog covers the page while one runs.
  yield takeLeading(svgFilesChosen.type, importChosenFiles);
}
