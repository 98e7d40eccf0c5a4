// The credits editor's working copy: loaded once per opening (creditsSagas.ts seeds it), changed by
// the person editing, each change sent to the server by the saga. The logo and the spacer being edited
// are held apart until Save (Cancel drops them), as the spec's editing states say.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CreditItem, CreditsData } from '@wb/contracts';
import { editOf, moveItem, removeItem, saveLogo, toggleFlag, type LogoEdit } from './creditsModel';

export type ExportState = { readonly status: 'idle' | 'running' | 'failed' } | { readonly status: 'done'; readonly src: string };

export interface CreditsState {
  readonly projectID: string | null;
  readonly draft: CreditsData | null;
  readonly loadFailed: boolean;
  readonly editingLogo: LogoEdit | null;
  /** The spacer's height while it is being edited. */
  readonly editingSpacer: number | null;
  readonly uploadingLogo: boolean;
  readonly export: ExportState;
}

const initialState: CreditsState = { projectID: null, draft: null, loadFailed: false, editingLogo: null, editingSpacer: null, uploadingLogo: false, export: { status: 'idle' } };

type Draft = { draft: CreditsData | null };
const onItems = (state: Draft, change: (items: readonly CreditItem[]) => CreditItem[]) => {
  if (state.draft) state.draft.items = change(state.draft.items);
};

const creditsSlice = createSlice({
  name: 'credits',
  initialState,
  reducers: {
    /** The editor opened for a project (or the project in the address changed). */
    creditsOpened(_state, action: PayloadAction<{ projectID: string; canEdit: boolean }>) {
      return { ...initialState, projectID: action.payload.projectID };
    },
    creditsLoaded(state, action: PayloadAction<CreditsData>) {
      state.draft = action.payload;
    },
    creditsLoadFailed(state) {
      state.loadFailed = true;
    },
    itemMoved(state, action: PayloadAction<{ activeID: string; overID: string }>) {
      onItems(state, (items) => moveItem(items, action.payload.activeID, action.payload.overID));
    },
    itemAdded(state, action: PayloadAction<CreditItem>) {
      onItems(state, (items) => [...items, action.payload]);
    },
    itemRemoved(state, action: PayloadAction<{ id: string }>) {
      onItems(state, (items) => removeItem(items, action.payload.id));
    },
    flagToggled(state, action: PayloadAction<{ id: string; flag: 'attribution' | 'shareAlike' }>) {
      onItems(state, (items) => toggleFlag(items, action.payload.id, action.payload.flag));
    },
    logoFileChosen(state, _action: PayloadAction<{ file: File }>) {
      state.uploadingLogo = true;
    },
    logoUploadFinished(state) {
      state.uploadingLogo = false;
    },
    logoAdded(state, action: PayloadAction<{ id: string; src: string; width: number }>) {
      if (!state.draft) return;
      const { id, src, width } = action.payload;
      state.draft.partnerLogos.push({ id, src, style: { width, transform: { x: 0, y: 0 } } });
    },
    /** A click on a logo toggles its editing (spec 002 section 4). */
    logoClicked(state, action: PayloadAction<{ id: string }>) {
      const logo = state.draft?.partnerLogos.find((l) => l.id === action.payload.id);
      state.editingLogo = state.editingLogo?.id === action.payload.id || !logo ? null : editOf(logo);
    },
    logoEdited(state, action: PayloadAction<Partial<Omit<LogoEdit, 'id'>>>) {
      if (state.editingLogo) state.editingLogo = { ...state.editingLogo, ...action.payload };
    },
    logoSaved(state) {
      if (state.draft && state.editingLogo) state.draft.partnerLogos = saveLogo(state.draft.partnerLogos, state.editingLogo);
      state.editingLogo = null;
    },
    logoEditCancelled(state) {
      state.editingLogo = null;
    },
    logoRemoved(state, action: PayloadAction<{ id: string }>) {
      if (state.draft) state.draft.partnerLogos = state.draft.partnerLogos.filter((l) => l.id !== action.payload.id);
      state.editingLogo = null;
    },
    spacerClicked(state) {
      state.editingSpacer = state.editingSpacer === null && state.draft ? state.draft.spacer.height : null;
    },
    spacerEdited(state, action: PayloadAction<{ height: number }>) {
      if (state.editingSpacer !== null) state.editingSpacer = action.payload.height;
    },
    spacerSaved(state) {
      if (state.draft && state.editingSpacer !== null) state.draft.spacer = { height: state.editingSpacer };
      state.editingSpacer = null;
    },
    spacerEditCancelled(state) {
      state.editingSpacer = null;
    },
    exportRequested(state) {
      state.export = { status: 'running' };
    },
    exportFinished(state, action: PayloadAction<{ src: string } | null>) {
      state.export = action.payload ? { status: 'done', src: action.payload.src } : { status: 'failed' };
    },
  },
});

export const {
  creditsOpened,
  creditsLoaded,
  creditsLoadFailed,
  itemMoved,
  itemAdded,
  itemRemoved,
  flagToggled,
  logoFileChosen,
  logoUploadFinished,
  logoAdded,
  logoClicked,
  logoEdited,
  logoSaved,
  logoEditCancelled,
  logoRemoved,
  spacerClicked,
  spacerEdited,
  spacerSaved,
  spacerEditCancelled,
  exportRequested,
  exportFinished,
} = creditsSlice.actions;

type State = { credits: CreditsState };
export const selectCredits = (s: State) => s.credits;

export default creditsSlice.reducer;
