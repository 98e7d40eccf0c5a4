// A small fetch client with a cookie jar, as a browser would keep the session cookie between calls, and
// an Origin on every state-changing call, as a browser sends it (the product refuses one without).
import { AuthPaths, Headers as ApiHeaders, POSITION_NOT_REACHED_RETRIES } from '@wb/contracts';

export interface Answer<B = any> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: B;
  readonly text: string;
}

export class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
    // As the web client does: a query answered before the read models passed its X-Min-Position is
    // asked again. An answer that does not say so must show the caller's writes, so the tests' checks
    // of what a query sees stay exact.
    let answer = await this.requestOnce(method, path, options);
    for (let again = 0; again < POSITION_NOT_REACHED_RETRIES && answer.headers.get(ApiHeaders.positionReached) === 'false'; again += 1) answer = await this.requestOnce(method, path, options);
    return answer;
  }

  private async requestOnce(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> }): Promise<Answer> {
    const headers: Record<string, string> = { ...this.defaultHeaders, ...options.headers };
    const origin = Object.keys(headers).find((name) => name.toLowerCase() === 'origin');
    // An Origin given as '' means none at all: how a test plays a client that names no origin.
    if (origin === undefined && method !== 'GET' && method !== 'HEAD') headers.Origin = new URL(this.baseUrl).origin;
    else if (origin !== undefined && headers[origin] === '') delete headers[origin];
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      redirect: 'manual',
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    });
    for (const cookie of response.headers.getSetCookie()) this.remember(cookie);
    const text = await response.text();
    let body: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) body = JSON.parse(text);
    return { status: response.status, headers: response.headers, body, text };
  }

  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer> {
    return this.request('POST', path, { body: body ?? {}, headers });
  }

  get(path: string, headers?: Record<string, string>): Promise<Answer> {
    return this.request('GET', path, { headers });
  }

  /** Signs in with email and password; throws unless it succeeded. */
  async signIn(email: string, password: string): Promise<Answer> {
    const answer = await this.post(AuthPaths.login, { email, password });
    if (answer.status !== 200) throw new Error(`Sign-in of ${email} failed: ${answer.status} ${answer.text}`);
    return answer;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private remember(setCookie: string) {
    const [pair = '', ...attributes] = setCookie.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now()));
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
