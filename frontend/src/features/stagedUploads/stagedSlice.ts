// The staging page's state: the staged files (kept in browser storage by the sagas) and the publish
// run's steps. Actions are events of the page (stagedUploads/filesDropped ...), never setters.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PublishSteps, type PublishStep, type StagedFile, type StagedKit, type StagedProject, type StagedTag, type StepStatus } from './stagedModel';

export interface PublishState {
  readonly running: boolean;
  readonly steps: Readonly<Record<PublishStep, StepStatus>>;
  /** The server's message of the step that failed; shown until the next run or dismissal. */
  readonly error: string | null;
  /** 'Hold up!': a file has no kit. */
  readonly holdUp: boolean;
  readonly finished: boolean;
}

export interface StagedUploadsState {
  /** False until the files kept in browser storage are read back. */
  readonly restored: boolean;
  readonly files: readonly StagedFile[];
  readonly publish: PublishState;
}

const pendingSteps = (): Record<PublishStep, StepStatus> => Object.fromEntries(PublishSteps.map((s) => [s, 'pending'])) as Record<PublishStep, StepStatus>;

const idlePublish: PublishState = { running: false, steps: pendingSteps(), error: null, holdUp: false, finished: false };
const initialState: StagedUploadsState = { restored: false, files: [], publish: idlePublish };

export interface DroppedFile {
  readonly stagedID: string;
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

const slice = createSlice({
  name: 'stagedUploads',
  initialState,
  reducers: {
    /** Another person signed in, or the person signed out: their staged list is not this one. */
    ownerChanged() {
      return initialState;
    },
    restored(state, action: PayloadAction<StagedFile[]>) {
      const known = new Set(state.files.map((f) => f.stagedID));
      state.files = [...action.payload.filter((f) => !known.has(f.stagedID)), ...state.files] as typeof state.files;
      state.restored = true;
    },
    filesDropped(state, action: PayloadAction<DroppedFile[]>) {
      for (const f of action.payload) {
        state.files.push({ ...f, url: null, progress: 0, uploadError: null, projects: [], kits: [], tags: [], fileID: null });
      }
    },
    uploadProgressed(state, action: PayloadAction<{ stagedID: string; progress: number }>) {
      const file = state.files.find((f) => f.stagedID === action.payload.stagedID);
      if (file) file.progress = action.payload.progress;
    },
    uploadFinished(state, action: PayloadAction<{ stagedID: string; url: string }>) {
      const file = state.files.find((f) => f.stagedID === action.payload.stagedID);
      if (file) Object.assign(file, { url: action.payload.url, progress: 1, uploadError: null });
    },
    uploadFailed(state, action: PayloadAction<{ stagedID: string; message: string }>) {
      const file = state.files.find((f) => f.stagedID === action.payload.stagedID);
      if (file) file.uploadError = action.payload.message;
    },
    fileRemoved(state, action: PayloadAction<string>) {
      state.files = state.files.filter((f) => f.stagedID !== action.payload);
    },
    projectsChosen(state, action: PayloadAction<{ stagedID: string; projects: StagedProject[] }>) {
      const file = state.files.find((f) => f.stagedID === action.payload.stagedID);
      if (file) file.projects = action.payload.projects;
    },
    kitsChosen(state, action: PayloadAction<{ stagedID: string; kits: StagedKit[] }>) {
      const file = state.files.find((f) => f.stagedID === action.payload.stagedID);
      if (file) file.kits = action.payload.kits;
    },
    tagsChosen(state, action: PayloadAction<{ stagedID: string; tags: StagedTag[] }>) {
      const file = state.files.find((f) => f.stagedID === action.payload.stagedID);
      if (file) file.tags = action.payload.tags;
    },
    /** The person asked for a new tag by name (Create new tag); the saga creates it and adds it. */
    tagCreationRequested(_state, _action: PayloadAction<{ stagedID: string; name: string }>) {},
    publishRequested() {},
    publishHeldUp(state) {
      state.publish = { ...idlePublish, holdUp: true };
    },
    holdUpDismissed(state) {
      state.publish.holdUp = false;
    },
    publishStarted(state) {
      state.publish = { ...idlePublish, running: true };
    },
    stepStarted(state, action: PayloadAction<PublishStep>) {
      state.publish.steps[action.payload] = 'in progress';
    },
    stepSucceeded(state, action: PayloadAction<PublishStep>) {
      state.publish.steps[action.payload] = 'success';
    },
    filesSaved(state, action: PayloadAction<{ stagedID: string; fileID: string }[]>) {
      for (const saved of action.payload) {
        const file = state.files.find((f) => f.stagedID === saved.stagedID);
        if (file) file.fileID = saved.fileID;
      }
    },
    /** A step failed: the run stops, the server's message shows and the steps go back to pending. */
    publishFailed(state, action: PayloadAction<string>) {
      state.publish = { ...idlePublish, error: action.payload };
    },
    publishErrorDismissed(state) {
      state.publish.error = null;
    },
    publishFinished(state) {
      state.publish = { ...state.publish, running: false, finished: true };
    },
    /** After the finished dialog's moment: the published files leave the list. */
    publishCleared(state) {
      state.files = [];
      state.publish = idlePublish;
    },
  },
});

export const stagedUploadsActions = slice.actions;
export default slice.reducer;

type State = { stagedUploads: StagedUploadsState };
export const selectStagedFiles = (s: State): readonly StagedFile[] => s.stagedUploads.files;
export const selectPublish = (s: State): PublishState => s.stagedUploads.publish;
export const selectStagedRestored = (s: State): boolean => s.stagedUploads.restored;
/** Files on the page not yet published: leaving would drop them from the person's hands. */
export const selectHasUnsavedUploads = (s: State): boolean => s.stagedUploads.files.length > 0;
