import type { MessageTable } from '../kernel/messages';

// The spec quotes no message for tracking; these are ours (docs/decisions/tracking.md).
export const TrackingMessages = {
  trackingHeading: 'Tracking',
  trackingHoursNotNumber: 'Hours must be a number, like 1.5 or -0.5',
  trackingHoursOutOfRange: 'Hours must be between -24 and 24',
  trackingWordCountNotInteger: 'The word count must be a whole number',
  trackingWordCountZero: 'The word count must not be zero',
  trackingWordCountNegative: 'The word count must be a positive number',
  trackingDateInvalid: 'A date is a calendar day, like 2026-11-27',
  trackingTaskUnknown: 'Choose one of the task types 0 to 5',
  trackingProjectNotFound: 'This project does not exist.',
  trackingUserNotFound: 'There is no user with that user ID.',
  trackingNotMember: 'Only members of this project (or editors of projects) may change its tracking.',
  trackingEntryNotFound: 'There is no tracking entry for that task.',
  trackingEntrySaved: 'Hours saved',
  trackingEntryRemoved: 'Hours removed',
  trackingWordCountSaved: 'Word count saved',
} as const satisfies MessageTable;
