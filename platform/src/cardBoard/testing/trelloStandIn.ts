// A local stand-in for the Trello REST calls the adapter makes (trelloCardBoard.ts), for tests only:
// boards, lists and cards held in memory, the key and token checked, and the faults of every stand-in
// (testing/faultyStandIn.ts) on demand.
import type http from 'node:http';
import { sendStandInAnswer as json, startFaultyStandIn, type FaultyStandIn } from '../../testing/faultyStandIn';

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

export interface TrelloStandIn extends FaultyStandIn {
  readonly key: string;
  readonly token: string;
  addBoard(board: { id: string; name: string; lists?: readonly { id: string; name: string; closed?: boolean }[] }): void;
  addCard(card: { id: string; name: string; idBoard: string; idList: string; due?: string | null; dueComplete?: boolean; closed?: boolean }): void;
  /** The card as the stand-in holds it now (after PUTs). */
  cardOf(id: string): Readonly<StandInCard> | undefined;
}

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

  const answer = async (req: http.IncomingMessage, res: http.ServerResponse, { pathname: path, searchParams: query }: URL) => {
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

  const server = await startFaultyStandIn({
    authorized: (req) => req.headers.authorization === `OAuth oauth_consumer_key="${key}", oauth_token="${token}"`,
    unauthorized: { status: 401, body: 'invalid key' },
    hugeAnswer: (bytes) => `["${'x'.repeat(bytes)}"]`,
    answer,
  });
  url = server.url;

  return {
    ...server,
    key,
    token,
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
  };
};
