import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { AdminGrantTypes, satisfies, type User } from '@wb/contracts';
import type { SsoConnection } from '../../api/ssoConnections';

export type SessionStatus = 'checking' | 'signedOut' | 'signedIn';

interface AuthState {
  status: SessionStatus;
  user: User | null;
  signingOut: boolean;
  login: { pending: boolean; error: string | null };
  setPassword: { pending: boolean; error: string | null; done: boolean };
  /** Single sign-on connections the server offers; a button each on the login page. */
  ssoConnections: SsoConnection[];
}

const initialState: AuthState = {
  status: 'checking',
  user: null,
  signingOut: false,
  login: { pending: false, error: null },
  setPassword: { pending: false, error: null, done: false },
  ssoConnections: [],
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
      state.user = null;
      state.signingOut = false;
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.status = 'signedIn';
      state.user = action.payload;
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
      state.user = null;
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
    ssoConnectionsLoaded(state, action: PayloadAction<SsoConnection[]>) {
      state.ssoConnections = action.payload;
    },
  },
});

export const {
  appStarted, signedOutDetected, userLoaded, loginSubmitted, loginFailed, logoutRequested, logoutFailed, sessionExpired,
  setPasswordSubmitted, setPasswordSucceeded, setPasswordFailed, ssoConnectionsLoaded,
} = authSlice.actions;
export default authSlice.reducer;

type State = { auth: AuthState };
export const selectSessionStatus = (s: State) => s.auth.status;
export const selectCurrentUser = (s: State) => s.auth.user;
export const selectLogin = (s: State) => s.auth.login;
export const selectSigningOut = (s: State) => s.auth.signingOut;
export const selectSetPassword = (s: State) => s.auth.setPassword;
export const selectSsoConnections = (s: State) => s.auth.ssoConnections;
const noGrants: string[] = [];
export const selectPermissions = (s: State): string[] => s.auth.user?.permissions ?? noGrants;
export const selectHasGrant = (grant: string) => (s: State) => satisfies(selectPermissions(s), grant);
/** Whether the Admin link shows: any admin grant, or root. */
export const selectIsAnyAdmin = (s: State) =>
  AdminGrantTypes.some((t) => satisfies(selectPermissions(s), `admin.${t}`));
