// A local stand-in for the Trello REST calls the adapter makes (trelloCardBoard.ts), for tests only:
// boards, lists and cards held in memory, the key and token checked, and faults on demand (an error
// status, a slow answer, no answer at all, an answer that is not JSON or too large). It listens on
// 127.0.0.1 only; nothing leaves the machine.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInFault =
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'slow'; readonly ms: number }
  | { readonly kind: 'silent' }
  | { readonly kind: 'notJson' }
  | { readonly kind: 'huge'; readonly bytes: number };

interface StandInCard {
  id: string;
  name: string;
  idBoard: string;
  idList: string;
  due: string | null;
  dueComplete: boolean;
  closed: boolean;
  dateLastActivity: string;
}

export interface TrelloStandIn {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly key: string;
  readonly token: string;
  addBoard(board: { id: string; name: string; lists?: readonly { id: string; name: string; closed?: boolean }[] }): void;
  addCard(card: { id: string; name: string; idBoard: string; idList: string; due?: string | null; dueComplete?: boolean; closed?: boolean }): void;
  /** The card as the stand-in holds it now (after PUTs). */
  cardOf(id: string): Readonly<StandInCard> | undefined;
  /** Every request from now on meets this fault (null: none). */
  setFault(fault: StandInFault | null): void;
  /** Method and path (without the query) of each request received. */
  readonly requests: readonly { readonly method: string; readonly path: string; readonly authorized: boolean }[];
  stop(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};

const readBody = (req: http.IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export const startTrelloStandIn = async (credentials: { key?: string; token?: string } = {}): Promise<TrelloStandIn> => {
  const key = credentials.key ?? 'stand-in-key';
  const token = credentials.token ?? 'stand-in-token';
  const boards = new Map<string, { id: string; name: string; lists: { id: string; name: string; closed: boolean }[] }>();
  const cards = new Map<string, StandInCard>();
  const requests: { method: string; path: string; authorized: boolean }[] = [];
  let fault: StandInFault | null = null;
  const held = new Set<http.ServerResponse>();
  let url = '';

  const listOf = (id: string) => [...boards.values()].flatMap((b) => b.lists).find((l) => l.id === id);
  const cardAnswer = (c: StandInCard, withList: boolean) => {
    const list = listOf(c.idList);
    return {
      id: c.id,
      name: c.name,
      url: `${url}/c/${c.id}`,
      due: c.due,
      dueComplete: c.dueComplete,
      idBoard: c.idBoard,
      idList: c.idList,
      dateLastActivity: c.dateLastActivity,
      ...(withList ? { list: list ? { id: list.id, name: list.name } : null } : {}),
    };
  };

  const answer = async (req: http.IncomingMessage, res: http.ServerResponse, path: string, query: URLSearchParams) => {
    const seg = path.split('/').filter(Boolean).map(decodeURIComponent);
    if (seg[0] !== '1') return json(res, 404, 'The requested resource was not found.');
    const [, kind, id, sub] = seg;
    if (req.method === 'GET' && kind === 'boards' && id) {
      const board = boards.get(id);
      if (!board) return json(res, 404, 'The requested resource was not found.');
      if (sub === undefined) return json(res, 200, { id: board.id, name: board.name });
      if (sub === 'lists')
        return json(
          res,
          200,
          board.lists.filter((l) => !l.closed).map((l) => ({ id: l.id, name: l.name })),
        );
      if (sub === 'cards')
        return json(
          res,
          200,
          [...cards.values()].filter((c) => c.idBoard === id && !c.closed).map((c) => ({ id: c.id, name: c.name })),
        );
    }
    if (req.method === 'GET' && kind === 'lists' && id && sub === 'cards') {
      if (!listOf(id)) return json(res, 404, 'The requested resource was not found.');
      return json(
        res,
        200,
        [...cards.values()].filter((c) => c.idList === id && !c.closed).map((c) => ({ id: c.id, name: c.name })),
      );
    }
    if (kind === 'cards' && id && sub === undefined) {
      const card = cards.get(id);
      if (!card) return json(res, 404, 'The requested resource was not found.');
      if (req.method === 'GET') return json(res, 200, cardAnswer(card, query.get('list') === 'true'));
      if (req.method === 'PUT') {
        const body = JSON.parse((await readBody(req)) || '{}') as { due?: string | null; dueComplete?: boolean };
        if (body.due !== undefined) card.due = body.due === null ? null : new Date(body.due).toISOString();
        if (body.dueComplete !== undefined) card.dueComplete = body.dueComplete;
        card.dateLastActivity = new Date().toISOString();
        return json(res, 200, cardAnswer(card, false));
      }
    }
    return json(res, 404, 'The requested resource was not found.');
  };

  const server = http.createServer((req, res) => {
    const parsed = new URL(req.url ?? '/', 'http://stand-in');
    const authorized = req.headers.authorization === `OAuth oauth_consumer_key="${key}", oauth_token="${token}"`;
    requests.push({ method: req.method ?? '', path: parsed.pathname, authorized });
    const now = fault;
    if (now?.kind === 'silent') {
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    if (!authorized) return json(res, 401, 'invalid key');
    if (now?.kind === 'status') return json(res, now.status, 'stand-in fault');
    if (now?.kind === 'notJson') return json(res, 200, '<html>maintenance</html>');
    if (now?.kind === 'huge') return json(res, 200, `["${'x'.repeat(now.bytes)}"]`);
    const run = () => answer(req, res, parsed.pathname, parsed.searchParams).catch(() => json(res, 500, 'stand-in error'));
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
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    key,
    token,
    requests,
    addBoard: (b) => boards.set(b.id, { id: b.id, name: b.name, lists: (b.lists ?? []).map((l) => ({ id: l.id, name: l.name, closed: l.closed ?? false })) }),
    addCard: (c) =>
      cards.set(c.id, {
        id: c.id,
        name: c.name,
        idBoard: c.idBoard,
        idList: c.idList,
        due: c.due ?? null,
        dueComplete: c.dueComplete ?? false,
        closed: c.closed ?? false,
        dateLastActivity: new Date().toISOString(),
      }),
    cardOf: (id) => cards.get(id),
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
