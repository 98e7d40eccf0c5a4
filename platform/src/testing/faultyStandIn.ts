// The HTTP server under every local stand-in of an outside service (the card board, the learning site):
// it listens on 127.0.0.1 only, records each request, checks the credentials, and plays the faults a
// real service shows (an error status, a slow answer, no answer at all, an answer that is not JSON or
// too large) before the stand-in's own answer. Tests only; nothing leaves the machine.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInFault =
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'slow'; readonly ms: number }
  | { readonly kind: 'silent' }
  | { readonly kind: 'notJson' }
  | { readonly kind: 'huge'; readonly bytes: number };

export interface StandInRequest {
  readonly method: string;
  readonly path: string;
  readonly query: string;
  readonly authorized: boolean;
}

/** A JSON answer, or a plain-text one when the body is a string. */
export const sendStandInAnswer = (res: http.ServerResponse, status: number, body: unknown): void => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};

export interface FaultyStandInOptions {
  /** Whether the request carries the service's credentials. */
  authorized(req: http.IncomingMessage): boolean;
  /** The service's answer to a request without them. */
  readonly unauthorized: { readonly status: number; readonly body: string };
  /** A syntactically valid answer of about `bytes` bytes, as the service would send it. */
  hugeAnswer(bytes: number): unknown;
  /** The stand-in's own answer, when no fault is set. */
  answer(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> | void;
}

export interface FaultyStandIn {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly requests: readonly StandInRequest[];
  /** Every request from now on meets this fault (null: none). */
  setFault(fault: StandInFault | null): void;
  stop(): Promise<void>;
}

export const startFaultyStandIn = async (options: FaultyStandInOptions): Promise<FaultyStandIn> => {
  const requests: StandInRequest[] = [];
  const held = new Set<http.ServerResponse>();
  let fault: StandInFault | null = null;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const authorized = options.authorized(req);
    requests.push({ method: req.method ?? '', path: url.pathname, query: url.search, authorized });
    const now = fault;
    if (now?.kind === 'silent') {
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    if (!authorized) return sendStandInAnswer(res, options.unauthorized.status, options.unauthorized.body);
    if (now?.kind === 'status') return sendStandInAnswer(res, now.status, 'stand-in fault');
    if (now?.kind === 'notJson') return sendStandInAnswer(res, 200, '<html>maintenance</html>');
    if (now?.kind === 'huge') return sendStandInAnswer(res, 200, options.hugeAnswer(now.bytes));
    const run = () => Promise.resolve(options.answer(req, res, url)).catch(() => sendStandInAnswer(res, 500, 'stand-in error'));
    if (now?.kind === 'slow') {
      held.add(res);
      const timer = setTimeout(() => {
        held.delete(res);
        void run();
      }, now.ms);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    void run();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    setFault: (f) => {
      fault = f;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
