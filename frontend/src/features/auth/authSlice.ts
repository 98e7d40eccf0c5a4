// The session as a workflow: checking at start, signed in, signed out; and the sign-in, sign-out and
// set-password forms while they are sent. The signed-in user is server state (sessionApi's ownUser).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { AdminGrantTypes, satisfies, type User } from '@wb/contracts';
import { selectOwnUserEntry } from './sessionApi';

export type SessionStatus = 'checking' | 'signedOut' | 'signedIn';

interface AuthState {
  status: SessionStatus;
  signingOut: boolean;
  login: { pending: boolean; error: string | null };
  setPassword: { pending: boolean; error: string | null; done: boolean };
}

const initialState: AuthState = {
  status: 'checking',
  signingOut: false,
  login: { pending: false, error: null },
  setPassword: { pending: false, error: null, done: false },
};

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    appStarted(state) {
      state.status = 'checking';
    },
    signedOutDetected(state) {
      state.status = 'signedOut';
      state.signingOut = false;
    },
    /** The session's user is in the cache (sessionApi's ownUser): the signed-in screens may show. */
    signedIn(state) {
      state.status = 'signedIn';
      state.login = { pending: false, error: null };
    },
    loginSubmitted(state, _action: PayloadAction<{ email: string; password: string }>) {
      state.login = { pending: true, error: null };
    },
    loginFailed(state, action: PayloadAction<string>) {
      state.login = { pending: false, error: action.payload };
    },
    logoutRequested(state) {
      state.signingOut = true;
    },
    logoutFailed(state) {
      state.signingOut = false;
    },
    sessionExpired(state) {
      state.status = 'signedOut';
    },
    setPasswordSubmitted(state, _action: PayloadAction<{ token: string; password: string }>) {
      state.setPassword = { pending: true, error: null, done: false };
    },
    setPasswordSucceeded(state) {
      state.setPassword = { pending: false, error: null, done: true };
    },
    setPasswordFailed(state, action: PayloadAction<string>) {
      state.setPassword = { pending: false, error: action.payload, done: false };
    },
  },
});

export const { appStarted, signedOutDetected, signedIn, loginSubmitted, loginFailed, logoutRequested, logoutFailed, sessionExpired, setPasswordSubmitted, setPasswordSucceeded, setPasswordFailed } =
  authSlice.actions;
export default authSlice.reducer;

type State = { auth: AuthState } & Parameters<typeof selectOwnUserEntry>[0];
export const selectSessionStatus = (s: State) => s.auth.status;
/** The signed-in user; null while signed out or still checking. */
export const selectCurrentUser = (s: State): User | null =>
  // Without a userID getUser answers the caller's own full record, never the team fields.
  s.auth.status === 'signedIn' ? ((selectOwnUserEntry(s).data?.user as User | undefined) ?? null) : null;
export const selectLogin = (s: State) => s.auth.login;
export const selectSigningOut = (s: State) => s.auth.signingOut;
export const selectSetPassword = (s: State) => s.auth.setPassword;
const noGrants: string[] = [];
export const selectPermissions = (s: State): string[] => selectCurrentUser(s)?.permissions ?? noGrants;
export const selectHasGrant = (grant: string) => (s: State) => satisfies(selectPermissions(s), grant);
/** Whether the Admin link shows: any admin grant, or root. */
export const selectIsAnyAdmin = (s: State) => AdminGrantTypes.some((t) => satisfies(selectPermissions(s), `admin.${t}`));
