// Binds a registry call of kind 'command' to its handler, with idempotency and command metadata.
import type { CallDef, CallInput } from '@wb/contracts';
import { unauthenticated, type CallContext, type CallHandler, type CallResult } from '@wb/platform';
import { metadataOf, type CommandMetadata } from './commandMetadata';
import { withIdempotency } from './withIdempotency';
import type { Actor } from './domain/actor';
import type { CommandDeps } from './deps';

export type CommandRoute = readonly [CallDef, CallHandler];

/** An empty Idempotency-Key is no key: it would make every keyless-looking request of a user one request. */
const withKeyOf = (ctx: CallContext): CallContext => (ctx.idempotencyKey === '' ? { ...ctx, idempotencyKey: null } : ctx);

export const commandCall = <C extends CallDef>(deps: CommandDeps, call: C, run: (input: CallInput<C>, ctx: CallContext, meta: CommandMetadata) => Promise<CallResult>): CommandRoute => [
  call,
  (input, rawCtx) => {
    const ctx = withKeyOf(rawCtx);
    return withIdempotency(deps.idempotency, call.path, input, ctx, () => run(input as CallInput<C>, ctx, metadataOf(ctx)));
  },
];

/** The signed-in caller; every command call requires a session, so its absence is a 401. */
export const actorOf = (ctx: CallContext): Actor => {
  if (ctx.userID === null) throw unauthenticated();
  return { userID: ctx.userID, grants: ctx.grants };
};

export const ok = { ok: true as const };

/** A call's answer with the position of the last event it appended (answered as X-Position). */
export const answer = (body: unknown, position?: bigint): CallResult => (position === undefined ? { body } : { body, position });
