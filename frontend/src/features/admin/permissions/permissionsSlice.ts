import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// The Permissions section's dialog and the grants being revoked; the users and their grants are a
// query (permissionsApi.ts).
interface PermissionsState {
  dialog: { userID: number | null; pending: boolean };
  /** Grants being revoked, as 'userID:grant'. */
  revoking: string[];
}

const initialState: PermissionsState = { dialog: { userID: null, pending: false }, revoking: [] };

export const revokeKey = (userID: number, grant: string) => `${userID}:${grant}`;

const permissionsSlice = createSlice({
  name: 'permissions',
  initialState,
  reducers: {
    grantDialogOpened(state, action: PayloadAction<number>) {
      state.dialog = { userID: action.payload, pending: false };
    },
    grantDialogClosed(state) {
      state.dialog = { userID: null, pending: false };
    },
    grantAddRequested(state, _action: PayloadAction<{ userID: number; grants: string[] }>) {
      state.dialog.pending = true;
    },
    grantAdded(state) {
      state.dialog = { userID: null, pending: false };
    },
    grantAddFailed(state) {
      state.dialog.pending = false;
    },
    grantRevokeRequested(state, action: PayloadAction<{ userID: number; grant: string }>) {
      state.revoking.push(revokeKey(action.payload.userID, action.payload.grant));
    },
    grantRevokeFinished(state, action: PayloadAction<{ userID: number; grant: string }>) {
      const key = revokeKey(action.payload.userID, action.payload.grant);
      state.revoking = state.revoking.filter((k) => k !== key);
    },
  },
});

export const { grantDialogOpened, grantDialogClosed, grantAddRequested, grantAdded, grantAddFailed, grantRevokeRequested, grantRevokeFinished } = permissionsSlice.actions;
export default permissionsSlice.reducer;

type State = { permissions: PermissionsState };
export const selectGrantDialog = (s: State) => s.permissions.dialog;
export const selectRevoking = (s: State) => s.permissions.revoking;
