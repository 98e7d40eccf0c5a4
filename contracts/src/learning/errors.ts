import type { ErrorCodeTable } from '../kernel/errors';

/**
 * The learning site's own refusals: not configured on this server, and a site that is slow, silent or
 * answering errors. Both are 424 Failed Dependency, as the card board's: the product answers at once
 * and never with a 5xx, whatever the site does (docs/decisions/learning.md).
 */
export const LearningErrorCode = {
  learningNotConfigured: 424,
  learningUnavailable: 424,
} as const satisfies ErrorCodeTable;
