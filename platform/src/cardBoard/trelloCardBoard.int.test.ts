// The Trello adapter's contract suite, against the local stand-in (testing/trelloStandIn.ts): each
// call of the port answers what the card board holds, and a card board that refuses, errs, is slow,
// never answers or answers nonsense gives a CardBoardFailure of its kind, within the timeout.
import { CardBoardFailure, unconfiguredCardBoard, type CardBoard } from './cardBoard';
import { startTrelloStandIn, type TrelloStandIn } from './testing/trelloStandIn';
import { cardBoardFromConfig, trelloCardBoard } from './trelloCardBoard';
import { failureKindOf } from '../testing/failureKindOf';

const TIMEOUT_MS = 300;
let standIn: TrelloStandIn;
let board: CardBoard;

beforeAll(async () => {
  standIn = await startTrelloStandIn();
  board = trelloCardBoard({ baseUrl: standIn.url, key: standIn.key, token: standIn.token, timeoutMs: TIMEOUT_MS });
  standIn.addBoard({
    id: 'b1',
    name: 'Physics',
    lists: [
      { id: 'l1', name: 'Script' },
      { id: 'l2', name: 'Voiceover' },
      { id: 'l3', name: 'Old', closed: true },
    ],
  });
  standIn.addCard({ id: 'c1', name: 'Gravity', idBoard: 'b1', idList: 'l1', due: '2026-12-31T17:00:00.000Z' });
  standIn.addCard({ id: 'c2', name: 'Magnets', idBoard: 'b1', idList: 'l2' });
  standIn.addCard({ id: 'c3', name: 'Archived', idBoard: 'b1', idList: 'l2', closed: true });
  standIn.addCard({ id: 'c4', name: 'Orphan', idBoard: 'b1', idList: 'gone' });
});
afterEach(() => standIn.setFault(null));
afterAll(() => standIn?.stop());

const failureOf = (run: () => Promise<unknown>) => failureKindOf(CardBoardFailure, run);

describe('answers', () => {
  it("gives a board's name and its open lists, the key and token sent in the Authorization header", async () => {
    expect(await board.board('b1')).toEqual({
      id: 'b1',
      name: 'Physics',
      lists: [
        { id: 'l1', name: 'Script' },
        { id: 'l2', name: 'Voiceover' },
      ],
    });
    expect(standIn.requests.at(-1)).toEqual({ method: 'GET', path: '/1/boards/b1/lists', query: '?filter=open&fields=name', authorized: true });
  });

  it('gives the open cards of a list and of a whole board', async () => {
    expect(await board.cardsOfList('l2')).toEqual([{ id: 'c2', name: 'Magnets' }]);
    expect((await board.cardsOfBoard('b1')).map((c) => c.id)).toEqual(['c1', 'c2', 'c4']);
  });

  it("gives a card's data with its list, and null for a list the card board does not find", async () => {
    expect(await board.card('c1')).toEqual({
      id: 'c1',
      name: 'Gravity',
      url: `${standIn.url}/c/c1`,
      due: '2026-12-31T17:00:00.000Z',
      dueComplete: false,
      idBoard: 'b1',
      idList: 'l1',
      list: { id: 'l1', name: 'Script' },
      dateLastActivity: expect.any(String),
    });
    expect((await board.card('c4')).list).toBeNull();
  });

  it("sets and clears a card's due date and completion", async () => {
    await board.updateDue('c2', '2027-01-15T09:00:00.000Z', true);
    expect(standIn.cardOf('c2')).toMatchObject({ due: '2027-01-15T09:00:00.000Z', dueComplete: true });
    await board.updateDue('c2', null, false);
    expect(standIn.cardOf('c2')).toMatchObject({ due: null, dueComplete: false });
  });
});

describe('failures', () => {
  it('answers notFound for an unknown board, list or card', async () => {
    expect(await failureOf(() => board.board('nope'))).toBe('notFound');
    expect(await failureOf(() => board.cardsOfList('nope'))).toBe('notFound');
    expect(await failureOf(() => board.card('nope'))).toBe('notFound');
    expect(await failureOf(() => board.updateDue('nope', null, false))).toBe('notFound');
  });

  it('answers failed for a wrong key, an error status, an answer that is not JSON and one that is too large', async () => {
    const wrongKey = trelloCardBoard({ baseUrl: standIn.url, key: 'other', token: standIn.token, timeoutMs: TIMEOUT_MS });
    expect(await failureOf(() => wrongKey.card('c1'))).toBe('failed');
    standIn.setFault({ kind: 'status', status: 500 });
    expect(await failureOf(() => board.card('c1'))).toBe('failed');
    standIn.setFault({ kind: 'status', status: 429 });
    expect(await failureOf(() => board.board('b1'))).toBe('failed');
    standIn.setFault({ kind: 'notJson' });
    expect(await failureOf(() => board.card('c1'))).toBe('failed');
    standIn.setFault({ kind: 'huge', bytes: 64 * 1024 });
    const small = trelloCardBoard({ baseUrl: standIn.url, key: standIn.key, token: standIn.token, timeoutMs: TIMEOUT_MS }, { maxBytes: 1024 });
    expect(await failureOf(() => small.cardsOfList('l1'))).toBe('failed');
  });

  it('answers timeout, within the timeout, for a slow card board and for one that never answers', async () => {
    for (const fault of [{ kind: 'slow', ms: 2_000 }, { kind: 'silent' }] as const) {
      standIn.setFault(fault);
      const started = Date.now();
      expect(await failureOf(() => board.card('c1'))).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 500);
    }
  });

  it('answers unreachable when nothing listens at the address', async () => {
    const nowhere = trelloCardBoard({ baseUrl: 'http://127.0.0.1:9', key: 'k', token: 't', timeoutMs: TIMEOUT_MS });
    expect(await failureOf(() => nowhere.card('c1'))).toBe('unreachable');
  });

  it('answers notConfigured on every call without a configuration', async () => {
    const none = cardBoardFromConfig(null);
    expect(none).toBe(unconfiguredCardBoard);
    expect(none.configured).toBe(false);
    expect(await failureOf(() => none.board('b1'))).toBe('notConfigured');
    expect(await failureOf(() => none.updateDue('c1', null, false))).toBe('notConfigured');
  });
});
