// What a person at a terminal reads: one short line per log line (time, level, service, message), a
// request as `POST /api/project/getAll 200 12 ms`, other fields as key=value, an error's stack below
// it. The JSON line stays the format of record (files, pipes, log collectors); this is only its view.
// The entry it gets has already passed the logger's redaction, so it shows no secret JSON would not.
import { Writable } from 'node:stream';

const LEVELS: Record<number, { name: string; colour: number }> = {
  10: { name: 'TRACE', colour: 90 },
  20: { name: 'DEBUG', colour: 36 },
  30: { name: 'INFO', colour: 32 },
  40: { name: 'WARN', colour: 33 },
  50: { name: 'ERROR', colour: 31 },
  60: { name: 'FATAL', colour: 35 },
};

/** Fields every line has, or that the line's head already shows. */
const SHOWN_IN_HEAD = new Set(['level', 'time', 'pid', 'hostname', 'name', 'msg', 'v']);

interface RequestFields {
  req: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

const isRequestLine = (entry: Record<string, unknown>): entry is Record<string, unknown> & RequestFields =>
  typeof entry.req === 'object' && entry.req !== null && typeof (entry.req as { method?: unknown }).method === 'string';

/** The entry's time of day on the reader's clock (local time), to the millisecond. */
const clock = (time: unknown): string => {
  const at = typeof time === 'number' ? new Date(time) : new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}.${String(at.getMilliseconds()).padStart(3, '0')}`;
};

const valueText = (value: unknown): string => (typeof value === 'string' ? (/\s/.test(value) ? JSON.stringify(value) : value) : JSON.stringify(value));

/** One log entry (pino's JSON, parsed) as the lines a terminal shows; colours only when asked. */
export const prettyLine = (entry: Record<string, unknown>, colours = false): string => {
  const level = LEVELS[entry.level as number] ?? { name: String(entry.level), colour: 0 };
  const levelText = level.name.padEnd(5);
  const head = `${clock(entry.time)} ${colours ? `\x1b[${level.colour}m${levelText}\x1b[0m` : levelText} ${entry.name ? `${String(entry.name)}: ` : ''}`;
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry)) if (!SHOWN_IN_HEAD.has(key)) rest[key] = value;
  let message = typeof entry.msg === 'string' ? entry.msg : '';
  if (isRequestLine(entry)) {
    const status = entry.res?.statusCode ?? '-';
    const took = typeof entry.responseTime === 'number' ? ` ${entry.responseTime} ms` : '';
    // 'request completed' is what every answered request says: the status says it shorter.
    message = `${entry.req.method} ${entry.req.url ?? ''} ${status}${took}${message && message !== 'request completed' ? ` (${message})` : ''}`;
    delete rest.req;
    delete rest.res;
    delete rest.responseTime;
  }
  let stack = '';
  const err = rest.err as { message?: unknown; stack?: unknown } | undefined;
  if (err && typeof err === 'object') {
    message = message ? `${message}: ${String(err.message ?? '')}` : String(err.message ?? '');
    if (typeof err.stack === 'string') stack = `\n${err.stack.split('\n').slice(1).join('\n')}`;
    delete rest.err;
  }
  const fields = Object.entries(rest).map(([key, value]) => `${key}=${valueText(value)}`);
  return `${head}${message}${fields.length ? ` ${fields.join(' ')}` : ''}${stack}`;
};

/** A stream for pino that writes each JSON line it gets to `out` as prettyLine shows it. */
export const prettyStream = (out: NodeJS.WritableStream & { isTTY?: boolean }): Writable =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line) continue;
        let entry: Record<string, unknown>;
        try {
          entry = JSON.parse(line) as Record<string, unknown>;
        } catch {
          out.write(`${line}\n`);
          continue;
        }
        out.write(`${prettyLine(entry, out.isTTY === true)}\n`);
      }
      done();
    },
  });
