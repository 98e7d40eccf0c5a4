/** Headers of the read-your-writes protocol and of idempotent commands. */
export const Headers = {
  position: 'X-Position',
  minPosition: 'X-Min-Position',
  /**
   * 'false' on a query answered before the read models it reads had passed its X-Min-Position (the
   * query API's wait has a short bound): the answer may not show the caller's own latest writes yet.
   */
  positionReached: 'X-Position-Reached',
  idempotencyKey: 'Idempotency-Key',
  requestId: 'X-Request-Id',
} as const;

/**
 * How many more times a client asks a query whose answer says X-Position-Reached: false (each try
 * waits the server's bound once more) before it takes what it was given. The web client and the
 * system tests' client both follow it.
 */
export const POSITION_NOT_REACHED_RETRIES = 2;
