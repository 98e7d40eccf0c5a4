// The server's side of the popup sign-in as the client reaches it: whether it is configured (the
// provider's client id, GET /auth/google/clientId) and the sign-in itself (POST /auth/google).
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { AuthPaths } from '@wb/contracts';
import { serverApi, servicesOf } from '../../api/serverApi';
import type { RootState } from '../../app/rootReducer';
import type { Services } from '../../app/services';
import { appStarted } from './authSlice';

const clientIdOf = (body: unknown): string | null => {
  const id = (body as { googleClientID?: unknown } | null)?.googleClientID;
  return typeof id === 'string' && id.trim() !== '' ? id : null;
};

export const popupSignInApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    /** The provider's client id; null when the server offers no popup sign-in (or cannot say): no button then. */
    googleClientId: build.query<string | null, void>({
      // Outside the call registry (a GET under /auth); a failure only means no button, quietly.
      queryFn: async () => {
        try {
          const answer = await fetch(AuthPaths.googleClientId, { credentials: 'include', headers: { Accept: 'application/json' } });
          return { data: answer.ok ? clientIdOf(await answer.json()) : null };
        } catch {
          return { data: null };
        }
      },
    }),
  }),
});

export const { useGoogleClientIdQuery } = popupSignInApi;

/**
 * Sends the ID token the popup brought back; on success the session is read anew (as at start) and
 * the person goes to `target`. A refusal is thrown as the server's ApiError, its text for the dialog.
 */
export const popupSignInCompleted =
  (idToken: string, target: string): ThunkAction<Promise<void>, RootState, Services, UnknownAction> =>
  async (dispatch, _getState, extra) => {
    const services = servicesOf(extra);
    await services.api.auth(AuthPaths.google, { idToken });
    // Checking first, so the target is not shown to a visitor for a moment before the session is known.
    dispatch(appStarted());
    services.navigate(target, { replace: true });
  };
