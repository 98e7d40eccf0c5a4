// Read-your-writes for callers that do not send X-Min-Position: the gateway remembers the highest
// X-Position any command answered through it and gives it to every query that names no position of
// its own. A query therefore sees every command answered before it was sent (by anyone, through this
// gateway), at the cost of waiting for the projections to pass that position (briefly: the query API
// answers from what is there after its wait). Callers that send X-Min-Position keep their own.
import type { NextFunction, Request, Response } from 'express';
import { Headers } from '@wb/contracts';

const POSITION = Headers.position.toLowerCase();
const MIN_POSITION = Headers.minPosition.toLowerCase();

export const readYourWrites = () => {
  let highest = 0n;
  const record = (value: unknown) => {
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text !== 'string' && typeof text !== 'number') return;
    const position = /^\d+$/.test(String(text)) ? BigInt(text) : 0n;
    if (position > highest) highest = position;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.headers[MIN_POSITION] === undefined && highest > 0n) req.headers[MIN_POSITION] = highest.toString();
    // Recorded as the header is set, before the answer leaves: the caller cannot send its next query
    // before the position is known here.
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name: string, value: number | string | readonly string[]) => {
      if (name.toLowerCase() === POSITION) record(value);
      return setHeader(name, value);
    };
    next();
  };
};
