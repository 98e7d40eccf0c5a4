// When a parked event is tried again: after a delay that doubles with each failed attempt (a mail
// server down for an hour is not called every second), up to a bound; after the last attempt the event
// stays parked, with its error, for an admin to see.

export interface RetryPolicy {
  /** Delay before the second attempt; each later one waits twice as long as the one before. */
  readonly firstDelayMs: number;
  /** No wait is longer than this. */
  readonly maxDelayMs: number;
  /** Attempts in all, the first delivery included; then the event stays parked. */
  readonly maxAttempts: number;
}

/** About 8.5 minutes of retries over 10 attempts, then parked for good. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { firstDelayMs: 1_000, maxDelayMs: 5 * 60_000, maxAttempts: 10 };

/** Milliseconds to wait after `failedAttempts` failures before the next attempt; null when none is left. */
export const nextRetryDelay = (policy: RetryPolicy, failedAttempts: number): number | null => {
  if (failedAttempts >= policy.maxAttempts) return null;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, failedAttempts - 1));
};
