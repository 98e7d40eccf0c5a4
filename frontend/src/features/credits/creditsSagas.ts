// The credits editor's workflows: loading (the defaults created when a project has none, missing
// sections added, an older single logo moved into the list: spec 002 section 4), sending each change
// in the order it was made, uploading a partner logo, and exporting credits.png.
import { actionChannel, call, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { Calls, CreditsDefaults, loadCredits, type CreditsData } from '@wb/contracts';
import type { Action } from '@reduxjs/toolkit';
import { ApiError } from '../../api/apiError';
import { callApi, queryAnswer, refreshAfterOwnWrite, reportError, type Saga } from '../../app/sagaHelpers';
import { uploadFile } from '../../shared/upload/uploadFile';
import { creditsApi } from './creditsApi';
import type { CreditsPart } from './creditsModel';
import {
  creditsLoaded,
  creditsLoadFailed,
  creditsOpened,
  exportFinished,
  exportRequested,
  flagToggled,
  itemAdded,
  itemMoved,
  itemRemoved,
  logoAdded,
  logoFileChosen,
  logoRemoved,
  logoSaved,
  logoUploadFinished,
  selectCredits,
  spacerSaved,
  type CreditsState,
} from './creditsSlice';

const newId = (): string => crypto.randomUUID();

/** Which part each change touches. */
const PART_OF: Readonly<Record<string, CreditsPart>> = {
  [itemMoved.type]: 'items',
  [itemAdded.type]: 'items',
  [itemRemoved.type]: 'items',
  [flagToggled.type]: 'items',
  [logoAdded.type]: 'partnerLogos',
  [logoSaved.type]: 'partnerLogos',
  [logoRemoved.type]: 'partnerLogos',
  [spacerSaved.type]: 'spacer',
};

function* savedCredits(projectID: string): Saga<CreditsData | null> {
  const { creditsData } = yield* queryAnswer(creditsApi.endpoints.creditsData, { projectID }, { fresh: true });
  return creditsData?.data ?? null;
}

/** Loads the credits into the editor; an editor also saves what loading made of them. */
export function* openCredits(action: ReturnType<typeof creditsOpened>): Saga {
  const { projectID, canEdit } = action.payload;
  try {
    const loaded = loadCredits(yield* savedCredits(projectID), newId);
    yield put(creditsLoaded(loaded.data));
    if (!canEdit || loaded.kind === 'asSaved') return;
    if (loaded.kind === 'create') {
      try {
        yield* callApi(Calls.project.newCredits, { projectID, data: { items: loaded.data.items } });
      } catch (e) {
        // Someone else created them a moment ago: theirs are shown, not overwritten with defaults.
        if (!(e instanceof ApiError && e.status === 409)) throw e;
        yield put(creditsLoaded(loadCredits(yield* savedCredits(projectID), newId).data));
        return;
      }
    } else {
      const { items, partnerLogos, spacer } = loaded.data;
      yield* callApi(Calls.project.updateCredits, { projectID, data: { items, partnerLogos, spacer } });
    }
    yield* refreshAfterOwnWrite(['credits']);
  } catch (e) {
    yield put(creditsLoadFailed());
    yield* reportError(e);
  }
}

/** Sends the part one change touched, as it now stands; removing the last logo removes them all (section 4). */
export function* saveChange(action: Action): Saga {
  const state: CreditsState = yield select(selectCredits);
  const part = PART_OF[action.type];
  const { projectID, draft } = state;
  if (part === undefined || projectID === null || draft === null) return;
  try {
    if (part === 'partnerLogos' && draft.partnerLogos.length === 0) yield* callApi(Calls.project.removePartnerLogos, { projectID });
    else if (part === 'items') yield* callApi(Calls.project.updateCredits, { projectID, data: { items: draft.items } });
    else if (part === 'partnerLogos') yield* callApi(Calls.project.updateCredits, { projectID, data: { partnerLogos: draft.partnerLogos } });
    else yield* callApi(Calls.project.updateCredits, { projectID, data: { spacer: draft.spacer } });
    yield* refreshAfterOwnWrite(['credits']);
  } catch (e) {
    yield* reportError(e);
    // What the server holds is shown again, so the screen never claims a change that was refused.
    const saved = yield* savedCredits(projectID);
    if (saved) yield put(creditsLoaded(loadCredits(saved, newId).data));
  }
}

/** Changes are sent one after another, in the order they were made. */
function* watchChanges(): Saga {
  const changes = yield actionChannel(Object.keys(PART_OF));
  for (;;) {
    const action: Action = yield take(changes);
    yield call(saveChange, action);
  }
}

export function* addLogo(action: ReturnType<typeof logoFileChosen>): Saga {
  try {
    const src: string = yield call(uploadFile, action.payload.file, 'creditsLogo');
    yield put(logoAdded({ id: newId(), src, width: CreditsDefaults.logoWidth }));
  } catch (e) {
    yield* reportError(e);
  } finally {
    yield put(logoUploadFinished());
  }
}

/** credits.png: drawn and stored by the server, then offered to open or download. */
export function* exportCredits(): Saga {
  const { projectID }: CreditsState = yield select(selectCredits);
  if (projectID === null) return;
  try {
    const { src } = yield* callApi(Calls.project.getCreditsScreenshot, { projectID });
    yield put(exportFinished({ src }));
  } catch {
    // The page says the spec's words for any failure (section 8).
    yield put(exportFinished(null));
  }
}

export function* watchCredits(): Saga {
  yield takeLatest(creditsOpened.type, openCredits);
  yield takeLeading(logoFileChosen.type, addLogo);
  yield takeLeading(exportRequested.type, exportCredits);
  yield call(watchChanges);
}
