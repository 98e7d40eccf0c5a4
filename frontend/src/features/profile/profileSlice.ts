import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A change the signed-in user makes to their own profile. */
export type ProfileEdit = { kind: 'addRole'; role: string } | { kind: 'removeRole'; role: string } | { kind: 'degrees'; degrees: string[] } | { kind: 'removeDegree'; degree: string };

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

// What the person is doing on their profile; the profile itself is the session's own user (sessionApi).
interface ProfileState {
  pending: ProfileEdit['kind'] | null;
  avatarUploading: boolean;
  password: { pending: boolean; fields: Record<string, string>; changed: number };
}

const initialState: ProfileState = { pending: null, avatarUploading: false, password: { pending: false, fields: {}, changed: 0 } };

const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    profileEditRequested(state, action: PayloadAction<ProfileEdit>) {
      state.pending = action.payload.kind;
    },
    profileEditFinished(state) {
      state.pending = null;
    },
    /** `token`: the picked file, kept in avatarStash. */
    avatarChosen(state, _action: PayloadAction<{ token: string }>) {
      state.avatarUploading = true;
    },
    avatarFinished(state) {
      state.avatarUploading = false;
    },
    passwordChangeRequested(state, _action: PayloadAction<PasswordChange>) {
      state.password = { ...state.password, pending: true, fields: {} };
    },
    /** Refused: the server's reason per field (currentPassword, newPassword). */
    passwordChangeRefused(state, action: PayloadAction<Record<string, string>>) {
      state.password = { ...state.password, pending: false, fields: action.payload };
    },
    /** Changed: the form clears (it watches `changed`). */
    passwordChanged(state) {
      state.password = { pending: false, fields: {}, changed: state.password.changed + 1 };
    },
  },
});

export const { profileEditRequested, profileEditFinished, avatarChosen, avatarFinished, passwordChangeRequested, passwordChangeRefused, passwordChanged } = profileSlice.actions;
export default profileSlice.reducer;

type State = { profile: ProfileState };
export const selectProfile = (s: State) => s.profile;
