// A local stand-in of the learning site for tests only: the two requests the adapter makes
// (httpLearningSite.ts) answered from nodes held in memory, the token checked, and the faults of every
// stand-in (testing/faultyStandIn.ts) on demand.
import type http from 'node:http';
import { sendStandInAnswer, startFaultyStandIn, type FaultyStandIn } from '../../testing/faultyStandIn';
import type { LearningSiteNode } from '../learningSite';

export interface LearningStandInNode {
  readonly id: string;
  readonly name: string;
  readonly status?: 0 | 1 | 2;
  readonly data?: LearningSiteNode['media']['data'];
  readonly thumbnail?: string | null;
}

export interface LearningStandIn extends FaultyStandIn {
  readonly token: string;
  /** Adds (or replaces) a node; its page and edit page are under the stand-in's address. */
  addNode(node: LearningStandInNode): void;
}

export const startLearningStandIn = async (options: { token?: string } = {}): Promise<LearningStandIn> => {
  const token = options.token ?? 'stand-in-learning-token';
  const nodes = new Map<string, LearningStandInNode>();
  let url = '';

  const nodeAnswer = (n: LearningStandInNode) => ({
    id: n.id,
    name: n.name,
    url: `${url}/videos/${encodeURIComponent(n.id)}`,
    editUrl: `${url}/videos/${encodeURIComponent(n.id)}/edit`,
    thumbnail: n.thumbnail ?? null,
    media: { status: n.status ?? 0, data: n.data ?? {} },
  });

  const answer = (req: http.IncomingMessage, res: http.ServerResponse, { pathname: path, searchParams: query }: URL) => {
    if (req.method !== 'GET') return sendStandInAnswer(res, 405, 'Method not allowed');
    if (path === '/api/nodes') {
      const text = (query.get('text') ?? '').toLowerCase();
      const limit = Number(query.get('limit') ?? '100');
      const hits = [...nodes.values()].filter((n) => n.name.toLowerCase().includes(text)).slice(0, limit);
      return sendStandInAnswer(res, 200, { data: hits.map((n) => ({ id: n.id, name: n.name })) });
    }
    const match = /^\/api\/nodes\/([^/]+)$/.exec(path);
    const node = match ? nodes.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (node) return sendStandInAnswer(res, 200, nodeAnswer(node));
    return sendStandInAnswer(res, 404, 'Not found');
  };

  const server = await startFaultyStandIn({
    authorized: (req) => req.headers.authorization === `Bearer ${token}`,
    unauthorized: { status: 401, body: 'Unauthorized' },
    hugeAnswer: (bytes) => ({ data: [{ id: '1', name: 'x'.repeat(bytes) }] }),
    answer,
  });
  url = server.url;
  return { ...server, token, addNode: (n) => nodes.set(n.id, n) };
};
