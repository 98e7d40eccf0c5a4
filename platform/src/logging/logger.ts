// JSON logs (pino). The request id of an HTTP call is bound as reqId and becomes the correlation id of
// the events that call appends. Every logger censors credentials (see redaction.ts). A person running
// the product in a terminal reads one short line per entry instead (prettyLines.ts); anything else
// reading standard output (a pipe, a container's log driver, a file) gets the JSON lines.
import pino from 'pino';
import { prettyStream } from './prettyLines';
import { REDACTED, redactPaths } from './redaction';

export type Logger = pino.Logger;

export interface LoggerOptions {
  readonly level?: string;
  readonly name?: string;
  /** A file to write to (synchronously, so a test can read it at once); standard output by default. */
  readonly file?: string;
  /** Short readable lines instead of JSON; by default when writing to standard output that is a terminal. */
  readonly pretty?: boolean;
}

export const createLogger = (options: LoggerOptions = {}): Logger => {
  const settings: pino.LoggerOptions = {
    level: options.level ?? process.env.LOG_LEVEL ?? 'info',
    name: options.name ?? 'workspace',
    redact: { paths: redactPaths(), censor: REDACTED },
  };
  if (options.file) return pino(settings, pino.destination({ dest: options.file, sync: true, mkdir: true }));
  return (options.pretty ?? process.stdout.isTTY === true) ? pino(settings, prettyStream(process.stdout)) : pino(settings);
};

/** A logger that writes nothing, for tests. */
export const silentLogger = (): Logger => pino({ level: 'silent' });
