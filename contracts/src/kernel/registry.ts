// The call registry: every call's path, kind, schemas and access in one place. Both APIs' routers,
// the gateway, the client's API client, the OpenAPI document and the authorization tests derive from it.
import { type z } from 'zod';
import type { Access } from './access';

export interface CallDef<I extends z.ZodTypeAny = z.ZodTypeAny, O extends z.ZodTypeAny = z.ZodTypeAny> {
  /** Spec path without the /api prefix, e.g. '/project/create'. */
  readonly path: string;
  readonly method: 'GET' | 'POST';
  /** Commands append events (command-api); queries read read models (query-api). */
  readonly kind: 'command' | 'query';
  /** Who may make it, as the server checks it (see access.ts). */
  readonly access: Access;
  readonly input: I;
  readonly output: O;
  readonly summary: string;
  /**
   * Queries only: the read models (projection names) the answer is built from. Read-your-writes waits
   * only for these, and the client's cache tags are these names. Each is one an area defines (its
   * `readModels`); the catalogue refuses at load a name no area defines.
   */
  readonly reads?: readonly string[];
  /**
   * The largest JSON body the call reads, when its input schema cannot bound it (a scene document):
   * otherwise the bound is derived from the schema's own limits (platform's bodyBound).
   */
  readonly maxBodyBytes?: number;
  /**
   * Closed while the content lock is on (spec 001 section 2: the asset library closes for everyone):
   * the routers of both APIs answer 423 contentLocked after authorization, before the handler runs.
   * An area marks its calls with closedByContentLock() (contentLock/closedCalls.ts), not one by one.
   */
  readonly closedByContentLock?: boolean;
}

export const defineCall = <I extends z.ZodTypeAny, O extends z.ZodTypeAny>(def: CallDef<I, O>): CallDef<I, O> => def;

export type CallInput<C extends CallDef> = z.infer<C['input']>;
export type CallOutput<C extends CallDef> = z.infer<C['output']>;

/** Every path is served under this prefix. */
export const API_PREFIX = '/api';
