// Which position a query without X-Min-Position waits for: its own session's latest write, and anyone's
// latest change to users (authorization reads them), never other people's other writes.
import type { Request, Response } from 'express';
import { AdminCalls, Headers, ProjectCalls } from '@wb/contracts';
import { SESSION_COOKIE } from '@wb/platform';
import { readYourWrites } from './readYourWrites';

const MIN = Headers.minPosition.toLowerCase();

const gateway = () => {
  const middleware = readYourWrites();
  /** Sends a call through the middleware; a command answers `answered` as its X-Position. */
  const send = (session: string | null, path: string, options: { minPosition?: string; answered?: bigint } = {}) => {
    const headers: Record<string, string> = options.minPosition === undefined ? {} : { [MIN]: options.minPosition };
    const req = { headers, path, cookies: session === null ? {} : { [SESSION_COOKIE]: session } } as unknown as Request;
    const res = { setHeader: () => res } as unknown as Response;
    middleware(req, res, () => undefined);
    if (options.answered !== undefined) res.setHeader(Headers.position, options.answered.toString());
    return headers[MIN] ?? null;
  };
  return { send };
};

describe('a query without X-Min-Position', () => {
  it('waits for nothing before anyone wrote', () => {
    expect(gateway().send('ann', ProjectCalls.getAll.path)).toBeNull();
  });

  it("waits for its own session's latest write", () => {
    const g = gateway();
    g.send('ann', ProjectCalls.create.path, { answered: 40n });
    g.send('ann', ProjectCalls.create.path, { answered: 42n });
    expect(g.send('ann', ProjectCalls.getAll.path)).toBe('42');
  });

  it("does not wait for another person's project writes", () => {
    const g = gateway();
    g.send('ann', ProjectCalls.create.path, { answered: 42n });
    expect(g.send('bob', ProjectCalls.getAll.path)).toBeNull();
    expect(g.send(null, ProjectCalls.getAll.path)).toBeNull();
  });

  it("waits for anyone's change to users, which its authorization reads", () => {
    const g = gateway();
    g.send('admin', AdminCalls.revokeGrants.path, { answered: 50n });
    g.send('ann', ProjectCalls.create.path, { answered: 51n });
    expect(g.send('bob', ProjectCalls.getAll.path)).toBe('50');
    expect(g.send('ann', ProjectCalls.getAll.path)).toBe('51');
  });
});

describe('a query with X-Min-Position', () => {
  it('keeps its own', () => {
    const g = gateway();
    g.send('ann', ProjectCalls.create.path, { answered: 42n });
    expect(g.send('ann', ProjectCalls.getAll.path, { minPosition: '7' })).toBe('7');
  });
});
