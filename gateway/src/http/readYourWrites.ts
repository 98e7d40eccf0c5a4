// Read-your-writes for callers that do not send X-Min-Position. The gateway remembers the X-Position of
// the commands it answered and gives a query that names no position of its own:
// - the highest position of the caller's own session: a script that creates a project and lists
//   projects at once sees it without knowing the protocol;
// - the highest position of any users-area command, by anyone: those change the users read model that
//   every query's authorization reads, so a grant taken or a user deactivated by someone else counts
//   for the very next query of the person it concerns.
// Other people's other writes are not waited for (they once were, by every query: a rebuilding read
// model then held every dashboard for the whole wait). Callers that send X-Min-Position keep their own.
import type { NextFunction, Request, Response } from 'express';
import { Headers, usersArea, type CallDef } from '@wb/contracts';
import { sessionIdOf } from '@wb/platform';

const POSITION = Headers.position.toLowerCase();
const MIN_POSITION = Headers.minPosition.toLowerCase();
/** Sessions remembered; the one that wrote longest ago goes first (its projections have long passed it). */
const MAX_SESSIONS = 10_000;

/** Paths (under /api, as express matches them: any case) of the commands that change the users read model. */
const usersCommandPaths = (): Set<string> => {
  const calls: CallDef[] = Object.values(usersArea.calls).flatMap((group) => Object.values(group));
  return new Set(calls.filter((call) => call.kind === 'command').map((call) => call.path.toLowerCase()));
};

const positionOf = (value: unknown): bigint => {
  const text = Array.isArray(value) ? value[0] : value;
  return (typeof text === 'string' || typeof text === 'number') && /^\d+$/.test(String(text)) ? BigInt(text) : 0n;
};

export const readYourWrites = () => {
  const changesUsers = usersCommandPaths();
  let usersHighest = 0n;
  const bySession = new Map<string, bigint>();
  const record = (session: string | null, path: string, position: bigint) => {
    if (position > usersHighest && changesUsers.has(path.replace(/\/$/, '').toLowerCase())) usersHighest = position;
    if (session === null) return;
    const known = bySession.get(session) ?? 0n;
    bySession.delete(session);
    if (bySession.size >= MAX_SESSIONS) {
      const oldest = bySession.keys().next();
      if (!oldest.done) bySession.delete(oldest.value);
    }
    bySession.set(session, position > known ? position : known);
  };
  return (req: Request, res: Response, next: NextFunction) => {
    const session = sessionIdOf(req);
    if (req.headers[MIN_POSITION] === undefined) {
      const own = session === null ? 0n : (bySession.get(session) ?? 0n);
      const wanted = own > usersHighest ? own : usersHighest;
      if (wanted > 0n) req.headers[MIN_POSITION] = wanted.toString();
    }
    // Recorded as the header is set, before the answer leaves: the caller cannot send its next query
    // before the position is known here.
    const path = req.path;
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name: string, value: number | string | readonly string[]) => {
      if (name.toLowerCase() === POSITION) record(session, path, positionOf(value));
      return setHeader(name, value);
    };
    next();
  };
};
