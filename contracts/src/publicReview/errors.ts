import type { ErrorCodeTable } from '../kernel/errors';

/**
 * A link with a passcode asked without one: the page then shows its passcode prompt. A wrong passcode
 * answers the same 404 as a link that never existed (docs/decisions/publicReview.md).
 */
export const PublicReviewErrorCode = {
  passcodeRequired: 401,
} as const satisfies ErrorCodeTable;
