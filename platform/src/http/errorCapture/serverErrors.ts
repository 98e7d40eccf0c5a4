// Server errors into the error log (spec 000 section 3; docs/decisions/errorLog.md): every process's
// error handler and its unhandled rejections hand what they catch to a recorder, which appends a
// redacted ServerErrorLogged to the stream servererrors-<service>. Bounded: an entry's texts are cut,
// at most ErrorLogLimits.serverPerMinute are appended a minute (the rest only logged, and counted in
// the next entry), and a failing append is logged, never thrown at the caller.
import { randomUUID } from 'node:crypto';
import { CURRENT_SCHEMA_VERSION, ErrorLogLimits, type ErrorInfo } from '@wb/contracts';
import type { EventStore } from '../../eventStore/eventStore';
import type { Logger } from '../../logging/logger';
import { redactErrorInfo } from './redactInfo';

export interface CaughtError {
  readonly err: unknown;
  /** The call's path (the entry's script), when a request failed. */
  readonly path?: string;
  readonly userID?: number | null;
  readonly requestId?: string;
}

export interface ServerErrorRecorder {
  /** Records one error; resolves when it is appended (or dropped), never rejects. */
  record(caught: CaughtError): Promise<void>;
}

export interface ServerErrorRecorderOptions {
  readonly eventStore: EventStore;
  /** The service's name: the entry's source. */
  readonly source: string;
  readonly logger: Logger;
  readonly perMinute?: number;
  readonly now?: () => Date;
}

const MINUTE_MS = 60_000;

/** msg and stack of anything thrown: an Error's own, a string as it is, anything else as JSON. */
export const errorInfoOf = (err: unknown, path: string | undefined): ErrorInfo => {
  const script = path === undefined ? {} : { script: path };
  if (err instanceof Error) return { msg: err.message || err.name, ...(err.stack ? { stack: err.stack } : {}), ...script };
  if (typeof err === 'string') return { msg: err, ...script };
  let msg: string;
  try {
    msg = JSON.stringify(err) ?? String(err);
  } catch {
    msg = String(err);
  }
  return { msg, ...script };
};

export const serverErrorRecorder = (options: ServerErrorRecorderOptions): ServerErrorRecorder => {
  const perMinute = options.perMinute ?? ErrorLogLimits.serverPerMinute;
  const now = options.now ?? (() => new Date());
  let windowStart = 0;
  let inWindow = 0;
  let suppressed = 0;
  const streamId = `servererrors-${options.source}`;
  return {
    async record(caught) {
      const time = now();
      if (time.getTime() - windowStart >= MINUTE_MS) {
        windowStart = time.getTime();
        inWindow = 0;
      }
      if (inWindow >= perMinute) {
        suppressed += 1;
        return;
      }
      inWindow += 1;
      const counted = suppressed;
      suppressed = 0;
      const requestId = caught.requestId ?? randomUUID();
      const data = { errorID: randomUUID(), source: options.source, userID: caught.userID ?? null, info: redactErrorInfo(errorInfoOf(caught.err, caught.path)), suppressed: counted };
      const metadata = {
        eventId: randomUUID(),
        causationId: requestId,
        correlationId: requestId,
        userID: caught.userID ?? null,
        time: time.toISOString(),
        schemaVersion: CURRENT_SCHEMA_VERSION.ServerErrorLogged,
      };
      try {
        await options.eventStore.appendToStream(streamId, [{ type: 'ServerErrorLogged', data, metadata }], { expectedRevision: 'any' });
      } catch (appendErr) {
        options.logger.warn({ err: appendErr }, 'the error log could not record a server error');
      }
    },
  };
};

/** Records the process's unhandled rejections (they are logged too); returns what stops listening. */
export const recordUnhandledRejections = (recorder: ServerErrorRecorder, logger: Logger, proc: NodeJS.Process = process): (() => void) => {
  const onRejection = (reason: unknown) => {
    logger.error({ err: reason }, 'unhandled rejection');
    void recorder.record({ err: reason, path: 'unhandledRejection' });
  };
  proc.on('unhandledRejection', onRejection);
  return () => {
    proc.off('unhandledRejection', onRejection);
  };
};
