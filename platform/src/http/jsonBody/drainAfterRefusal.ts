// A refusal is often answered while the client is still sending the body (a body above its bound, a
// wrong file type known from the first bytes). Closing the connection then makes the client's next
// write fail (EPIPE, a reset) before it reads the answer, so it shows a network error instead of the
// reason; a keep-alive client sending small refusals in a row meets the same closed socket. So a
// refused request's body is read on and dropped, up to a bound of bytes and of time, and the
// connection stays usable; a client still sending past either bound is cut off once the answer is out.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The most bytes read and dropped after a refusal before the connection is cut. */
export const DRAIN_BYTES = 64 * 1024 * 1024;
/** The longest a refused body is read for. */
export const DRAIN_MS = 30_000;

const draining = new WeakSet<IncomingMessage>();

/** Reads and drops the rest of a refused request's body (nobody else reads it any more). */
export const drainAfterRefusal = (req: IncomingMessage, res: ServerResponse, bytes = DRAIN_BYTES, ms = DRAIN_MS): void => {
  if (req.complete || req.destroyed || draining.has(req)) return;
  draining.add(req);
  let dropped = 0;
  const cutOff = () => {
    clearTimeout(timer);
    req.removeAllListeners('data');
    req.pause();
    if (res.writableFinished) req.socket.destroy();
    else res.once('finish', () => req.socket.destroy());
  };
  const timer = setTimeout(cutOff, ms);
  timer.unref();
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  // Whoever read the body before (a body reader, a form parser, tus's stream) has given up on it: its
  // listeners would only buffer what is dropped.
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > bytes) cutOff();
  });
  req.resume();
};
