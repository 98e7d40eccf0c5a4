import { nextRetryDelay, type RetryPolicy } from './retryPolicy';

const policy: RetryPolicy = { firstDelayMs: 1_000, maxDelayMs: 5_000, maxAttempts: 5 };

describe('the retry policy of parked reactor events', () => {
  it('waits twice as long after each failure, never longer than the bound', () => {
    expect([1, 2, 3, 4].map((failed) => nextRetryDelay(policy, failed))).toEqual([1_000, 2_000, 4_000, 5_000]);
  });

  it('gives up once every attempt has failed', () => {
    expect(nextRetryDelay(policy, 5)).toBeNull();
    expect(nextRetryDelay(policy, 6)).toBeNull();
  });
});
