// Signing in is a command on the user (decide: SignIn), recorded as UserSignedIn; the session
// itself is a secret and lives only in the auth table.
import { Messages } from '@wb/contracts';
import { ApiError, verifyPassword } from '@wb/platform';
import { systemMetadata } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { domainError } from '../shared/domain/domainError';
import { toApiError } from '../shared/toApiError';
import { handlerOf } from '../shared/handle';
import { userAggregate } from '../users/domain/user/aggregate';
import { userIDByEmail } from '../users/userByEmail';

export interface SignedIn {
  readonly userID: number;
  readonly sessionId: string;
}

export const signIn = async (deps: CommandDeps, attempt: { userID: number; method: 'password' | 'oidc'; credentialsValid: boolean; requestId: string }): Promise<SignedIn> => {
  const meta = { ...systemMetadata(attempt.requestId), userID: attempt.userID };
  await handlerOf(deps.eventStore, userAggregate).handle(meta, attempt.userID, () => ({
    type: 'SignIn',
    method: attempt.method,
    credentialsValid: attempt.credentialsValid,
  }));
  return { userID: attempt.userID, sessionId: await deps.sessions.create(attempt.userID) };
};

export const signInWithPassword = async (deps: CommandDeps, email: string, password: string, requestId: string): Promise<SignedIn> => {
  const userID = await userIDByEmail(deps.eventStore, email);
  const passwordHash = userID === null ? null : await deps.credentials.passwordHashOf(userID);
  if (userID === null || passwordHash === null) throw toApiError(domainError('unauthenticated', Messages.wrongCredentials));
  const credentialsValid = await verifyPassword(passwordHash, password);
  return signIn(deps, { userID, method: 'password', credentialsValid, requestId });
};

/** Invite-only: the identity provider vouches for the email, but only an existing user may enter. */
export const signInWithOidc = async (deps: CommandDeps, email: string, requestId: string): Promise<SignedIn> => {
  const userID = await userIDByEmail(deps.eventStore, email);
  if (userID === null) throw new ApiError('unauthenticated', 'No account uses that email. Ask an admin to add you.');
  return signIn(deps, { userID, method: 'oidc', credentialsValid: true, requestId });
};
