// The web security headers and the session cookie's flags, as a browser gets them: on the app shell,
// an API answer, a served file and error answers, first with the local default (PUBLIC_URL on http),
// then behind TLS (PUBLIC_URL on https, where HSTS and Secure cookies apply). The TLS is a reverse
// proxy's (the product never terminates it itself), so the test talks plain HTTP to the port while
// naming the https origin, as such a proxy would pass it on.
import { AuthPaths } from '@wb/contracts';
import { SESSION_COOKIE, freePort } from '@wb/platform';
import { HttpClient, type Answer } from '../testing/httpClient';
import { startTestApp, type TestApp } from '../testing/startTestApp';
import { pngOf, sessionHeaders, uploadForm } from '../acceptance/uploads/uploadsWorld';

jest.setTimeout(120_000);

let app: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  app = await startTestApp({ trello: false, learning: false });
  admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
});

afterAll(async () => {
  await app?.stop();
});

/** The directives of a Content-Security-Policy header, by name. */
const directivesOf = (answer: Answer | Response): Map<string, string> =>
  new Map(
    (answer.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0] as string, d.slice(d.indexOf(' ') + 1)]),
  );

/** What every answer of the product carries, whatever it is. */
const expectBaseHeaders = (answer: Answer | Response): void => {
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
  // Old browsers read X-Frame-Options, new ones the CSP's frame-ancestors: both keep other sites from framing us.
  expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(answer.headers.get('x-powered-by')).toBeNull();
};

/** The product's own CSP: its scripts only, no plugins, framed by itself alone. */
const expectProductCsp = (answer: Answer | Response): void => {
  const csp = directivesOf(answer);
  expect(csp.get('default-src')).toBe("'self'");
  expect(csp.get('script-src')).toBe("'self'");
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('base-uri')).toBe("'self'");
  expect(csp.get('frame-ancestors')).toBe("'self'");
};

const sessionCookieOf = (answer: Answer): string => answer.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';

describe('security headers over http (the local default)', () => {
  it('on the app shell: the product CSP, no HSTS, and a page that is always revalidated', async () => {
    const answer = await new HttpClient(app.url).get('/');
    expect([200, 503]).toContain(answer.status);
    expectBaseHeaders(answer);
    expectProductCsp(answer);
    expect(directivesOf(answer).has('upgrade-insecure-requests')).toBe(false);
    // Over plain http a browser ignores HSTS; sending it anyway would pin a name that has no TLS.
    expect(answer.headers.get('strict-transport-security')).toBeNull();
    // The built page (the test command builds the client first); a checkout without the build gets a 503 page saying so.
    if (answer.status === 200) expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('on an API answer: the same headers, and no cache may keep it', async () => {
    const answer = await admin.post('/api/project/getAll', {});
    expect(answer.status).toBe(200);
    expectBaseHeaders(answer);
    expectProductCsp(answer);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('on a served file: its stored type, a sandboxed CSP, and no sniffing', async () => {
    const bytes = await pngOf(3, 3);
    const uploaded = await uploadForm(admin, { key: 'asset', file: { name: 'pixel.png', bytes } });
    expect(uploaded.status).toBe(200);
    const answer = await fetch(`${app.url}${uploaded.body.url as string}`, { headers: sessionHeaders(admin) });
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expectBaseHeaders(answer);
    const csp = directivesOf(answer);
    expect(csp.get('default-src')).toBe("'none'");
    expect(csp.has('sandbox')).toBe(true);
    expect(answer.headers.get('cache-control')).toMatch(/^private\b/);
  });

  it('on error answers: an unknown API call, a refused call and an unknown page', async () => {
    const unknownCall = await admin.post('/api/no/such/call', {});
    expect(unknownCall.status).toBe(404);
    const anonymous = await new HttpClient(app.url).post('/api/project/getAll', {});
    expect(anonymous.status).toBe(401);
    for (const answer of [unknownCall, anonymous]) {
      expectBaseHeaders(answer);
      expectProductCsp(answer);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    // Express's own 404 page narrows the CSP further: it loads nothing at all.
    const unknownPage = await new HttpClient(app.url).get('/no/such/page');
    expect(unknownPage.status).toBe(404);
    expectBaseHeaders(unknownPage);
    expect(directivesOf(unknownPage).get('default-src')).toBe("'none'");
  });
});

describe('the session cookie over http', () => {
  it('is set at sign-in HttpOnly, SameSite=Lax, for the whole site, not Secure (plain http could not send it back)', async () => {
    const answer = await new HttpClient(app.url).post(AuthPaths.login, { email: app.adminEmail, password: app.adminPassword });
    expect(answer.status).toBe(200);
    const cookie = sessionCookieOf(answer);
    expect(cookie).toMatch(/;\s*HttpOnly(;|$)/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax(;|$)/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(cookie).not.toMatch(/;\s*Secure(;|$)/i);
    expect(cookie).not.toMatch(/;\s*Domain=/i);
  });

  it('is cleared at sign-out: emptied, expired, on the same path', async () => {
    const client = new HttpClient(app.url);
    await client.signIn(app.adminEmail, app.adminPassword);
    const answer = await client.post(AuthPaths.logout);
    expect(answer.status).toBe(200);
    const cookie = sessionCookieOf(answer);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(cookie).toMatch(/;\s*Expires=Thu, 01 Jan 1970 00:00:00 GMT/i);
  });
});

describe('behind TLS (PUBLIC_URL on https)', () => {
  let secure: TestApp;
  let port: number;
  let client: HttpClient;

  beforeAll(async () => {
    port = await freePort();
    secure = await startTestApp({ trello: false, learning: false, env: { PORT: String(port), PUBLIC_URL: `https://127.0.0.1:${port}` } });
    // A browser on the https page names that origin; the proxy passes the request on to our port.
    client = new HttpClient(`http://127.0.0.1:${port}`, { Origin: `https://127.0.0.1:${port}` });
  });

  afterAll(async () => {
    await secure?.stop();
  });

  it('sends HSTS and asks for https sub-resources, on the app shell and on API answers', async () => {
    await client.signIn(secure.adminEmail, secure.adminPassword);
    const shell = await client.get('/');
    const api = await client.post('/api/project/getAll', {});
    expect(api.status).toBe(200);
    for (const answer of [shell, api]) {
      expectBaseHeaders(answer);
      expectProductCsp(answer);
      expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(directivesOf(answer).has('upgrade-insecure-requests')).toBe(true);
    }
  });

  it('sets the session cookie Secure at sign-in, with the other flags, and clears it at sign-out', async () => {
    const signIn = await client.post(AuthPaths.login, { email: secure.adminEmail, password: secure.adminPassword });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookieOf(signIn);
    expect(cookie).toMatch(/;\s*Secure(;|$)/i);
    expect(cookie).toMatch(/;\s*HttpOnly(;|$)/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax(;|$)/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
    const signOut = await client.post(AuthPaths.logout);
    expect(signOut.status).toBe(200);
    const cleared = sessionCookieOf(signOut);
    expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(cleared).toMatch(/;\s*Path=\/(;|$)/i);
    expect(cleared).toMatch(/;\s*Expires=Thu, 01 Jan 1970 00:00:00 GMT/i);
  });
});
