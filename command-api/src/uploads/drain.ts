// A refusal is often answered while the client is still sending the body (a wrong type is known from
// the first bytes of a large file). Closing the connection then makes the client's next write fail
// (EPIPE, a reset) before it reads the answer, and the person sees 'Uh oh, something went wrong with
// that upload.' instead of the reason; a keep-alive client sending small refusals in a row meets the
// same closed socket. So a refused request's body is read on and dropped, up to a bound, and the
// connection stays usable; a client still sending past the bound is cut off once the answer is out.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { UploadPurposes, type UploadPurposeName } from '@wb/contracts';

const MB = 1024 * 1024;
export const DISCARD_MAX_BYTES = 64 * MB;

/** What a refused upload's body is read for: its purpose's bound or 64 MB, whichever is smaller. */
export const discardBoundOf = (purpose?: UploadPurposeName): number =>
  Math.min(DISCARD_MAX_BYTES, purpose === undefined ? DISCARD_MAX_BYTES : UploadPurposes[purpose].maxBytes);

const discarding = new WeakSet<IncomingMessage>();

/** Reads and drops the rest of a refused request's body (nobody else reads it any more). */
export const discardRest = (req: IncomingMessage, res: ServerResponse, bound: number): void => {
  if (req.complete || req.destroyed || discarding.has(req)) return;
  discarding.add(req);
  let dropped = 0;
  const cutOff = () => {
    if (res.writableFinished) req.socket.destroy();
    else res.once('finish', () => req.socket.destroy());
  };
  // Whoever read the body before (the form parser, tus's stream) has given up on it: its listeners
  // would only buffer what is dropped.
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > bound) {
      req.removeAllListeners('data');
      req.pause();
      cutOff();
    }
  });
  req.resume();
};

type HeaderArgument = unknown;

/** Headers as writeHead takes them (an object, [name, value] pairs or a flat list), without Connection. */
const withoutConnection = (headers: HeaderArgument): HeaderArgument => {
  const isConnection = (name: unknown) => String(name).toLowerCase() === 'connection';
  if (Array.isArray(headers)) {
    if (headers.every((h) => Array.isArray(h))) return (headers as unknown[][]).filter(([name]) => !isConnection(name));
    const flat: unknown[] = [];
    for (let i = 0; i < headers.length; i += 2) if (!isConnection(headers[i])) flat.push(headers[i], headers[i + 1]);
    return flat;
  }
  if (headers !== null && typeof headers === 'object') return Object.fromEntries(Object.entries(headers).filter(([name]) => !isConnection(name)));
  return headers;
};

/**
 * For a handler that closes the connection on its refusals (tus answers them with Connection: close):
 * a 4xx keeps the connection, and the rest of the body is dropped as above.
 */
export const keepConnectionOnRefusal = (req: IncomingMessage, res: ServerResponse, bound: number): void => {
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  const patched = (status: number, ...rest: unknown[]): ServerResponse => {
    if (status >= 400 && status < 500) {
      res.removeHeader('Connection');
      discardRest(req, res, bound);
      return writeHead(status, ...rest.map((arg) => (typeof arg === 'string' ? arg : withoutConnection(arg))));
    }
    return writeHead(status, ...rest);
  };
  res.writeHead = patched as typeof res.writeHead;
};
