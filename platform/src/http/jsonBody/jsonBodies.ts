// Reads and parses JSON request bodies, after the session check and never before it:
// - without a session a body may be a few KB (ANONYMOUS_BODY_BYTES), whatever the path, so an
//   anonymous caller cannot make the server read, hold or parse megabytes;
// - with one, the call's own bound (bodyBound.ts), and ANONYMOUS_BODY_BYTES for a path that is no call;
// - the length is checked from Content-Length before a byte is read, and again while reading;
// - small bodies are parsed on the event loop, large ones parsed and checked against the call's schema
//   in the worker pool (parsePool.ts); both refuse nesting, size, unstorable text and refused keys as
//   guardedJson.ts says, with 400 naming the field, before any call sees the body.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import getRawBody from 'raw-body';
import { API_PREFIX, type CallDef } from '@wb/contracts';
import { ApiError, MediaTypeError } from '../apiError';
import { ARRAY_BODY_REFUSED, KEY_REFUSED, NUL_REFUSED, SURROGATE_REFUSED, markBodyGuarded } from '../inputGuard';
import { callBodyBound } from './bodyBound';
import { drainAfterRefusal } from './drainAfterRefusal';
import { parseGuardedJson, type JsonLimits, type JsonRefusal } from './guardedJson';
import type { InputCheck } from './parseAndValidate';
import { PARSER_BUSY, type JsonParsePool } from './parsePool';

/** The body bound of a request without a session, and of a path that is no call. */
export const ANONYMOUS_BODY_BYTES = 8 * 1024;
/**
 * Bodies up to this size are parsed on the event loop and checked by the call router; larger ones are
 * parsed and checked against their call's schema in a worker (parseAndValidate.ts). The check is what
 * costs: zod takes about 50 ms for a 350 KB scene document on a slow day, JSON.parse 4 ms.
 */
export const INLINE_PARSE_BYTES = 256 * 1024;

const CHECKED_INPUT = 'checkedInput';

/** The input a worker checked against this call's schema, if it did (the router then checks nothing again). */
export const checkedInputOf = (res: Response, call: CallDef): InputCheck | null => {
  const checked = res.locals[CHECKED_INPUT] as { path: string; check: InputCheck } | undefined;
  return checked && checked.path === call.path ? checked.check : null;
};
/**
 * The deepest nesting and the most values any body may hold. A scene document nests groups at most
 * SceneLimits' depth (two levels each: the group and its children list); 16 MB of scene holds about
 * 700,000 values. The values of a body parsed in a worker are copied back to the event loop, about
 * 130 ms for a million: the node budget bounds that too.
 */
export const JSON_LIMITS: JsonLimits = { maxDepth: 100, maxNodes: 1_000_000, maxKeys: 10_000 };

export const NOT_JSON = 'Not JSON';
export const TOO_DEEP = `Nested too deeply (at most ${JSON_LIMITS.maxDepth} levels)`;
export const TOO_MANY_VALUES = `Too many values (at most ${JSON_LIMITS.maxNodes})`;
export const TOO_MANY_KEYS = `An object with too many keys (at most ${JSON_LIMITS.maxKeys})`;
export const BODY_TOO_LARGE = (bound: number) => `The request is too large (at most ${bound} bytes)`;
export const ENCODING_REFUSED = 'That content encoding is not supported: send the body as is.';

const REASONS: Record<JsonRefusal, string> = {
  syntax: NOT_JSON,
  tooDeep: TOO_DEEP,
  tooMany: TOO_MANY_VALUES,
  tooManyKeys: TOO_MANY_KEYS,
  list: ARRAY_BODY_REFUSED,
  nul: NUL_REFUSED,
  surrogate: SURROGATE_REFUSED,
  keyNul: `A key: ${NUL_REFUSED.toLowerCase()}`,
  keySurrogate: `A key: ${SURROGATE_REFUSED.toLowerCase()}`,
  keyProto: `A key: ${KEY_REFUSED.toLowerCase()}`,
};

/** The 400 of a refused body, naming the field ('_' for the body itself). */
export const bodyRefusal = (refusal: JsonRefusal, path: string): ApiError =>
  refusal === 'syntax'
    ? new ApiError('validation', 'The body is not valid JSON', { _: NOT_JSON })
    : new ApiError('validation', `Invalid input (${path}: ${REASONS[refusal]})`, { [path]: REASONS[refusal] });

const tooLarge = (bound: number) => new ApiError('bodyTooLarge', BODY_TOO_LARGE(bound), { _: BODY_TOO_LARGE(bound) });

const READ_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const hasBody = (req: Request): boolean => req.get('Transfer-Encoding') !== undefined || (req.get('Content-Length') ?? '0') !== '0';

/** As the call router finds a path: ignoring case and one trailing slash. */
const pathKey = (path: string): string => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();

export interface JsonBodiesOptions {
  readonly calls: readonly CallDef[];
  readonly pool: JsonParsePool;
}

export const jsonBodies = (options: JsonBodiesOptions): RequestHandler => {
  const calls = new Map<string, CallDef>();
  for (const call of options.calls) calls.set(`${call.method} ${pathKey(`${API_PREFIX}${call.path}`)}`, call);

  const boundOf = (req: Request, res: Response, call: CallDef | undefined): number => {
    const ofCall = call ? callBodyBound(call) : ANONYMOUS_BODY_BYTES;
    return typeof res.locals.userID === 'number' ? ofCall : Math.min(ofCall, ANONYMOUS_BODY_BYTES);
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    if (!READ_METHODS.has(req.method) || !hasBody(req) || req.is('application/json') !== 'application/json') return next();
    const encoding = (req.get('Content-Encoding') ?? 'identity').toLowerCase();
    if (encoding !== 'identity') {
      drainAfterRefusal(req, res);
      return next(new MediaTypeError(ENCODING_REFUSED));
    }
    const target = calls.get(`${req.method} ${pathKey(req.path)}`);
    const bound = boundOf(req, res, target);
    let bytes: Buffer;
    try {
      bytes = await getRawBody(req, { length: req.get('Content-Length'), limit: bound });
    } catch (err) {
      const type = (err as { type?: string }).type;
      if (type === 'entity.too.large') {
        drainAfterRefusal(req, res);
        return next(tooLarge(bound));
      }
      // A wrong length or an aborted request: the request's fault, answered as unreadable.
      return next(new ApiError('validation', 'The request body could not be read', { _: 'Unreadable body' }));
    }
    const outcome = bytes.length <= INLINE_PARSE_BYTES ? parseGuardedJson(bytes, JSON_LIMITS) : await options.pool.parse(bytes, JSON_LIMITS, target?.path ?? null);
    if (outcome.ok) {
      req.body = outcome.value;
      markBodyGuarded(req);
      if ('check' in outcome && outcome.check && target) res.locals[CHECKED_INPUT] = { path: target.path, check: outcome.check };
      return next();
    }
    if (outcome.refusal === 'busy') return next(new ApiError('unavailable', PARSER_BUSY));
    if (outcome.refusal === 'tooLarge') return next(tooLarge(bound));
    return next(bodyRefusal(outcome.refusal, outcome.path));
  };
};
