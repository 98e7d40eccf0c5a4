// A refused upload's body is read on and dropped (platform's drainAfterRefusal says why), up to its
// purpose's bound or 64 MB: the person then sees the reason, not 'Uh oh, something went wrong with
// that upload.'. tus closes the connection on its refusals; keepConnectionOnRefusal keeps it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { UploadPurposes, type UploadPurposeName } from '@wb/contracts';
import { DRAIN_BYTES, drainAfterRefusal } from '@wb/platform';

export const DISCARD_MAX_BYTES = DRAIN_BYTES;

/** What a refused upload's body is read for: its purpose's bound or 64 MB, whichever is smaller. */
export const discardBoundOf = (purpose?: UploadPurposeName): number => Math.min(DISCARD_MAX_BYTES, purpose === undefined ? DISCARD_MAX_BYTES : UploadPurposes[purpose].maxBytes);

/** Reads and drops the rest of a refused request's body, up to `bound` bytes (platform's drainAfterRefusal). */
export const discardRest = (req: IncomingMessage, res: ServerResponse, bound: number): void => drainAfterRefusal(req, res, bound);

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
