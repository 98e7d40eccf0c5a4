// Waiting for the exports a user asked to be told about (spec 002 section 4): the project's scenes (or
// files) stay subscribed, so every live change of the exports read model refetches them, and each
// answer is checked until every watched export has finished; then the desktop notice and the bell.
import { call, race, take, delay } from 'redux-saga/effects';
import { ExportLimits, type ReviewFile, type SceneExport } from '@wb/contracts';
import { heldQueryAnswer, type Saga } from '../../app/sagaHelpers';
import { projectFilesApi } from '../projectFiles/projectFilesApi';
import { scenesApi } from '../scenes/scenesApi';
import { announceFinished } from './desktopNotice';
import { allFinished } from './exportShown';

type ScenesAnswer = { exports: readonly { exports: readonly SceneExport[] }[] };
type FilesAnswer = { files: readonly Pick<ReviewFile, 'fileExports'>[] };

const sceneStatuses = (answer: ScenesAnswer): Map<string, number> => new Map(answer.exports.flatMap((s) => s.exports.map((e) => [e.sceneExportID, e.status] as const)));
const fileStatuses = (answer: FilesAnswer): Map<string, number> => new Map(answer.files.flatMap((f) => f.fileExports.map((e) => [e.fileExportID, e.status] as const)));

/** The project an endpoint's answer was asked for (RTK Query keeps the asked input on the action). */
const askedProjectOf = (action: unknown): unknown => (action as { meta?: { arg?: { originalArgs?: { projectID?: unknown } } } }).meta?.arg?.originalArgs?.projectID;

/** An answer of the endpoint for this project arriving in the cache. */
const answerFor =
  (matchFulfilled: (action: unknown) => boolean, projectID: string) =>
  (action: unknown): boolean =>
    matchFulfilled(action) && askedProjectOf(action) === projectID;

function* untilFinished<R>(first: R, watched: readonly string[], statusesOf: (answer: R) => Map<string, number>, nextAnswer: (action: unknown) => boolean): Saga<boolean> {
  let statuses = statusesOf(first);
  while (!allFinished(watched, (id) => statuses.get(id))) {
    // Past the stale age an unfinished export is failed (spec 002 section 9) and nothing will move it on.
    const { next } = (yield race({ next: take(nextAnswer), stale: delay(ExportLimits.staleAfterMs) })) as { next?: { payload: R } };
    if (!next) return false;
    statuses = statusesOf(next.payload);
  }
  return true;
}

export function* awaitSceneExports(projectID: string, sceneExportIDs: readonly string[]): Saga {
  let held: { release(): void } | null = null;
  try {
    const { answer, release } = yield* heldQueryAnswer(scenesApi.endpoints.projectScenes, { projectID });
    held = { release };
    const endpoint = scenesApi.endpoints.projectScenes;
    if (yield* untilFinished(answer, sceneExportIDs, sceneStatuses, answerFor(endpoint.matchFulfilled, projectID))) yield call(announceFinished);
  } catch {
    // The list could not be read: the query error rule has said so; the cards still show each export's state.
  } finally {
    held?.release();
  }
}

export function* awaitFileExports(projectID: string, fileExportIDs: readonly string[]): Saga {
  let held: { release(): void } | null = null;
  try {
    const { answer, release } = yield* heldQueryAnswer(projectFilesApi.endpoints.projectFiles, { projectID });
    held = { release };
    const endpoint = projectFilesApi.endpoints.projectFiles;
    if (yield* untilFinished(answer, fileExportIDs, fileStatuses, answerFor(endpoint.matchFulfilled, projectID))) yield call(announceFinished);
  } catch {
    // As for scenes: the file rows still show each export's state.
  } finally {
    held?.release();
  }
}
