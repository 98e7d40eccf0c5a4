import type { ErrorCodeTable } from '../kernel/errors';

/**
 * The popup sign-in's refusals that are no fault of the caller: not configured on this server, and an
 * identity provider that is slow or silent when its keys are fetched. Both are 424 Failed Dependency,
 * as the card board's and the learning site's: the product answers at once and never with a 5xx.
 */
export const AuthErrorCode = {
  popupSignInNotConfigured: 424,
  identityProviderUnavailable: 424,
} as const satisfies ErrorCodeTable;
