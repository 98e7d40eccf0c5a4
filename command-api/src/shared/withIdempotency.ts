// A command sent again with the same Idempotency-Key by the same user answers its first answer.
// Concurrent identical tries are safe too: they derive the same event ids, so the store keeps one.
import { Headers } from '@wb/contracts';
import { ApiError, type CallContext, type CallResult, type IdempotencyStore } from '@wb/platform';

const MAX_KEY_LENGTH = 200;

export const withIdempotency = async (
  store: IdempotencyStore,
  callPath: string,
  ctx: CallContext,
  run: () => Promise<CallResult>,
): Promise<CallResult> => {
  if (ctx.idempotencyKey === null || ctx.userID === null) return run();
  if (ctx.idempotencyKey.length > MAX_KEY_LENGTH) {
    throw new ApiError('validation', `${Headers.idempotencyKey} is too long`, { [Headers.idempotencyKey]: `At most ${MAX_KEY_LENGTH} characters` });
  }
  const scope = { key: ctx.idempotencyKey, userID: ctx.userID, callPath };
  const stored = await store.find(scope);
  if (stored) return answerOf(stored);
  const result = await run();
  return answerOf(await store.save(scope, { body: result.body, position: result.position }));
};

const answerOf = (stored: { body: unknown; position: bigint | undefined }): CallResult =>
  stored.position === undefined ? { body: stored.body } : { body: stored.body, position: stored.position };
