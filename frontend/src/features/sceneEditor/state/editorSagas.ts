// The scene editor's workflows: open, autosave, rename, notes, restore a version, the Library, and
// playback's clock.
import { call, delay, fork, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { Calls, Messages, SceneTiming } from '@wb/contracts';
import { callApi, notifySuccess, refreshAfterOwnWrite, reportError, services, type Saga } from '../../../app/sagaHelpers';
import { autosave } from './autosave';
import { loadScene } from './loadScene';
import { playback } from './playback';
import { editorApi, selectCachedScene } from './editorApi';
import { editorLeft, notesEdited, playToggled, sceneLoadRequested, sceneRenameRequested, selectEditor, type EditorState } from './editorSlice';
import { libraryAssetSaveRequested, libraryAssetsDeleteRequested, versionRestoreRequested } from './editorRequests';

export function* renameScene(action: ReturnType<typeof sceneRenameRequested>): Saga {
  const name = action.payload.trim();
  const { sceneID } = (yield select(selectEditor)) as EditorState;
  if (!sceneID) return;
  const scene = (yield select(selectCachedScene(sceneID))) as ReturnType<ReturnType<typeof selectCachedScene>>;
  if (!scene || name === scene.data.name) return;
  if (name === '') {
    const { notify } = yield* services();
    yield call(notify.error, Messages.sceneNameRequired);
    return;
  }
  try {
    const answer = yield* callApi(Calls.scene.updateName, { sceneID, name });
    // The header shows the answer at once; the refetch the write causes brings the same.
    yield put(editorApi.util.upsertQueryEntries([{ endpointName: 'scene', arg: { sceneID }, value: { scene: answer.scene } }]));
    yield* refreshAfterOwnWrite(['scenes']);
  } catch (e) {
    yield* reportError(e);
  }
}

/** Notes are saved half a second after the last keystroke (spec 002 section 9, text edit debounce). */
export function* saveNotes(action: ReturnType<typeof notesEdited>): Saga {
  const { sceneID } = (yield select(selectEditor)) as EditorState;
  if (!sceneID) return;
  // The notes show as typed at once; the server has them half a second later.
  yield put(
    editorApi.util.updateQueryData('scene', { sceneID }, (answer) => {
      answer.scene.data.notes = action.payload;
    }) as never,
  );
  // Leaving the editor sends the last keystrokes at once instead of dropping them.
  yield race({ quiet: delay(SceneTiming.textEditDebounce), left: take(editorLeft.type) });
  try {
    yield* callApi(Calls.scene.updateNotes, { sceneID, text: action.payload });
  } catch (e) {
    yield* reportError(e);
  }
}

export function* restoreVersion(action: ReturnType<typeof versionRestoreRequested>): Saga {
  const { sceneID, baseVersion } = (yield select(selectEditor)) as EditorState;
  if (!sceneID) return;
  try {
    const saved = yield* callApi(Calls.editor.restoreSceneVersion, { sceneID, version: action.payload, baseVersion });
    yield* notifySuccess(`Version ${action.payload} restored as version ${saved.version}`);
    yield* refreshAfterOwnWrite(['scenes']);
    yield put(sceneLoadRequested(sceneID));
  } catch (e) {
    yield* reportError(e);
  }
}

export function* saveLibraryAsset(action: ReturnType<typeof libraryAssetSaveRequested>): Saga {
  try {
    yield* callApi(Calls.scene.saveEditorAsset, action.payload);
    yield* notifySuccess(`${action.payload.name} added to the Library`);
    yield* refreshAfterOwnWrite(['editorAssets']);
  } catch (e) {
    yield* reportError(e);
  }
}

export function* deleteLibraryAssets(action: ReturnType<typeof libraryAssetsDeleteRequested>): Saga {
  try {
    yield* callApi(Calls.scene.deleteEditorAssets, { assetIDs: action.payload });
    yield* refreshAfterOwnWrite(['editorAssets']);
  } catch (e) {
    yield* reportError(e);
  }
}

export function* watchSceneEditor(): Saga {
  yield takeLeading(sceneLoadRequested.type, loadScene);
  yield fork(autosave);
  yield takeLatest(sceneRenameRequested.type, renameScene);
  yield takeLatest(notesEdited.type, saveNotes);
  yield takeLeading(versionRestoreRequested.type, restoreVersion);
  yield takeLeading(libraryAssetSaveRequested.type, saveLibraryAsset);
  yield takeLeading(libraryAssetsDeleteRequested.type, deleteLibraryAssets);
  yield takeLatest(playToggled.type, playback);
}
