import { FILE_SEARCH_PAGE, type CallDef } from '@wb/contracts';
import { buildStore } from '../../app/store';
import type { Services } from '../../app/services';
import { searchApi } from './searchApi';

interface Asked {
  path: string;
  input: Record<string, unknown>;
  signal: AbortSignal | undefined;
  answer(total: number, n: number): void;
}

/** A store whose API client records each call and answers it when the test says. */
const world = () => {
  const asked: Asked[] = [];
  const api = {
    call: (def: CallDef, input: Record<string, unknown>, options?: { signal?: AbortSignal }) =>
      new Promise((resolve) => {
        asked.push({
          path: def.path,
          input,
          signal: options?.signal,
          answer: (total, n) =>
            resolve({
              files: Array.from({ length: n }, (_, i) => ({ fileID: `${Number(input['start']) + i}` })),
              total,
              totalCapped: false,
            }),
        });
      }),
  };
  const services = {
    api,
    notify: { error: jest.fn(), success: jest.fn() },
    navigate: jest.fn(),
    location: { current: () => '/', subscribe: () => () => undefined },
    subscribeToChanges: () => () => undefined,
  } as unknown as Services;
  return { store: buildStore(services).store, asked };
};
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('the kit search endpoint', () => {
  it('asks /assets/searchKit for a kit and /files/searchFiles for All, 50 at a time', async () => {
    const { store, asked } = world();
    store.dispatch(searchApi.endpoints.kitSearch.initiate({ kit: '12', text: 'phot', sortBy: 'relevance' }));
    store.dispatch(searchApi.endpoints.kitSearch.initiate({ kit: 'all', text: 'phot', sortBy: 'newest' }));
    await tick();
    expect(asked.map((a) => [a.path, a.input])).toEqual([
      ['/assets/searchKit', { kitID: '12', text: 'phot', sortBy: 'relevance', start: 0, count: FILE_SEARCH_PAGE }],
      ['/files/searchFiles', { text: 'phot', sortBy: 'newest', start: 0, count: FILE_SEARCH_PAGE }],
    ]);
  });

  it('loads the next page from 50 while more hits remain', async () => {
    const { store, asked } = world();
    const args = { kit: '12', text: '', sortBy: 'number' as const };
    const first = store.dispatch(searchApi.endpoints.kitSearch.initiate(args));
    await tick();
    asked[0]!.answer(120, 50);
    await first;
    const next = store.dispatch(searchApi.endpoints.kitSearch.initiate(args, { direction: 'forward' }));
    await tick();
    expect(asked[1]!.input['start']).toBe(50);
    asked[1]!.answer(120, 50);
    await next;
    expect(
      searchApi.endpoints.kitSearch
        .select(args)(store.getState())
        .data?.pages.flatMap((p) => p.files),
    ).toHaveLength(100);
  });

  it('aborts a search the user has typed past', async () => {
    const { store, asked } = world();
    const typedPast = store.dispatch(searchApi.endpoints.kitSearch.initiate({ kit: '12', text: 'pho', sortBy: 'relevance' }));
    await tick();
    typedPast.unsubscribe();
    store.dispatch(searchApi.endpoints.kitSearch.initiate({ kit: '12', text: 'phot cel', sortBy: 'relevance' }));
    await tick();
    expect(asked.map((a) => [a.input['text'], a.signal?.aborted])).toEqual([
      ['pho', true],
      ['phot cel', false],
    ]);
  });
});
