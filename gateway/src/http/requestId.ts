// A request id per call: the caller's X-Request-Id when it looks like one (so a trace crosses the
// edge and the services), else a new uuid. It tags the logs and becomes the events' correlation id.
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { Headers } from '@wb/contracts';

const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

export const requestId = () => (req: Request, res: Response, next: NextFunction) => {
  const offered = req.get(Headers.requestId);
  const id = offered && ACCEPTABLE_ID.test(offered) ? offered : randomUUID();
  res.locals.requestId = id;
  res.setHeader(Headers.requestId, id);
  next();
};
