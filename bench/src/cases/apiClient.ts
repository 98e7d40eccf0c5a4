// One signed-in user of the bench: JSON over keep-alive HTTP with the session cookie and the Origin
// header a browser sends. node:http rather than fetch, so the client's own cost stays small beside
// the latencies measured.
import http from 'node:http';
import { AuthPaths, UploadPaths } from '@wb/contracts';

export interface ApiAnswer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: any;
}

export class ApiClient {
  private cookie = '';

  constructor(
    private readonly baseUrl: string,
    private readonly agent: http.Agent,
  ) {}

  /**
   * `parse: false` leaves the answer's body unread as JSON (body null): a page of cards costs the
   * bench's clients more to parse than to send, and they share the server's cores.
   */
  post(path: string, body: unknown, headers: Record<string, string> = {}, parse = true): Promise<ApiAnswer> {
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${this.baseUrl}${path}`,
        {
          method: 'POST',
          agent: this.agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            origin: this.baseUrl,
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            if (!parse && response.statusCode === 200) {
              resolve({ status: 200, headers: response.headers, body: null });
              return;
            }
            const text = Buffer.concat(chunks).toString('utf8');
            try {
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text ? JSON.parse(text) : null });
            } catch {
              reject(new Error(`${path} answered ${response.statusCode} with non-JSON: ${text.slice(0, 200)}`));
            }
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  /** A POST that must answer 200; anything else stops the bench with the answer. */
  async ok(path: string, body: unknown, headers: Record<string, string> = {}, parse = true): Promise<ApiAnswer> {
    const answer = await this.post(path, body, headers, parse);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer;
  }

  /**
   * Stores a file with the upload form, as the browser sends it, and answers its address. Setup only
   * (fetch's FormData, not the measured path): a kit records only its adder's own uploads.
   */
  async upload(purpose: string, name: string, bytes: Buffer): Promise<string> {
    const form = new FormData();
    form.append('key', purpose);
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const answer = await fetch(`${this.baseUrl}${UploadPaths.upload}`, { method: 'POST', body: form, headers: { origin: this.baseUrl, cookie: this.cookie } });
    const text = await answer.text();
    if (answer.status !== 200) throw new Error(`upload ${name} answered ${answer.status}: ${text.slice(0, 200)}`);
    return (JSON.parse(text) as { url: string }).url;
  }

  async signIn(email: string, password: string): Promise<void> {
    const answer = await this.ok(AuthPaths.login, { email, password });
    const cookies = answer.headers['set-cookie'] ?? [];
    this.cookie = cookies.map((c) => c.split(';')[0]!).join('; ');
    if (!this.cookie) throw new Error('sign-in answered no session cookie');
  }
}

export interface SignedInClients {
  readonly clients: readonly ApiClient[];
  /** Closes the idle keep-alive sockets, so that the bench process can end. */
  close(): void;
}

/** `count` clients sharing keep-alive sockets, each signed in as the admin with its own session. */
export const signedInClients = async (baseUrl: string, email: string, password: string, count: number): Promise<SignedInClients> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  try {
    // One after another: a sign-in appends to the user's stream, so concurrent ones of the same user conflict.
    const clients: ApiClient[] = [];
    for (let i = 0; i < count; i += 1) {
      const client = new ApiClient(baseUrl, agent);
      await client.signIn(email, password);
      clients.push(client);
    }
    return { clients, close: () => agent.destroy() };
  } catch (err) {
    agent.destroy();
    throw err;
  }
};
