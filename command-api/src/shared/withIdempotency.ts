// A command sent again with the same Idempotency-Key by the same user answers its first answer and
// appends nothing; the key sent with a different input is refused (422) and appends nothing either.
// Concurrent identical tries are safe too: they derive the same event ids, so the store keeps one.
import { Headers, Messages } from '@wb/contracts';
import { ApiError, requestHash, type CallContext, type CallResult, type IdempotencyStore, type StoredAnswer } from '@wb/platform';

const MAX_KEY_LENGTH = 200;

export const withIdempotency = async (store: IdempotencyStore, callPath: string, input: unknown, ctx: CallContext, run: () => Promise<CallResult>): Promise<CallResult> => {
  if (ctx.idempotencyKey === null || ctx.userID === null) return run();
  if (ctx.idempotencyKey.length > MAX_KEY_LENGTH) {
    throw new ApiError('validation', `${Headers.idempotencyKey} is too long`, { [Headers.idempotencyKey]: `At most ${MAX_KEY_LENGTH} characters` });
  }
  const scope = { key: ctx.idempotencyKey, userID: ctx.userID, callPath };
  // The validated input, so the same request in another key order or spacing is the same request.
  const hash = requestHash(input);
  const claim = await store.claim(scope, hash);
  if (claim.kind === 'answered') return answerOf(claim.answer);
  if (claim.kind === 'otherRequest') {
    throw new ApiError('requestKeyReused', Messages.requestKeyReused, { [Headers.idempotencyKey]: 'Already used for a different request' });
  }
  let result: CallResult;
  try {
    result = await run();
  } catch (err) {
    // Only answers are kept: a refused command may be sent again, with this input or another.
    await store.release(scope, hash);
    throw err;
  }
  return answerOf(await store.save(scope, hash, { body: result.body, position: result.position }));
};

const answerOf = (stored: StoredAnswer): CallResult => (stored.position === undefined ? { body: stored.body } : { body: stored.body, position: stored.position });
