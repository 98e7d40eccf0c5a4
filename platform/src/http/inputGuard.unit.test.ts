import type { Request, Response } from 'express';
import { ApiError } from './apiError';
import { ARRAY_BODY_REFUSED, NUL_REFUSED, SURROGATE_REFUSED, inputGuard } from './inputGuard';

/** What the guard does with a body (and query): 'passed', or the refused field and its reason. */
const verdict = (body: unknown, query: Record<string, unknown> = {}): 'passed' | Record<string, string> => {
  let result: 'passed' | Record<string, string> = 'passed';
  inputGuard()({ body, query } as unknown as Request, {} as Response, (err?: unknown) => {
    if (err instanceof ApiError) result = err.fields ?? {};
    else if (err !== undefined) throw err;
  });
  return result;
};

describe('the input guard', () => {
  it('refuses a NUL character in any value, however deep, naming where it is', () => {
    expect(verdict({ email: 'a\u0000@b' })).toEqual({ email: NUL_REFUSED });
    expect(verdict({ trelloData: { boards: [{ name: 'x\u0000' }] } })).toEqual({ 'trelloData.boards.0.name': NUL_REFUSED });
  });

  it('refuses an unpaired surrogate, high or low, and keeps a paired one (an emoji)', () => {
    expect(verdict({ name: 'x\ud800y' })).toEqual({ name: SURROGATE_REFUSED });
    expect(verdict({ name: 'x\udc00' })).toEqual({ name: SURROGATE_REFUSED });
    expect(verdict({ name: 'Projekt 🎬 Ünïcode' })).toBe('passed');
  });

  it('refuses bad text in keys and a __proto__ key', () => {
    expect(verdict({ ['k\u0000']: 1 })).toEqual({ _: expect.stringContaining('nul character') });
    expect(verdict({ data: JSON.parse('{"__proto__": {"polluted": true}}') })).toEqual({ data: expect.stringContaining('not an allowed key') });
  });

  it('refuses a top-level array body and bad text in the query', () => {
    expect(verdict([{ name: 'x' }])).toEqual({ _: ARRAY_BODY_REFUSED });
    expect(verdict(undefined, { q: 'a\u0000' })).toEqual({ q: NUL_REFUSED });
  });

  it('lets ordinary input through, numbers, nulls and empty bodies included', () => {
    expect(verdict({ name: 'Sunrise', groups: [], count: 3, parent: null })).toBe('passed');
    expect(verdict(undefined)).toBe('passed');
  });
});
