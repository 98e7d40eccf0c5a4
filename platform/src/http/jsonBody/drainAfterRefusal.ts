// A body refused before it was read whole (too large, wrong kind) leaves the client still sending. If
// the server then closed the connection, the client would meet a reset while writing and never read
// the refusal (EPIPE instead of '...is too large'). So the answer says the connection closes, and the
// rest of the body is read and thrown away, up to a bound of bytes and time, before the socket goes.
import type { Request, Response } from 'express';

/** The most bytes read and discarded after a refusal before the connection is cut. */
export const DRAIN_BYTES = 64 * 1024 * 1024;
/** The longest a refused body is read for after its answer. */
export const DRAIN_MS = 10_000;

export const drainAfterRefusal = (req: Request, res: Response, bounds = { bytes: DRAIN_BYTES, ms: DRAIN_MS }): void => {
  if (req.complete || req.destroyed) return;
  if (!res.headersSent) res.setHeader('Connection', 'close');
  let discarded = 0;
  const cut = () => {
    clearTimeout(timer);
    req.removeListener('data', count);
    req.socket.destroy();
  };
  const count = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > bounds.bytes) cut();
  };
  const timer = setTimeout(cut, bounds.ms);
  timer.unref();
  req.on('data', count);
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  req.resume();
};
