// Which calls the content lock closes. Spec 001 section 2 closes the asset library for all users while
// the lock is on; an area whose calls are the library marks whole groups here, so a call added to the
// group later is closed with it (docs/decisions/admin.md, "What the content lock closes").
import type { CallDef } from '../kernel/registry';

/** The same calls, each marked closedByContentLock (the routers' lock gate reads the mark). */
export const closedByContentLock = <G extends Readonly<Record<string, CallDef>>>(calls: G): G =>
  Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, { ...call, closedByContentLock: true }])) as unknown as G;

/** Whether the content lock closes the call. */
export const isClosedByContentLock = (call: CallDef): boolean => call.closedByContentLock === true;
