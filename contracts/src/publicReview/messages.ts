import type { MessageTable } from '../kernel/messages';
import { ReviewLinkLimits } from './constants';

// The spec quotes no message for review links (002 section 8: the review screen shows none): ours
// (docs/decisions/publicReview.md).
export const PublicReviewMessages = {
  /** Unknown, revoked, expired or wrong passcode: one answer, so a visitor learns nothing from it. */
  reviewLinkNotFound: 'This review link does not exist or is no longer valid.',
  passcodeRequired: 'This review link needs a passcode.',
  expiryInPast: 'The expiry must be in the future.',
  expiryTooFar: `The expiry must be within ${ReviewLinkLimits.maxExpiryDays} days.`,
} as const satisfies MessageTable;
