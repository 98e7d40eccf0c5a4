/** Headers of the read-your-writes protocol and of idempotent commands. */
export const Headers = {
  position: 'X-Position',
  minPosition: 'X-Min-Position',
  idempotencyKey: 'Idempotency-Key',
  requestId: 'X-Request-Id',
} as const;
