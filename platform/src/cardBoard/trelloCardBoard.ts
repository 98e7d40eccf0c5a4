// The Trello REST adapter of the card-board port. Each request is bounded in time (the answer read
// whole within timeoutMs, whether Trello is slow, drips or never answers) and in size (maxBytes), and
// every failure becomes a CardBoardFailure. The key and token go in the Authorization header, never
// in a URL that could be logged.
import { z } from 'zod';
import { CardBoardFailure, unconfiguredCardBoard, type CardBoard, type CardBoardCard } from './cardBoard';

export interface TrelloConfig {
  /** https://api.trello.com, or the local stand-in of the tests. */
  readonly baseUrl: string;
  readonly key: string;
  readonly token: string;
  /** The longest one request may take, its answer read whole. */
  readonly timeoutMs: number;
}

/** Trello's answers are small; a larger one is refused rather than read. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

const Named = z.object({ id: z.string(), name: z.string() });
const Card = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  due: z.string().nullable().optional(),
  dueComplete: z.boolean().optional(),
  idBoard: z.string(),
  idList: z.string(),
  list: Named.nullable().optional(),
  dateLastActivity: z.string().nullable().optional(),
});

const readBounded = async (res: Response, maxBytes: number): Promise<string> => {
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new CardBoardFailure('failed', `answer of ${declared} bytes`);
  if (!res.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new CardBoardFailure('failed', `answer above ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
};

export const trelloCardBoard = (config: TrelloConfig, options: { maxBytes?: number } = {}): CardBoard => {
  const base = config.baseUrl.replace(/\/+$/, '');
  const maxBytes = options.maxBytes ?? MAX_ANSWER_BYTES;
  const authorization = `OAuth oauth_consumer_key="${config.key}", oauth_token="${config.token}"`;

  const request = async <T>(method: 'GET' | 'PUT', path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> => {
    const signal = AbortSignal.timeout(config.timeoutMs);
    const init: RequestInit = {
      method,
      signal,
      headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    };
    let text: string;
    let status: number;
    try {
      const res = await fetch(`${base}${path}`, init);
      status = res.status;
      text = await readBounded(res, maxBytes);
    } catch (err) {
      if (err instanceof CardBoardFailure) throw err;
      if (signal.aborted) throw new CardBoardFailure('timeout', `${method} ${path} took over ${config.timeoutMs} ms`);
      throw new CardBoardFailure('unreachable', `${method} ${path}: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (status === 404 || (status === 400 && /invalid id/i.test(text))) throw new CardBoardFailure('notFound', `${method} ${path}`);
    if (status < 200 || status >= 300) throw new CardBoardFailure('failed', `${method} ${path} answered ${status}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new CardBoardFailure('failed', `${method} ${path} answered no JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new CardBoardFailure('failed', `${method} ${path} answered an unexpected shape`);
    return parsed.data;
  };

  const at = (kind: string, id: string, rest = '') => `/1/${kind}/${encodeURIComponent(id)}${rest}`;
  const toCard = (c: z.infer<typeof Card>): CardBoardCard => ({
    id: c.id,
    name: c.name,
    url: c.url,
    due: c.due ?? null,
    dueComplete: c.dueComplete ?? false,
    idBoard: c.idBoard,
    idList: c.idList,
    list: c.list ?? null,
    dateLastActivity: c.dateLastActivity ?? null,
  });
  const cardFields = 'fields=name,url,due,dueComplete,idBoard,idList,dateLastActivity';

  return {
    configured: true,
    async board(boardId) {
      const board = await request('GET', at('boards', boardId, '?fields=name'), Named);
      const lists = await request('GET', at('boards', boardId, '/lists?filter=open&fields=name'), z.array(Named));
      return { id: board.id, name: board.name, lists: lists.map((l) => ({ id: l.id, name: l.name })) };
    },
    cardsOfList: async (listId) => (await request('GET', at('lists', listId, '/cards?filter=open&fields=name'), z.array(Named))).map((c) => ({ id: c.id, name: c.name })),
    cardsOfBoard: async (boardId) => (await request('GET', at('boards', boardId, '/cards?filter=open&fields=name'), z.array(Named))).map((c) => ({ id: c.id, name: c.name })),
    async card(cardId) {
      const card = await request('GET', at('cards', cardId, `?${cardFields}&list=true&list_fields=name`), Card);
      return toCard(card);
    },
    async updateDue(cardId, due, dueComplete) {
      await request('PUT', at('cards', cardId), z.object({ id: z.string() }), { due, dueComplete });
    },
  };
};

/** The card board the configuration names: Trello with TRELLO_KEY and TRELLO_TOKEN, else none. */
export const cardBoardFromConfig = (trello: TrelloConfig | null): CardBoard => (trello ? trelloCardBoard(trello) : unconfiguredCardBoard);
