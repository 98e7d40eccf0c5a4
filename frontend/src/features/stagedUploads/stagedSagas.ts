// The staged uploads' workflows: each dropped file uploads with its progress; the list is read back
// from browser storage at start and written there on every change; a publish runs the four steps in
// order, each shown at least MIN_STEP_MS, stopping at the first server error (its message shown, the
// steps reset), and on success clears the list FINISHED_CLEAR_MS after the finished dialog shows.
import type { END, EventChannel } from 'redux-saga';
import { all, call, debounce, delay, fork, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { Calls, Messages } from '@wb/contracts';
import { toApiError } from '../../api/apiError';
import { callApi, reportError, type Saga } from '../../app/sagaHelpers';
import { MIN_STEP_MS, FINISHED_CLEAR_MS, type PublishStep, type StagedFile } from './stagedModel';
import { selectCurrentUser } from '../auth/authSlice';
import { selectStagedFiles, selectStagedRestored, stagedUploadsActions as A } from './stagedSlice';
import type { StagedEnv } from './stagedEnv';
import { uploadChannel, type UploadEvent } from '../../shared/upload/uploadChannel';

function* uploadOne(env: StagedEnv, stagedID: string): Saga {
  const file = env.takeDropped(stagedID);
  if (file === null) {
    yield put(A.uploadFailed({ stagedID, message: Messages.uploadFailed }));
    return;
  }
  const channel: EventChannel<UploadEvent> = yield call(uploadChannel, (onProgress, signal) => env.upload(file, onProgress, signal));
  try {
    for (;;) {
      const event = (yield take(channel)) as UploadEvent | typeof END;
      if ('progress' in event) yield put(A.uploadProgressed({ stagedID, progress: event.progress }));
      else if ('url' in event) yield put(A.uploadFinished({ stagedID, url: event.url }));
      else if ('error' in event) yield put(A.uploadFailed({ stagedID, message: event.error }));
    }
  } finally {
    channel.close();
  }
}

function* uploadDropped(env: StagedEnv, action: PayloadAction<{ stagedID: string }[]>): Saga {
  yield all(action.payload.map((f) => call(uploadOne, env, f.stagedID)));
}

/** Whose staged list the page holds; null while nobody is signed in. */
interface Owner {
  userID: number | null;
}

function* restore(env: StagedEnv, userID: number): Saga {
  let kept: StagedFile[] = [];
  try {
    kept = (yield call([env, env.load], userID)) as StagedFile[];
  } catch {
    // Browser storage refused (private mode): the page works, the list is just not kept.
  }
  yield put(A.restored(kept));
}

/** Follows who is signed in: each person's list is read back when they are, and put away when they leave. */
function* followOwner(env: StagedEnv, owner: Owner): Saga {
  for (;;) {
    const user = (yield select(selectCurrentUser)) as { userID: number } | null;
    const userID = user?.userID ?? null;
    if (userID !== owner.userID) {
      owner.userID = userID;
      yield put(A.ownerChanged());
      if (userID !== null) yield fork(restore, env, userID);
    }
    yield take((action: { type: string }) => action.type.startsWith('auth/'));
  }
}

function* persist(env: StagedEnv, owner: Owner): Saga {
  const files = (yield select(selectStagedFiles)) as readonly StagedFile[];
  const restored = (yield select(selectStagedRestored)) as boolean;
  // Before the list is read back, writing would put the stored one away.
  if (owner.userID === null || !restored) return;
  try {
    yield call([env, env.save], owner.userID, files);
  } catch {
    // As above: nothing kept, nothing broken.
  }
}

function* createTag(action: PayloadAction<{ stagedID: string; name: string }>): Saga {
  try {
    const { tag } = yield* callApi(Calls.tags.createTag, { text: action.payload.name });
    const files = (yield select(selectStagedFiles)) as readonly StagedFile[];
    const file = files.find((f) => f.stagedID === action.payload.stagedID);
    if (file && !file.tags.some((t) => t.tagID === tag.tagID)) {
      yield put(A.tagsChosen({ stagedID: file.stagedID, tags: [...file.tags, { tagID: tag.tagID, name: tag.name }] }));
    }
  } catch (e) {
    yield* reportError(e);
  }
}

/** Runs one step: in progress, the work and at least MIN_STEP_MS, then success. Throws the work's error. */
function* step<R>(name: PublishStep, work: () => Saga<R>): Saga<R> {
  yield put(A.stepStarted(name));
  const [result] = (yield all([call(work), delay(MIN_STEP_MS)])) as [R, unknown];
  yield put(A.stepSucceeded(name));
  return result;
}

function* saveFiles(files: readonly StagedFile[]): Saga<StagedFile[]> {
  const unsaved = files.filter((f) => f.fileID === null);
  if (unsaved.length === 0) return [...files];
  const input = unsaved.map((f) => ({ name: f.name, url: f.url ?? '', type: f.type, size: f.size }));
  const answer = yield* callApi(Calls.files.saveStagedFiles, { files: input });
  const saved = unsaved.map((f, i) => ({ stagedID: f.stagedID, fileID: answer.files[i]?.fileID ?? '' }));
  yield put(A.filesSaved(saved));
  const ids = new Map(saved.map((s) => [s.stagedID, s.fileID]));
  return files.map((f) => ({ ...f, fileID: f.fileID ?? ids.get(f.stagedID) ?? null }));
}

const idOf = (f: StagedFile): string => f.fileID ?? '';

function* linkProjects(files: readonly StagedFile[]): Saga {
  const withProjects = files.filter((f) => f.projects.length > 0);
  if (withProjects.length === 0) return;
  yield* callApi(Calls.files.addProjectLinks, { files: withProjects.map((f) => ({ fileID: idOf(f), projects: f.projects.map((p) => p.projectID) })) });
}

function* linkKits(files: readonly StagedFile[]): Saga {
  yield* callApi(Calls.files.addKitLinks, {
    files: files.map((f) => ({ fileID: idOf(f), kits: f.kits.map((k) => ({ kitID: k.kitID, directoryID: k.directoryID })) })),
  });
}

function* linkTags(files: readonly StagedFile[]): Saga {
  const withTags = files.filter((f) => f.tags.length > 0);
  if (withTags.length === 0) return;
  yield* callApi(Calls.files.addFileTagLinks, { files: withTags.map((f) => ({ fileID: idOf(f), tags: f.tags.map((t) => t.tagID) })), tags: [] });
}

function* publish(): Saga {
  const files = (yield select(selectStagedFiles)) as readonly StagedFile[];
  if (files.length === 0) return;
  if (files.some((f) => f.kits.length === 0)) {
    yield put(A.publishHeldUp());
    return;
  }
  if (files.some((f) => f.url === null)) {
    yield put(A.publishFailed('Wait for every upload to finish (or remove the ones that failed).'));
    return;
  }
  yield put(A.publishStarted());
  try {
    const saved = yield* step('Saving files', () => saveFiles(files));
    yield* step('Linking projects', () => linkProjects(saved));
    yield* step('Linking kits', () => linkKits(saved));
    yield* step('Linking tags', () => linkTags(saved));
  } catch (e) {
    const error = toApiError(e);
    if (error.isUnauthenticated) yield* reportError(e);
    yield put(A.publishFailed(error.message));
    return;
  }
  yield put(A.publishFinished());
  yield delay(FINISHED_CLEAR_MS);
  yield put(A.publishCleared());
}

/** Actions after which the list in browser storage must follow. */
const changesList = [
  A.restored.type,
  A.filesDropped.type,
  A.uploadFinished.type,
  A.fileRemoved.type,
  A.projectsChosen.type,
  A.kitsChosen.type,
  A.tagsChosen.type,
  A.filesSaved.type,
  A.publishCleared.type,
];

export function* watchStagedUploads(env: StagedEnv): Saga {
  const owner: Owner = { userID: null };
  yield fork(followOwner, env, owner);
  yield takeEvery(A.filesDropped.type, uploadDropped, env);
  yield debounce(100, changesList, persist, env, owner);
  yield takeEvery(A.tagCreationRequested.type, createTag);
  yield takeLeading(A.publishRequested.type, publish);
}
