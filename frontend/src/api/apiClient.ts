import { API_PREFIX, type AuthPaths, Headers, POSITION_NOT_REACHED_RETRIES, type CallDef, type CallInput, type CallOutput } from '@wb/contracts';
import { errorFromBody, SOMETHING_HAPPENED_MESSAGE, ApiError } from './apiError';
import { createPositionTracker } from './positionTracker';
import { connectionsFromBody, SSO_CONNECTIONS_PATH, type SsoConnection } from './ssoConnections';

export interface CallOptions {
  signal?: AbortSignal;
}

/** The one client of the API: every path and method comes from the call registry in contracts. */
export interface ApiClient {
  call<C extends CallDef>(def: C, input: CallInput<C>, options?: CallOptions): Promise<CallOutput<C>>;
  /** Sign-in endpoints outside /api (login, setPassword, logout). */
  auth(path: (typeof AuthPaths)[keyof typeof AuthPaths], body: unknown): Promise<unknown>;
  /** The single sign-on connections the server offers. */
  ssoConnections(): Promise<SsoConnection[]>;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** A GET's input goes in its query string (fields left undefined are not sent). */
const queryStringOf = (input: unknown): string => {
  if (typeof input !== 'object' || input === null) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) if (value !== undefined) params.append(key, String(value));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
};

const readBody = async (res: Response): Promise<unknown> => {
  const text = await res.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

export const createApiClient = (fetchImpl: FetchLike = (url, init) => fetch(url, init), newKey: () => string = () => crypto.randomUUID()): ApiClient => {
  const positions = createPositionTracker();

  const fetchOnce = async (url: string, init: RequestInit): Promise<Response> => {
    try {
      return await fetchImpl(url, { credentials: 'include', ...init });
    } catch (e) {
      if ((e as { name?: string }).name === 'AbortError') throw e;
      throw new ApiError(SOMETHING_HAPPENED_MESSAGE, 0, null);
    }
  };

  const send = async (url: string, init: RequestInit, isCommand: boolean): Promise<unknown> => {
    let res = await fetchOnce(url, init);
    // A query answered before the read models passed our latest write (the server's wait is bounded,
    // and a busy server can lag past it) is asked again, each time waiting that bound once more, so
    // that what a person just did does not look undone or missing (X-Position-Reached in contracts).
    for (let again = 0; !isCommand && again < POSITION_NOT_REACHED_RETRIES && res.headers.get(Headers.positionReached) === 'false'; again += 1) {
      await res.body?.cancel();
      res = await fetchOnce(url, init);
    }
    if (isCommand) positions.observe(res.headers.get(Headers.position));
    const body = await readBody(res);
    if (!res.ok) throw errorFromBody(res.status, body);
    return body;
  };

  return {
    async call(def, input, options) {
      const isCommand = def.kind === 'command';
      const headers: Record<string, string> = { Accept: 'application/json' };
      const min = positions.current();
      if (min !== null) headers[Headers.minPosition] = min;
      if (isCommand) headers[Headers.idempotencyKey] = newKey();
      const init: RequestInit = { method: def.method, headers, signal: options?.signal };
      if (def.method !== 'GET') {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(input ?? {});
      }
      const query = def.method === 'GET' ? queryStringOf(input) : '';
      return (await send(`${API_PREFIX}${def.path}${query}`, init, isCommand)) as never;
    },
    auth(path, body) {
      return send(
        path,
        {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json', [Headers.idempotencyKey]: newKey() },
          body: JSON.stringify(body ?? {}),
        },
        true,
      );
    },
    async ssoConnections() {
      return connectionsFromBody(await send(SSO_CONNECTIONS_PATH, { method: 'GET', headers: { Accept: 'application/json' } }, false));
    },
  };
};
