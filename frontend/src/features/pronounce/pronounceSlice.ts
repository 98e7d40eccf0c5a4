// The add/edit word form of the pronunciation guide and the words being deleted; the words themselves
// are a query (pronounceApi.ts). Audio goes through its own small states: chosen or recorded, then
// uploaded (the saga), then ready with the address the word will store.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { Messages, type PronunciationWord } from '@wb/contracts';

export type WordAudio =
  | { status: 'none' }
  | { status: 'recording' }
  | { status: 'uploading'; name: string }
  /** `previewUrl`: what the form's player plays (a local copy of a new file, or the stored address). */
  | { status: 'ready'; url: string; name: string; previewUrl: string };

export interface WordFormErrors {
  word?: string;
  phonetics?: string;
  audio?: string;
}

export interface WordForm {
  open: boolean;
  /** null while adding a new word. */
  wordID: string | null;
  word: string;
  phonetics: string;
  audio: WordAudio;
  errors: WordFormErrors;
  pending: boolean;
}

interface PronounceState {
  form: WordForm;
  /** Words whose delete is on its way. */
  deleting: string[];
}

const closedForm: WordForm = { open: false, wordID: null, word: '', phonetics: '', audio: { status: 'none' }, errors: {}, pending: false };
const initialState: PronounceState = { form: closedForm, deleting: [] };

/** The form's own check before sending (spec 001 section 5: word and audio required). */
export const formErrorsOf = (form: WordForm): WordFormErrors => ({
  ...(form.word.trim() === '' ? { word: Messages.wordRequired } : {}),
  ...(form.audio.status !== 'ready' ? { audio: form.audio.status === 'none' ? Messages.audioRequired : 'Wait for the audio to finish' } : {}),
});

const pronounceSlice = createSlice({
  name: 'pronounce',
  initialState,
  reducers: {
    addWordOpened(state) {
      state.form = { ...closedForm, open: true };
    },
    editWordOpened(state, action: PayloadAction<PronunciationWord>) {
      const { wordID, word, data } = action.payload;
      state.form = {
        ...closedForm,
        open: true,
        wordID,
        word,
        phonetics: data.phonetics,
        audio: { status: 'ready', url: data.audio, name: 'Current recording', previewUrl: data.audio },
      };
    },
    wordFormClosed(state) {
      state.form = closedForm;
    },
    wordTyped(state, action: PayloadAction<string>) {
      state.form.word = action.payload;
      delete state.form.errors.word;
    },
    phoneticsTyped(state, action: PayloadAction<string>) {
      state.form.phonetics = action.payload;
      delete state.form.errors.phonetics;
    },
    /** A file was picked; `objectUrl` is a local address of its bytes (actions carry no File). */
    audioFileChosen(state, _action: PayloadAction<{ objectUrl: string; name: string }>) {
      delete state.form.errors.audio;
    },
    recordingRequested(state) {
      delete state.form.errors.audio;
    },
    recordingStarted(state) {
      state.form.audio = { status: 'recording' };
    },
    recordingStopRequested() {},
    audioUploadStarted(state, action: PayloadAction<string>) {
      state.form.audio = { status: 'uploading', name: action.payload };
    },
    audioReady(state, action: PayloadAction<{ url: string; name: string; previewUrl: string }>) {
      state.form.audio = { status: 'ready', ...action.payload };
    },
    audioFailed(state, action: PayloadAction<string>) {
      state.form.audio = { status: 'none' };
      state.form.errors.audio = action.payload;
    },
    audioRemoved(state) {
      state.form.audio = { status: 'none' };
    },
    /** Checked here, so the form shows what is missing at once; the saga sends only a form without errors. */
    wordSaveRequested(state) {
      const errors = formErrorsOf(state.form);
      state.form.errors = errors;
      state.form.pending = Object.keys(errors).length === 0;
    },
    wordSaveRefused(state, action: PayloadAction<WordFormErrors>) {
      state.form.pending = false;
      state.form.errors = action.payload;
    },
    wordSaveFailed(state) {
      state.form.pending = false;
    },
    wordSaved(state) {
      state.form = closedForm;
    },
    wordDeleteConfirmed(state, action: PayloadAction<{ wordID: string; word: string }>) {
      if (!state.deleting.includes(action.payload.wordID)) state.deleting.push(action.payload.wordID);
    },
    wordDeleteFinished(state, action: PayloadAction<string>) {
      state.deleting = state.deleting.filter((id) => id !== action.payload);
    },
  },
});

export const {
  addWordOpened,
  editWordOpened,
  wordFormClosed,
  wordTyped,
  phoneticsTyped,
  audioFileChosen,
  recordingRequested,
  recordingStarted,
  recordingStopRequested,
  audioUploadStarted,
  audioReady,
  audioFailed,
  audioRemoved,
  wordSaveRequested,
  wordSaveRefused,
  wordSaveFailed,
  wordSaved,
  wordDeleteConfirmed,
  wordDeleteFinished,
} = pronounceSlice.actions;
export default pronounceSlice.reducer;

type State = { pronounce: PronounceState };
export const selectWordForm = (s: State) => s.pronounce.form;
export const selectDeletingWords = (s: State) => s.pronounce.deleting;
