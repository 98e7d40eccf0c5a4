// The session cookie resolves to its user; one whose session has ended is cleared, so the next page is
// served as a visitor's.
import type { Request, Response } from 'express';
import { sessionMiddleware } from './sessionMiddleware';
import { SESSION_COOKIE, type SessionStore } from './sessionStore';

const live = new Map([['live-session', 7]]);
const sessions = { userOf: async (id: string) => live.get(id) ?? null } as unknown as SessionStore;

const run = async (cookie: string | undefined) => {
  const cleared: string[] = [];
  const res = { locals: {} as Record<string, unknown>, clearCookie: (name: string) => cleared.push(name) } as unknown as Response;
  const req = { cookies: cookie === undefined ? {} : { [SESSION_COOKIE]: cookie } } as unknown as Request;
  let passed = false;
  await sessionMiddleware(sessions)(req, res, () => {
    passed = true;
  });
  return { userID: res.locals.userID, cleared, passed };
};

it('gives the user of a live session and keeps its cookie', async () => {
  expect(await run('live-session')).toEqual({ userID: 7, cleared: [], passed: true });
});

it('clears the cookie of a session that has ended', async () => {
  expect(await run('ended-session')).toEqual({ userID: null, cleared: [SESSION_COOKIE], passed: true });
});

it('leaves a visitor without a cookie alone', async () => {
  expect(await run(undefined)).toEqual({ userID: null, cleared: [], passed: true });
});
