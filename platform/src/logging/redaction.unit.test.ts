import { Writable } from 'node:stream';
import pino from 'pino';
import { REDACTED, redactPaths, redactUrl } from './redaction';

/** One line logged through a logger with the product's redaction, parsed back. */
const logged = (fields: Record<string, unknown>): string => {
  let line = '';
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      line += chunk.toString();
      done();
    },
  });
  pino({ redact: { paths: redactPaths(), censor: REDACTED } }, sink).info(fields, 'line');
  return line;
};

describe('log redaction', () => {
  it('censors cookies, set-cookie and authorization headers of requests and answers', () => {
    const line = logged({
      req: { headers: { cookie: 'wb_session=s3cr3t-session', authorization: 'Bearer t0k3n', host: 'studio' } },
      res: { headers: { 'set-cookie': ['wb_session=n3w-session; HttpOnly'] } },
    });
    expect(line).not.toMatch(/s3cr3t-session|t0k3n|n3w-session/);
    expect(line).toContain('"host":"studio"');
  });

  it('censors passwords, tokens and one-time links at any depth a call body or error may put them', () => {
    const line = logged({
      password: 'pw-top',
      body: { token: 'tok-1', user: { password: 'pw-deep', setPasswordLink: 'https://x/#/set-password/tok-2' } },
      err: { sessionId: 'sess-1', details: { a: { b: { token: 'tok-3' } } } },
    });
    expect(line).not.toMatch(/pw-top|pw-deep|tok-1|tok-2|tok-3|sess-1/);
    expect(line).toContain(REDACTED);
  });

  it('censors an automation access key in a body or a query string', () => {
    const line = logged({ body: { key: 'k3y-in-body-0123456789', projectID: 'p1' } });
    expect(line).not.toContain('k3y-in-body-0123456789');
    expect(line).toContain('"projectID":"p1"');
    expect(redactUrl('/#/creditsexporter?projectID=p1&key=k3y-in-url')).not.toContain('k3y-in-url');
  });

  it('keeps what an operator needs: method, path and harmless query parameters', () => {
    expect(redactUrl('/auth/callback?code=abc123&state=st4te&lang=en')).toBe('/auth/callback?code=%5BRedacted%5D&state=%5BRedacted%5D&lang=en');
    expect(redactUrl('/exporter?KEY=k3y')).not.toContain('k3y');
    expect(redactUrl('/api/project/getAll')).toBe('/api/project/getAll');
  });
});
