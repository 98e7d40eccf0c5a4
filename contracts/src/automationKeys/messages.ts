import type { MessageTable } from '../kernel/messages';

// The spec quotes no message for automation keys: ours (docs/decisions/automationKeys.md).
export const AutomationKeyMessages = {
  /** A missing, unknown, expired, revoked or wrongly scoped key: one answer, so it tells nothing. */
  automationKeyRefused: 'This page needs a valid access key.',
  automationKeyNotFound: 'This access key does not exist.',
} as const satisfies MessageTable;
