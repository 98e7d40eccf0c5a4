// A scene saved in the editor gets a new thumbnail once the editor is left. Thumbnails were drawn only
// by an import and by the card's Get thumbnail, so a scene made with New scene kept offering Get
// thumbnail after it was drawn in, and an imported scene kept the frame it was imported with. The
// card shows the scene as it now is (spec 002, Scenes dashboard): its saved document drawn at the
// thumbnail time (5 s before the end, section 9), stored with /scene/updateThumbnail.
import { fork, race, select, take, delay } from 'redux-saga/effects';
import { thumbnailTime } from '@wb/contracts';
import { refreshAfterOwnWrite, type Saga } from '../../app/sagaHelpers';
import { documentSaved, editorLeft, saveFailed, saveWentStale, selectEditor, selectIsDirty, type EditorState } from '../sceneEditor/state/editorSlice';
import { makeThumbnail } from './thumbnailSaga';

interface EditedScene {
  sceneID: string;
  /** ms, of the document as saved. */
  duration: number;
}

/** How long leaving waits for the last save (sent at once on leaving) before giving up on it. */
export const LAST_SAVE_WAIT_MS = 30_000;

const editedSceneOf = (editor: EditorState): EditedScene | null => (editor.sceneID && editor.document ? { sceneID: editor.sceneID, duration: editor.document.duration } : null);

function* redrawThumbnail(scene: EditedScene): Saga {
  try {
    yield* makeThumbnail(scene.sceneID, thumbnailTime(scene.duration));
    yield* refreshAfterOwnWrite(['scenes']);
  } catch {
    // As for an import: a thumbnail that cannot be drawn loses nothing; the card keeps what it showed.
  }
}

export function* watchEditedScenes(): Saga {
  let edited: EditedScene | null = null;
  for (;;) {
    const action = (yield take([documentSaved.type, editorLeft.type])) as { type: string };
    if (action.type === documentSaved.type) {
      edited = editedSceneOf((yield select(selectEditor)) as EditorState);
      continue;
    }
    // Leaving sends what is unsaved at once: the thumbnail is drawn from that save, not the one before.
    const editor = (yield select(selectEditor)) as EditorState;
    const dirty = (yield select(selectIsDirty)) as boolean;
    if (dirty || editor.save.status === 'saving') {
      const last = (yield race({
        saved: take(documentSaved.type),
        failed: take([saveFailed.type, saveWentStale.type]),
        timeout: delay(LAST_SAVE_WAIT_MS),
      })) as { saved?: unknown };
      if (last.saved) edited = editedSceneOf((yield select(selectEditor)) as EditorState);
    }
    if (edited) yield fork(redrawThumbnail, edited);
    edited = null;
  }
}
