// The bounds the spec leaves to us (docs/decisions/tracking.md).
export const TrackingLimits = {
  /** Hours of one entry: one person, one task type, one day; a negative entry corrects an earlier one. */
  maxHours: 24,
  minHours: -24,
  /** Hours are kept to the hundredth (36 seconds). */
  hoursDecimals: 2,
  /** A project's word count. */
  maxWordCount: 10_000_000,
  /** Hours typed as text: the longest text taken. */
  maxHoursText: 16,
} as const;
