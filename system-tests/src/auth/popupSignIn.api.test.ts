// The popup sign-in end to end over HTTP against an OpenID Connect provider on this machine: the
// popup's start issues a nonce bound to the browser and sends it to the provider, the provider answers
// an ID token in the return address's fragment, and POST /auth/google checks the token against the
// provider's published keys (signature, issuer, audience, expiry), the nonce (this browser's, once)
// and the email (verified, and an added user's) before a session opens. Every refusal is a 4xx in the
// product's error shape, opens no session and makes no account; neither token nor nonce is logged.
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AuthPaths } from '@wb/contracts';
import { SESSION_COOKIE } from '@wb/platform';
import { startFakeOidcProvider, type FakeOidcProvider, type PopupClaims, type TokenFaults } from '../testing/fakeOidcProvider';
import { HttpClient, type Answer } from '../testing/httpClient';
import { startTestApp, type TestApp } from '../testing/startTestApp';

const MEMBER = 'popup.member@example.com';
const NONCE_COOKIE = 'wb_popup_nonce';

let provider: FakeOidcProvider;
let app: TestApp;
let admin: HttpClient;
const logFile = path.join(tmpdir(), `popup-sign-in-${process.pid}-${Date.now()}.log`);
/** Every token and nonce the tests sent: none may appear in the log. */
const secrets: string[] = [];

beforeAll(async () => {
  provider = await startFakeOidcProvider();
  app = await startTestApp({ env: { GOOGLE_ISSUER: provider.issuer, GOOGLE_CLIENT_ID: provider.clientId }, logFile });
  admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  const added = await admin.post('/api/admin/addUser', { userID: 41, email: MEMBER, givenName: 'Pat', familyName: 'Popup' });
  expect(added.status).toBe(200);
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await provider?.stop();
  await rm(logFile, { force: true });
});

/** The popup's trip: our start page (the nonce cookie lands in `browser`), then the provider's page. */
const startPopup = async (browser: HttpClient): Promise<string> => {
  const answer = await browser.get(AuthPaths.googleStart);
  expect(answer.status).toBe(302);
  expect(browser.cookie(NONCE_COOKIE)).toBeDefined();
  return answer.headers.get('location') ?? '';
};

/** The person signs in at the provider; the token the return page would hand to the login page. */
const tokenFromPopup = (authorizationUrl: string, claims: PopupClaims, faults?: TokenFaults): string => {
  const back = new URL(provider.authorizePopup(authorizationUrl, claims, faults));
  expect(`${back.origin}${back.pathname}`).toBe(`${app.url}${AuthPaths.googleReturn}`);
  const idToken = new URLSearchParams(back.hash.slice(1)).get('id_token') ?? '';
  secrets.push(idToken, new URL(authorizationUrl).searchParams.get('nonce') ?? '');
  return idToken;
};

const signInWith = (browser: HttpClient, idToken: unknown): Promise<Answer> => browser.post(AuthPaths.google, { idToken });

/** A refusal: its status and message, and no session in the browser. */
const refusal = (answer: Answer, browser: HttpClient) => ({ status: answer.status, msg: answer.body?.error?.msg, session: browser.cookie(SESSION_COOKIE) ?? null });

/** One browser's whole attempt, with the token made as `faults` say. */
const attempt = async (claims: PopupClaims, faults?: TokenFaults) => {
  const browser = new HttpClient(app.url);
  const answer = await signInWith(browser, tokenFromPopup(await startPopup(browser), claims, faults));
  return { answer, browser };
};

it('tells the login page the client id, and sends the popup to the provider with a nonce and our return page', async () => {
  const ids = await new HttpClient(app.url).get(AuthPaths.googleClientId);
  expect(ids.body).toEqual({ googleClientID: provider.clientId });

  const browser = new HttpClient(app.url);
  const asked = new URL(await startPopup(browser));
  expect(`${asked.origin}${asked.pathname}`).toBe(`${provider.issuer}/authorize`);
  expect(Object.fromEntries(asked.searchParams)).toMatchObject({ client_id: provider.clientId, response_type: 'id_token', redirect_uri: `${app.url}${AuthPaths.googleReturn}` });
  expect(asked.searchParams.get('nonce')).toMatch(/^[\w-]{40,}$/);
  // The browser holds only the nonce's hash, out of reach of the page's scripts.
  expect(browser.cookie(NONCE_COOKIE)).not.toBe(asked.searchParams.get('nonce'));
});

it('signs in the user an admin added, by the email the provider vouches for', async () => {
  const { answer, browser } = await attempt({ email: MEMBER, email_verified: true });
  expect(answer.status).toBe(200);
  expect(browser.cookie(SESSION_COOKIE)).toBeDefined();
  // The nonce is spent: its cookie is gone.
  expect(browser.cookie(NONCE_COOKIE)).toBeUndefined();
  const me = await browser.post('/api/user/getUser', {});
  expect({ status: me.status, userID: me.body.user?.userID, email: me.body.user?.email }).toEqual({ status: 200, userID: 41, email: MEMBER });
});

it('refuses a token meant for another application', async () => {
  const { answer, browser } = await attempt({ email: MEMBER, email_verified: true }, { audience: 'someone-else' });
  expect(refusal(answer, browser)).toEqual({ status: 401, msg: 'The sign-in with Google was meant for another application.', session: null });
});

it('refuses an expired token', async () => {
  const { answer, browser } = await attempt({ email: MEMBER, email_verified: true }, { expiresInSeconds: -120 });
  expect(refusal(answer, browser)).toEqual({ status: 401, msg: 'The sign-in with Google has expired. Please try again.', session: null });
});

it('refuses a token signed with a key the provider never published', async () => {
  const { answer, browser } = await attempt({ email: MEMBER, email_verified: true }, { foreignKey: true });
  expect(refusal(answer, browser)).toEqual({ status: 401, msg: 'The sign-in with Google does not carry a valid signature.', session: null });
});

it('refuses a token from another issuer', async () => {
  const { answer, browser } = await attempt({ email: MEMBER, email_verified: true }, { issuer: 'https://issuer.example' });
  expect(refusal(answer, browser)).toEqual({ status: 401, msg: 'The sign-in did not come from Google.', session: null });
});

it('refuses a token without a nonce, or with another than this browser was given', async () => {
  const without = await attempt({ email: MEMBER, email_verified: true }, { nonce: null });
  expect(refusal(without.answer, without.browser)).toEqual({ status: 401, msg: 'The sign-in was started in another window or browser. Please try again.', session: null });
  const other = await attempt({ email: MEMBER, email_verified: true }, { nonce: 'a-nonce-this-browser-was-never-given' });
  expect(refusal(other.answer, other.browser)).toEqual({ status: 401, msg: 'The sign-in was started in another window or browser. Please try again.', session: null });
});

it('refuses a token in a browser that never started a sign-in', async () => {
  const starter = new HttpClient(app.url);
  const idToken = tokenFromPopup(await startPopup(starter), { email: MEMBER, email_verified: true });
  const other = new HttpClient(app.url);
  expect(refusal(await signInWith(other, idToken), other)).toEqual({ status: 401, msg: 'The sign-in took too long or was started elsewhere. Please try again.', session: null });
});

it('refuses a token sent a second time: the nonce is good for one sign-in', async () => {
  const browser = new HttpClient(app.url);
  const idToken = tokenFromPopup(await startPopup(browser), { email: MEMBER, email_verified: true });
  const boundNonce = browser.cookie(NONCE_COOKIE) ?? '';
  expect((await signInWith(browser, idToken)).status).toBe(200);
  // The same browser again: its nonce cookie went with the first sign-in.
  const again = new HttpClient(app.url);
  expect(refusal(await signInWith(again, idToken), again)).toEqual({ status: 401, msg: 'The sign-in took too long or was started elsewhere. Please try again.', session: null });
  // Someone who copied both the cookie and the token: the server remembers the nonce was spent.
  const replayer = new HttpClient(app.url);
  const replay = await replayer.post(AuthPaths.google, { idToken }, { cookie: `${NONCE_COOKIE}=${boundNonce}` });
  expect(refusal(replay, replayer)).toEqual({ status: 401, msg: 'This sign-in was already used. Please sign in again.', session: null });
});

it('refuses an email nobody added, and makes no account for it', async () => {
  const before = await app.lastEventPosition();
  const stranger = 'popup.stranger@example.com';
  const { answer, browser } = await attempt({ email: stranger, email_verified: true });
  expect(refusal(answer, browser)).toEqual({ status: 401, msg: 'No account uses that email. Ask an admin to add you.', session: null });
  expect(await app.lastEventPosition()).toEqual(before);
  const users = (await admin.post('/api/admin/getAllUsers', {})).body.users as { email: string }[];
  expect(users.map((u) => u.email)).not.toContain(stranger);
});

it('refuses an email the provider has not verified', async () => {
  const { answer, browser } = await attempt({ email: MEMBER, email_verified: false });
  expect(refusal(answer, browser)).toEqual({ status: 401, msg: 'Google did not confirm an email address.', session: null });
});

it('answers 400 naming idToken for a body without one, with another type, or with no token in it', async () => {
  const browser = new HttpClient(app.url);
  for (const body of [{}, { idToken: 42 }, { idToken: '' }, { idToken: 'not.a.token' }, { idToken: 'x'.repeat(4097) }]) {
    const answer = await browser.post(AuthPaths.google, body);
    expect({ status: answer.status, code: answer.body?.error?.code, field: typeof answer.body?.error?.fields?.idToken }).toEqual({ status: 400, code: 'validation', field: 'string' });
  }
  expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
});

it('reads no more than a small body from a caller without a session', async () => {
  const answer = await new HttpClient(app.url).post(AuthPaths.google, { idToken: 'x'.repeat(20_000) });
  expect(answer.status).toBe(413);
});

it('logs neither a token nor a nonce', async () => {
  const log = await readFile(logFile, 'utf8');
  expect(log).toContain('popup sign-in refused');
  const leaked = secrets.filter((secret) => secret.length > 0 && log.includes(secret));
  expect(leaked).toEqual([]);
});
