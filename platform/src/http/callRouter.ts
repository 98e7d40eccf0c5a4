// Mounts the registry's calls of one kind on an express router: validate -> authorize -> handle.
// Both APIs build their routes with it, so no path is written twice and every call is checked alike.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { Headers, Messages, allows, openWithoutSession, refusedGrant, type CallDef } from '@wb/contracts';
import { ApiError, forbidden, unauthenticated, validationError } from './apiError';
import { JsonText } from './jsonText';
import { checkedInputOf } from './jsonBody/jsonBodies';
import type { Logger } from '../logging/logger';
import { sessionIdOf } from '../auth/sessionMiddleware';

/** What the router knows of the caller. userID comes from the session (res.locals.userID). */
export interface CallContext {
  readonly userID: number | null;
  readonly grants: readonly string[];
  /** Request id; becomes the correlation id of the events the call appends. */
  readonly requestId: string;
  readonly idempotencyKey: string | null;
  /** Global position from X-Min-Position (read your writes), if sent. */
  readonly minPosition: bigint | null;
  /** The caller's session id (the cookie), for a call that must keep it while ending the user's others. */
  readonly sessionId?: string | null;
}

export interface CallResult<O = unknown> {
  /** The answer; JsonText when its JSON is already made (sent as it is). */
  readonly body: O | JsonText<O>;
  /** Global position of the last event appended; answered as X-Position. */
  readonly position?: bigint;
}

export type CallHandler = (input: any, ctx: CallContext) => Promise<CallResult>;

/** Grants of a signed-in user and whether the account may act at all. */
export interface Access {
  readonly grants: readonly string[];
  readonly deactivated: boolean;
}

export interface CallRouterOptions {
  readonly calls: readonly CallDef[];
  readonly handlers: ReadonlyMap<CallDef, CallHandler>;
  readonly accessOf: (userID: number) => Promise<Access | null>;
  readonly logger: Logger;
  /**
   * Runs first for every call with its X-Min-Position (the query API waits there for its read models):
   * before the caller's grants are looked up, so that a grant given by that position already counts.
   * False when its bound passed first: the answer then says so (X-Position-Reached: false).
   */
  readonly awaitPosition?: (minPosition: bigint | null, requestId: string, call: CallDef) => Promise<boolean>;
  /**
   * Runs for every call that passed validation and authorization, before its handler: a refusal that
   * depends on the product's state rather than on the caller (the content lock) throws an ApiError.
   */
  readonly gate?: (call: CallDef, ctx: CallContext) => Promise<void>;
  /**
   * Whether `key` is a live automation key of `scope` (null: any of its scopes). Needed by a router
   * that mounts a call of access kind automationKey; its handler then runs only for a key that passed.
   */
  readonly automationKeyAllows?: (key: string | undefined, scope: string | null) => Promise<boolean>;
}

/** The input fields an automation key call reads its key and its scope from. */
const keyFieldsOf = (input: unknown): { key: string | undefined; scope: string | null } => {
  const fields = typeof input === 'object' && input !== null ? (input as { key?: unknown; scope?: unknown }) : {};
  return { key: typeof fields.key === 'string' ? fields.key : undefined, scope: typeof fields.scope === 'string' ? fields.scope : null };
};

/** Positions are PostgreSQL bigints: 2^63 and above reach no event and would fail in the database. */
const POSITION_LIMIT = 2n ** 63n;

const parsePosition = (raw: string | undefined): bigint | null | 'invalid' => {
  if (raw === undefined || raw === '') return null;
  if (!/^\d{1,20}$/.test(raw)) return 'invalid';
  const position = BigInt(raw);
  return position < POSITION_LIMIT ? position : 'invalid';
};

/**
 * The key a request path is found under: express matches routes ignoring case and one trailing slash,
 * and so does the table, so every path answered before is answered alike.
 */
const pathKey = (path: string): string => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();

/** The route label a request is counted under in /metrics (express's req.route is not set here). */
export const ROUTE_LABEL = 'routeLabel';

export const createCallRouter = (options: CallRouterOptions): Router => {
  const router = express.Router();
  // One table lookup per request rather than one route (a regular expression) per call: with every
  // call of the registry mounted, walking them was a tenth of a query's CPU.
  const table = new Map<string, { call: CallDef; handle: (req: Request, res: Response, next: NextFunction) => Promise<void> }>();
  for (const call of options.calls) {
    const handler = options.handlers.get(call);
    if (!handler) throw new Error(`No handler for ${call.path}`);
    const { access: rule } = call;
    const keyAllows = options.automationKeyAllows;
    if (rule.kind === 'automationKey' && !keyAllows) throw new Error(`No automation key check for ${call.path}`);
    const handle = async (req: Request, res: Response, next: NextFunction) => {
      try {
        const userID: number | null = res.locals.userID ?? null;
        const requestId: string = res.locals.requestId ?? 'unknown';
        const minPosition = parsePosition(req.get(Headers.minPosition));
        if (minPosition === 'invalid') throw new ApiError('validation', `${Headers.minPosition} must be a global position`, { [Headers.minPosition]: 'Not a position' });
        // Set before anything can refuse: a 404 for what the caller just made is as stale as a list without it.
        if (options.awaitPosition && !(await options.awaitPosition(minPosition, requestId, call))) res.setHeader(Headers.positionReached, 'false');
        let grants: readonly string[] = [];
        let signedIn = false;
        if (!openWithoutSession(rule) && userID === null) throw unauthenticated();
        if (userID !== null) {
          const access = await options.accessOf(userID);
          if (!access || access.deactivated) {
            if (!openWithoutSession(rule)) throw unauthenticated();
          } else {
            grants = access.grants;
            signedIn = true;
          }
        }
        // A large body was checked against this call's schema as it was parsed, off the event loop.
        const parsed =
          checkedInputOf(res, call) ??
          (() => {
            const raw = req.method === 'GET' ? { ...req.query } : req.body;
            const checked = call.input.safeParse(raw === undefined || (typeof raw === 'object' && raw !== null && Object.keys(raw).length === 0 && call.input.isOptional()) ? undefined : raw);
            return checked.success ? { success: true as const, data: checked.data } : { success: false as const, issues: checked.error.issues };
          })();
        if (!parsed.success) throw validationError(parsed);
        if (!allows(rule, grants)) throw forbidden(refusedGrant(rule));
        if (rule.kind === 'automationKey' && !(rule.orSignedIn && signedIn)) {
          const { key, scope } = keyFieldsOf(parsed.data);
          // 256-bit keys make guessing hopeless, so the check needs no rate limit (docs/decisions/automationKeys.md).
          if (!(await keyAllows?.(key, rule.scope ?? scope))) throw new ApiError('forbidden', Messages.automationKeyRefused);
        }
        const ctx: CallContext = { userID, grants, requestId, idempotencyKey: req.get(Headers.idempotencyKey) ?? null, minPosition, sessionId: sessionIdOf(req) };
        if (options.gate) await options.gate(call, ctx);
        const result = await handler(parsed.data, ctx);
        // Every command answers a position (issue 2); one that touched no stream at all answers 0.
        const position = result.position ?? (call.kind === 'command' ? 0n : undefined);
        if (position !== undefined) res.setHeader(Headers.position, position.toString());
        if (result.body instanceof JsonText) res.status(200).type('json').send(result.body.text);
        else res.status(200).json(result.body);
      } catch (err) {
        next(err);
      }
    };
    const key = pathKey(call.path);
    if (table.has(key)) throw new Error(`Two calls at ${call.path}`);
    table.set(key, { call, handle });
  }
  router.use((req, res, next) => {
    const entry = table.get(pathKey(req.path));
    // A GET route answers HEAD too, as express's did.
    if (!entry || (entry.call.method !== req.method && !(entry.call.method === 'GET' && req.method === 'HEAD'))) {
      next();
      return;
    }
    res.locals[ROUTE_LABEL] = `${req.baseUrl}${entry.call.path}`;
    void entry.handle(req, res, next);
  });
  return router;
};
