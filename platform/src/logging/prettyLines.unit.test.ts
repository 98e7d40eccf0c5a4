import { createLogger } from './logger';
import { prettyLine } from './prettyLines';

/** 09:05:03.042 on the clock of whoever runs the test. */
const AT = new Date(2026, 10, 27, 9, 5, 3, 42).getTime();

/** What createLogger writes to standard output while `log` runs. */
const stdoutOf = (log: () => void): string => {
  let written = '';
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written += chunk.toString();
    return true;
  });
  try {
    log();
  } finally {
    spy.mockRestore();
  }
  return written;
};

describe('a log entry as a terminal shows it', () => {
  it('shows an answered request as method, URL, status and time on one line, without its headers', () => {
    const line = prettyLine({
      level: 30,
      time: AT,
      pid: 7,
      hostname: 'h',
      name: 'gateway',
      msg: 'request completed',
      req: { id: '1', method: 'POST', url: '/api/project/getAll', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 12,
    });
    expect(line).toBe('09:05:03.042 INFO  gateway: POST /api/project/getAll 200 12 ms');
  });

  it('says why a request line is not the usual one', () => {
    expect(prettyLine({ level: 50, time: AT, msg: 'request errored', req: { method: 'GET', url: '/x' }, res: { statusCode: 500 }, responseTime: 3 })).toBe(
      '09:05:03.042 ERROR GET /x 500 3 ms (request errored)',
    );
  });

  it('keeps other fields as key=value and puts an error stack under the line', () => {
    const line = prettyLine({
      level: 40,
      time: AT,
      name: 'projectors',
      msg: 'retrying',
      projection: 'projectList',
      attempt: 2,
      note: 'two words',
      err: { message: 'boom', stack: 'Error: boom\n    at here' },
    });
    expect(line).toBe('09:05:03.042 WARN  projectors: retrying: boom projection=projectList attempt=2 note="two words"\n    at here');
  });

  it('colours only the level, and only when asked', () => {
    expect(prettyLine({ level: 30, time: AT, msg: 'm' }, true)).toBe('09:05:03.042 \x1b[32mINFO \x1b[0m m');
  });
});

describe('createLogger', () => {
  it('writes short lines when asked for them, still censoring secrets', () => {
    const out = stdoutOf(() => createLogger({ name: 'gateway', pretty: true }).info({ password: 'pw-secret', user: 'u1' }, 'signed in'));
    expect(out).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}gateway: signed in password=\[Redacted\] user=u1\n$/);
  });

  it('writes JSON lines otherwise, at the level it is given', () => {
    const out = stdoutOf(() => {
      const logger = createLogger({ name: 'gateway', pretty: false, level: 'warn' });
      logger.info('not at warn');
      logger.warn({ token: 't0k3n' }, 'at warn');
    });
    const lines = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toEqual([expect.objectContaining({ level: 40, name: 'gateway', msg: 'at warn', token: '[Redacted]' })]);
  });
});
