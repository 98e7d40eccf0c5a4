// JSON logs (pino). The request id of an HTTP call is bound as reqId and becomes the correlation id of
// the events that call appends. Every logger censors credentials (see redaction.ts).
import pino from 'pino';
import { REDACTED, redactPaths } from './redaction';

export type Logger = pino.Logger;

export interface LoggerOptions {
  readonly level?: string;
  readonly name?: string;
  /** A file to write to (synchronously, so a test can read it at once); standard output by default. */
  readonly file?: string;
}

export const createLogger = (options: LoggerOptions = {}): Logger => {
  const settings: pino.LoggerOptions = {
    level: options.level ?? process.env.LOG_LEVEL ?? 'info',
    name: options.name ?? 'workspace',
    redact: { paths: redactPaths(), censor: REDACTED },
  };
  return options.file ? pino(settings, pino.destination({ dest: options.file, sync: true, mkdir: true })) : pino(settings);
};

/** A logger that writes nothing, for tests. */
export const silentLogger = (): Logger => pino({ level: 'silent' });
