// Binds a registry call of kind 'query' to its handler, the twin of command-api's commandCall: the
// input and the answer are the registry's types, and the asking user comes typed (never `ctx.userID!`).
import type { CallDef, CallInput, CallOutput } from '@wb/contracts';
import { unauthenticated, type CallContext, type CallHandler, type JsonText } from '@wb/platform';

export type QueryRoute = readonly [CallDef, CallHandler];

/** The signed-in user a query answers: lists show their own relations, and some answers depend on their grants. */
export interface Asker {
  readonly userID: number;
  readonly grants: readonly string[];
}

/** What a query answers: the value, or its JSON text already made (see JsonText). */
export type QueryAnswer<C extends CallDef> = CallOutput<C> | JsonText<CallOutput<C>>;

/** A query that needs a session (the router has already refused calls without one; this makes it a type). */
export const queryCall = <C extends CallDef>(call: C, run: (input: CallInput<C>, asker: Asker) => Promise<QueryAnswer<C>>): QueryRoute => [
  call,
  async (input: CallInput<C>, ctx: CallContext) => {
    if (ctx.userID === null) throw unauthenticated();
    return { body: await run(input, { userID: ctx.userID, grants: ctx.grants }) };
  },
];

/** A public query: the caller may have no session. */
export const publicQueryCall = <C extends CallDef>(call: C, run: (input: CallInput<C>, ctx: CallContext) => Promise<QueryAnswer<C>>): QueryRoute => [
  call,
  async (input: CallInput<C>, ctx: CallContext) => ({ body: await run(input, ctx) }),
];
