// A local stand-in of the learning site for tests only: the two requests the adapter makes
// (httpLearningSite.ts) answered from nodes held in memory, the token checked, and faults on demand
// (an error status, a slow answer, no answer at all, an answer that is not JSON or too large). It
// listens on 127.0.0.1 only; nothing leaves the machine.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LearningSiteNode } from '../learningSite';

export type LearningStandInFault =
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'slow'; readonly ms: number }
  | { readonly kind: 'silent' }
  | { readonly kind: 'notJson' }
  | { readonly kind: 'huge'; readonly bytes: number };

export interface LearningStandInNode {
  readonly id: string;
  readonly name: string;
  readonly status?: 0 | 1 | 2;
  readonly data?: LearningSiteNode['media']['data'];
  readonly thumbnail?: string | null;
}

export interface LearningStandIn {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly token: string;
  /** Adds (or replaces) a node; its page and edit page are under the stand-in's address. */
  addNode(node: LearningStandInNode): void;
  /** Every request from now on meets this fault (null: none). */
  setFault(fault: LearningStandInFault | null): void;
  /** Path and query of each request received, and whether it carried the token. */
  readonly requests: readonly { readonly path: string; readonly query: string; readonly authorized: boolean }[];
  stop(): Promise<void>;
}

const send = (res: http.ServerResponse, status: number, body: unknown) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};

export const startLearningStandIn = async (options: { token?: string } = {}): Promise<LearningStandIn> => {
  const token = options.token ?? 'stand-in-learning-token';
  const nodes = new Map<string, LearningStandInNode>();
  const requests: { path: string; query: string; authorized: boolean }[] = [];
  const held = new Set<http.ServerResponse>();
  let fault: LearningStandInFault | null = null;
  let url = '';

  const nodeAnswer = (n: LearningStandInNode) => ({
    id: n.id,
    name: n.name,
    url: `${url}/videos/${encodeURIComponent(n.id)}`,
    editUrl: `${url}/videos/${encodeURIComponent(n.id)}/edit`,
    thumbnail: n.thumbnail ?? null,
    media: { status: n.status ?? 0, data: n.data ?? {} },
  });

  const answer = (res: http.ServerResponse, path: string, query: URLSearchParams) => {
    if (path === '/api/nodes') {
      const text = (query.get('text') ?? '').toLowerCase();
      const limit = Number(query.get('limit') ?? '100');
      const hits = [...nodes.values()].filter((n) => n.name.toLowerCase().includes(text)).slice(0, limit);
      return send(res, 200, { data: hits.map((n) => ({ id: n.id, name: n.name })) });
    }
    const match = /^\/api\/nodes\/([^/]+)$/.exec(path);
    const node = match ? nodes.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (node) return send(res, 200, nodeAnswer(node));
    return send(res, 404, 'Not found');
  };

  const server = http.createServer((req, res) => {
    const parsed = new URL(req.url ?? '/', 'http://stand-in');
    const authorized = req.headers.authorization === `Bearer ${token}`;
    requests.push({ path: parsed.pathname, query: parsed.search, authorized });
    const now = fault;
    if (now?.kind === 'silent') {
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    if (!authorized) return send(res, 401, 'Unauthorized');
    if (req.method !== 'GET') return send(res, 405, 'Method not allowed');
    if (now?.kind === 'status') return send(res, now.status, 'stand-in fault');
    if (now?.kind === 'notJson') return send(res, 200, '<html>maintenance</html>');
    if (now?.kind === 'huge') return send(res, 200, { data: [{ id: '1', name: 'x'.repeat(now.bytes) }] });
    if (now?.kind === 'slow') {
      held.add(res);
      const timer = setTimeout(() => {
        held.delete(res);
        answer(res, parsed.pathname, parsed.searchParams);
      }, now.ms);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    answer(res, parsed.pathname, parsed.searchParams);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    token,
    requests,
    addNode: (n) => nodes.set(n.id, n),
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
