import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AutomationKeyScope, NewAutomationKey } from '@wb/contracts';

export interface KeyRequest {
  name: string;
  scopes: AutomationKeyScope[];
  expiresInDays: number;
}

// The New key dialog and the revocations under way; the keys themselves are a query
// (automationKeysApi.ts). A made key stays here only while its dialog shows it: it is shown once.
interface AutomationKeysState {
  dialog: { open: boolean; pending: boolean; error: string | null; fieldErrors: Record<string, string>; made: NewAutomationKey | null };
  revoking: string[];
}

const closed: AutomationKeysState['dialog'] = { open: false, pending: false, error: null, fieldErrors: {}, made: null };
const initialState: AutomationKeysState = { dialog: closed, revoking: [] };

const automationKeysSlice = createSlice({
  name: 'automationKeys',
  initialState,
  reducers: {
    keyDialogOpened(state) {
      state.dialog = { ...closed, open: true };
    },
    keyDialogClosed(state) {
      state.dialog = closed;
    },
    keyRequested(state, _action: PayloadAction<KeyRequest>) {
      state.dialog.pending = true;
      state.dialog.error = null;
      state.dialog.fieldErrors = {};
    },
    keyRefused(state, action: PayloadAction<{ message: string; fields: Record<string, string> }>) {
      state.dialog.pending = false;
      state.dialog.error = action.payload.message;
      state.dialog.fieldErrors = action.payload.fields;
    },
    keyFailed(state) {
      state.dialog.pending = false;
    },
    keyMade(state, action: PayloadAction<NewAutomationKey>) {
      state.dialog.pending = false;
      state.dialog.made = action.payload;
    },
    keyRevokeRequested(state, action: PayloadAction<{ keyID: string; name: string }>) {
      state.revoking.push(action.payload.keyID);
    },
    keyRevokeEnded(state, action: PayloadAction<string>) {
      state.revoking = state.revoking.filter((id) => id !== action.payload);
    },
  },
});

export const { keyDialogOpened, keyDialogClosed, keyRequested, keyRefused, keyFailed, keyMade, keyRevokeRequested, keyRevokeEnded } = automationKeysSlice.actions;
export default automationKeysSlice.reducer;

type State = { automationKeys: AutomationKeysState };
export const selectKeyDialog = (s: State) => s.automationKeys.dialog;
export const selectRevoking = (s: State) => s.automationKeys.revoking;
