// One call through the edge, as a client with a deadline sees it: an answer within the bound (success,
// or an error the product explains), or none. Every command carries an Idempotency-Key, which the
// product records as its events' causation id: how the checks find each acknowledged command's events.
import { randomUUID } from 'node:crypto';
import { AuthPaths, Headers } from '@wb/contracts';
import { SESSION_COOKIE } from '@wb/platform';

export interface Outcome {
  readonly path: string;
  readonly key: string;
  /** 0: no answer (the bound passed, or the connection failed). */
  readonly status: number;
  readonly body: any;
  /** The answer's X-Position, for a command that appended. */
  readonly position: bigint | null;
  readonly ms: number;
  /** Why there was no answer, when there was none. */
  readonly failure: string | null;
}

export const isSuccess = (o: Outcome): boolean => o.status === 200;
/** An error the product explains: a status and a message a person can read. */
export const isClearError = (o: Outcome): boolean => o.status >= 400 && typeof o.body?.error?.msg === 'string' && o.body.error.msg.trim() !== '';

/** A refusal because someone else changed the stream first, said so a person can read. */
export const isClearConflict = (o: Outcome): boolean => o.status === 409 && isClearError(o);

/** How many outcomes a report line names before it stops. */
const SHOWN_OUTCOMES = 3;

/** For a report line: the first few outcomes, each as its call, its status (or why there was none) and the start of its body. */
export const describeOutcomes = (outcomes: readonly Outcome[]): string =>
  outcomes
    .slice(0, SHOWN_OUTCOMES)
    .map((o) => `${o.path} ${o.status || o.failure} ${typeof o.body === 'string' ? o.body.slice(0, 80) : JSON.stringify(o.body)?.slice(0, 120)}`)
    .join('; ');

/** A client's deadline for one call: longer than any fault the suite injects lasts, by a margin. */
export const DEFAULT_BOUND_MS = 20_000;

export class Api {
  constructor(
    readonly baseUrl: string,
    private readonly cookie: string,
  ) {}

  static async signIn(baseUrl: string, email: string, password: string): Promise<Api> {
    const answer = await fetch(`${baseUrl}${AuthPaths.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Origin: baseUrl },
      body: JSON.stringify({ email, password }),
    });
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (answer.status !== 200 || !cookie) throw new Error(`Sign-in of ${email} failed: ${answer.status} ${await answer.text()}`);
    return new Api(baseUrl, cookie.split(';')[0] ?? '');
  }

  /** POSTs `body` to /api`path`; `key` is the Idempotency-Key (a fresh one unless given). */
  async call(path: string, body: unknown, options: { key?: string; boundMs?: number; headers?: Record<string, string> } = {}): Promise<Outcome> {
    const key = options.key ?? randomUUID();
    const started = Date.now();
    const bound = AbortSignal.timeout(options.boundMs ?? DEFAULT_BOUND_MS);
    try {
      const answer = await fetch(`${this.baseUrl}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Origin: this.baseUrl, cookie: this.cookie, [Headers.idempotencyKey]: key, ...options.headers },
        body: JSON.stringify(body),
        signal: bound,
      });
      const text = await answer.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: kept as text, and never a clear error.
      }
      const position = answer.headers.get(Headers.position);
      return { path, key, status: answer.status, body: parsed, position: position ? BigInt(position) : null, ms: Date.now() - started, failure: null };
    } catch (err) {
      const failure = bound.aborted
        ? `no answer within ${options.boundMs ?? DEFAULT_BOUND_MS} ms`
        : err instanceof Error
          ? `${err.message} ${String((err.cause as Error | undefined)?.message ?? '')}`.trim()
          : String(err);
      return { path, key, status: 0, body: null, position: null, ms: Date.now() - started, failure };
    }
  }

  /** Uploads a file with the form upload, as the client's file picker does. */
  async upload(key: string, name: string, bytes: Buffer): Promise<Outcome> {
    const started = Date.now();
    const form = new FormData();
    form.append('key', key);
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    try {
      const answer = await fetch(`${this.baseUrl}/api/v1/upload`, {
        method: 'POST',
        body: form,
        headers: { Origin: this.baseUrl, cookie: this.cookie },
        signal: AbortSignal.timeout(DEFAULT_BOUND_MS),
      });
      const text = await answer.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: kept as text.
      }
      return { path: '/v1/upload', key: name, status: answer.status, body: parsed, position: null, ms: Date.now() - started, failure: null };
    } catch (err) {
      return { path: '/v1/upload', key: name, status: 0, body: null, position: null, ms: Date.now() - started, failure: err instanceof Error ? err.message : String(err) };
    }
  }

  /** GETs a path of the product (a stored file's URL), with the session. */
  get(path: string): Promise<Response> {
    return fetch(`${this.baseUrl}${path}`, { headers: { cookie: this.cookie }, signal: AbortSignal.timeout(DEFAULT_BOUND_MS) });
  }
}
