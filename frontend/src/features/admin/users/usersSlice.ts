import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface NewUserInput {
  userID: number;
  email: string;
  givenName: string;
  familyName: string;
  password?: string;
  /** The grants the user starts with (issue 20's one-step add). */
  grants?: string[];
}

export type UserEdit =
  | { kind: 'toggleActive' }
  | { kind: 'email'; email: string }
  | { kind: 'addRole'; role: string }
  | { kind: 'removeRole'; role: string }
  | { kind: 'slackId'; slackId: string }
  | { kind: 'trelloId'; trelloId: string }
  | { kind: 'degrees'; degrees: string[] };

// The Users section's dialogs; the users themselves are a query (usersApi.ts).
interface UsersState {
  addUser: { open: boolean; pending: boolean; setPasswordLink: string | null };
  dialog: { userID: number | null; pending: UserEdit['kind'] | null };
}

const closedAddUser = { open: false, pending: false, setPasswordLink: null };
const initialState: UsersState = { addUser: closedAddUser, dialog: { userID: null, pending: null } };

const usersSlice = createSlice({
  name: 'users',
  initialState,
  reducers: {
    addUserDialogOpened(state) {
      state.addUser = { ...closedAddUser, open: true };
    },
    addUserDialogClosed(state) {
      // The link stays until the next opening so the dialog does not flash the empty form while it closes.
      state.addUser.open = false;
      state.addUser.pending = false;
    },
    addUserRequested(state, _action: PayloadAction<NewUserInput>) {
      state.addUser.pending = true;
    },
    /** Added; without a password the answer holds a one-time link the admin passes on. */
    userAdded(state, action: PayloadAction<{ setPasswordLink: string | null }>) {
      state.addUser = action.payload.setPasswordLink ? { open: true, pending: false, setPasswordLink: action.payload.setPasswordLink } : closedAddUser;
    },
    addUserFailed(state) {
      state.addUser.pending = false;
    },
    userDialogOpened(state, action: PayloadAction<number>) {
      state.dialog = { userID: action.payload, pending: null };
    },
    userDialogClosed(state) {
      state.dialog = { userID: null, pending: null };
    },
    userEditRequested(state, action: PayloadAction<{ userID: number; edit: UserEdit }>) {
      state.dialog.pending = action.payload.edit.kind;
    },
    userEditFinished(state) {
      state.dialog.pending = null;
    },
  },
});

export const { addUserDialogOpened, addUserDialogClosed, addUserRequested, userAdded, addUserFailed, userDialogOpened, userDialogClosed, userEditRequested, userEditFinished } = usersSlice.actions;
export default usersSlice.reducer;

type State = { users: UsersState };
export const selectAddUser = (s: State) => s.users.addUser;
export const selectUserDialog = (s: State) => s.users.dialog;
