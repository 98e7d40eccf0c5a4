// JSON logs (pino). The request id of an HTTP call is bound as reqId and becomes the correlation id of
// the events that call appends.
import pino from 'pino';

export type Logger = pino.Logger;

export const createLogger = (options: { level?: string; name?: string } = {}): Logger =>
  pino({ level: options.level ?? process.env.LOG_LEVEL ?? 'info', name: options.name ?? 'workspace' });

/** A logger that writes nothing, for tests. */
export const silentLogger = (): Logger => pino({ level: 'silent' });
