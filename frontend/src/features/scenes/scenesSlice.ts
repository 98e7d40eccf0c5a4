// The scenes dashboard's own state: the selection, the import under way (its dialog), the
// 'Update scene(s)' question, and which scenes have a command on its way. The scenes and labels
// themselves are queries (scenesApi.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ImportProblem } from '@wb/contracts';
import { newImportRun, type ImportRun, type ImportStep } from './importRun';
import type { NameMatch } from './sceneNames';
import { keptListed, toggled } from './selection';

interface ScenesState {
  selectedIDs: string[];
  /** The import shown in the dialog, until the user closes it. */
  run: ImportRun | null;
  /** Files whose names match existing scenes: the user picks which to replace. */
  replaceQuestion: NameMatch[] | null;
  creating: boolean;
  deleting: string[];
  /** Scenes whose Get thumbnail is under way. */
  thumbnailing: string[];
  /** Scenes whose labels are being changed. */
  labelling: string[];
}

const initialState: ScenesState = { selectedIDs: [], run: null, replaceQuestion: null, creating: false, deleting: [], thumbnailing: [], labelling: [] };

const fileOf = (state: ScenesState, fileName: string) => state.run?.files.find((f) => f.fileName === fileName);
const without = (list: string[], ids: readonly string[]) => list.filter((id) => !ids.includes(id));

const scenesSlice = createSlice({
  name: 'scenes',
  initialState,
  reducers: {
    /** A card clicked (or Enter) with nothing selected: the scene opens in the editor. */
    sceneOpened(_state, _action: PayloadAction<{ projectID: string; sceneID: string }>) {},
    sceneSelectionToggled(state, action: PayloadAction<string>) {
      state.selectedIDs = toggled(state.selectedIDs, action.payload);
    },
    allScenesSelected(state, action: PayloadAction<string[]>) {
      state.selectedIDs = [...action.payload];
    },
    selectionCleared(state) {
      state.selectedIDs = [];
    },
    /** The list as it now stands: scenes no longer in it leave the selection. */
    scenesListed(state, action: PayloadAction<string[]>) {
      const kept = keptListed(state.selectedIDs, action.payload);
      if (kept.length !== state.selectedIDs.length) state.selectedIDs = kept;
    },
    /** Files picked or dropped; `filesToken` holds them (actions carry no File). */
    svgFilesChosen(_state, _action: PayloadAction<{ projectID: string; filesToken: string }>) {},
    replaceQuestionAsked(state, action: PayloadAction<NameMatch[]>) {
      state.replaceQuestion = action.payload;
    },
    /** `replace`: the file names whose matching scene is replaced; the others import as new scenes. */
    replaceAnswered(state, _action: PayloadAction<{ replace: string[] }>) {
      state.replaceQuestion = null;
    },
    replaceCancelled(state) {
      state.replaceQuestion = null;
    },
    importStarted(state, action: PayloadAction<{ fileName: string; replaceSceneID: string | null }[]>) {
      state.run = newImportRun(action.payload);
    },
    importStepEntered(state, action: PayloadAction<ImportStep>) {
      if (state.run) state.run.step = action.payload;
    },
    importFileUploaded(state, action: PayloadAction<{ fileName: string; url: string }>) {
      const file = fileOf(state, action.payload.fileName);
      if (file) Object.assign(file, { status: 'uploaded', url: action.payload.url });
    },
    importFileFailed(state, action: PayloadAction<{ fileName: string; message: string }>) {
      const file = fileOf(state, action.payload.fileName);
      if (file) Object.assign(file, { status: 'failed', message: action.payload.message });
    },
    importProgressed(state, action: PayloadAction<{ n: number; m: number }>) {
      if (state.run) state.run.importing = action.payload;
    },
    importFileImported(state, action: PayloadAction<{ fileName: string; sceneID: string }>) {
      const file = fileOf(state, action.payload.fileName);
      if (file) Object.assign(file, { status: 'imported', sceneID: action.payload.sceneID });
    },
    importFileRefused(state, action: PayloadAction<{ fileName: string; problems: ImportProblem[] }>) {
      const file = fileOf(state, action.payload.fileName);
      if (file) Object.assign(file, { status: 'refused', problems: action.payload.problems });
    },
    importThumbnailsStarted(state, action: PayloadAction<number>) {
      if (state.run) state.run.thumbnails = { done: 0, of: action.payload };
    },
    importThumbnailFinished(state, action: PayloadAction<{ fileName: string; made: boolean }>) {
      const file = fileOf(state, action.payload.fileName);
      if (file) file.thumbnail = action.payload.made ? 'made' : 'failed';
      if (state.run) state.run.thumbnails.done += 1;
    },
    importDialogClosed(state) {
      if (state.run?.step === 'done') state.run = null;
    },
    newSceneRequested(state, _action: PayloadAction<{ projectID: string }>) {
      state.creating = true;
    },
    sceneDuplicateRequested(state, _action: PayloadAction<{ projectID: string; sceneID: string }>) {
      state.creating = true;
    },
    sceneCreateFinished(state) {
      state.creating = false;
    },
    scenesDeleteConfirmed(state, action: PayloadAction<{ projectID: string; sceneIDs: string[] }>) {
      state.deleting = [...new Set([...state.deleting, ...action.payload.sceneIDs])];
    },
    scenesDeleteFinished(state, action: PayloadAction<{ sceneIDs: string[]; deleted: boolean }>) {
      state.deleting = without(state.deleting, action.payload.sceneIDs);
      if (action.payload.deleted) state.selectedIDs = without(state.selectedIDs, action.payload.sceneIDs);
    },
    thumbnailRequested(state, action: PayloadAction<{ sceneID: string; duration: number }>) {
      if (!state.thumbnailing.includes(action.payload.sceneID)) state.thumbnailing.push(action.payload.sceneID);
    },
    thumbnailFinished(state, action: PayloadAction<string>) {
      state.thumbnailing = without(state.thumbnailing, [action.payload]);
    },
    sceneLabelAdded(state, action: PayloadAction<{ sceneID: string; labelID: string }>) {
      state.labelling.push(action.payload.sceneID);
    },
    sceneLabelRemoved(state, action: PayloadAction<{ sceneID: string; labelID: string }>) {
      state.labelling.push(action.payload.sceneID);
    },
    sceneLabelsSettled(state, action: PayloadAction<string>) {
      const at = state.labelling.indexOf(action.payload);
      if (at >= 0) state.labelling.splice(at, 1);
    },
  },
});

export const {
  sceneOpened,
  sceneSelectionToggled,
  allScenesSelected,
  selectionCleared,
  scenesListed,
  svgFilesChosen,
  replaceQuestionAsked,
  replaceAnswered,
  replaceCancelled,
  importStarted,
  importStepEntered,
  importFileUploaded,
  importFileFailed,
  importProgressed,
  importFileImported,
  importFileRefused,
  importThumbnailsStarted,
  importThumbnailFinished,
  importDialogClosed,
  newSceneRequested,
  sceneDuplicateRequested,
  sceneCreateFinished,
  scenesDeleteConfirmed,
  scenesDeleteFinished,
  thumbnailRequested,
  thumbnailFinished,
  sceneLabelAdded,
  sceneLabelRemoved,
  sceneLabelsSettled,
} = scenesSlice.actions;
export default scenesSlice.reducer;

type State = { scenes: ScenesState };
export const selectSelectedSceneIDs = (s: State) => s.scenes.selectedIDs;
export const selectImportRun = (s: State) => s.scenes.run;
export const selectReplaceQuestion = (s: State) => s.scenes.replaceQuestion;
export const selectCreatingScene = (s: State) => s.scenes.creating;
export const selectDeletingScenes = (s: State) => s.scenes.deleting;
export const selectThumbnailing = (s: State) => s.scenes.thumbnailing;
export const selectLabelling = (s: State) => s.scenes.labelling;
