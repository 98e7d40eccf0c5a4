// Logs hold no credential (issue 7 finding 2): a run that signs in, calls, sets a password with a
// one-time link, scrapes /metrics with its bearer token, comes back from single sign-on with a code,
// and signs out leaves in the log it wrote no session id, no password, no token and no such code,
// while the log does record every one of those requests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AuthPaths, RoleNames } from '@wb/contracts';
import { SESSION_COOKIE } from '@wb/platform';
import { HttpClient } from '../testing/httpClient';
import { startTestApp, type TestApp } from '../testing/startTestApp';

const METRICS_TOKEN = 'metrics-bearer-token-5b1f0c9e';
const NEW_PASSWORD = 'my very own password 42';
const SIGN_ON_CODE = 'sso-code-7f3a9d2c';
const SIGN_ON_STATE = 'sso-state-0e8b4a61';

const logFile = path.join(os.tmpdir(), `wb-log-${process.pid}-${Date.now()}.ndjson`);
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ logFile, env: { METRICS_TOKEN } });
});
afterAll(async () => {
  await app?.stop();
  fs.rmSync(logFile, { force: true });
});

it('leaves no session id, password, token or sign-on code in the log', async () => {
  const secrets: Record<string, string> = {
    'admin password': app.adminPassword,
    'new password': NEW_PASSWORD,
    'metrics token': METRICS_TOKEN,
    'sign-on code': SIGN_ON_CODE,
    'sign-on state': SIGN_ON_STATE,
  };

  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  secrets['admin session'] = admin.cookie(SESSION_COOKIE) ?? 'missing admin session';
  expect((await admin.post('/api/project/create', { name: 'Logged project' })).status).toBe(200);

  const added = await admin.post('/api/admin/addUser', { userID: 7, email: 'newcomer@example.com', givenName: 'New', familyName: 'Comer' });
  expect(added.status).toBe(200);
  const token = String(added.body.setPasswordLink).split('/').pop() ?? '';
  expect(token.length).toBeGreaterThanOrEqual(10);
  secrets['one-time token'] = token;

  const newcomer = new HttpClient(app.url);
  expect((await newcomer.post(AuthPaths.setPassword, { token, password: NEW_PASSWORD })).status).toBe(200);
  await newcomer.signIn('newcomer@example.com', NEW_PASSWORD);
  secrets['newcomer session'] = newcomer.cookie(SESSION_COOKIE) ?? 'missing newcomer session';
  expect((await newcomer.post('/api/user/addRole', { role: RoleNames[0] })).status).toBe(200);
  expect((await newcomer.post(AuthPaths.logout, {})).status).toBe(200);
  // A wrong password is logged as a refused sign-in, never as the password tried.
  expect((await newcomer.post(AuthPaths.login, { email: 'newcomer@example.com', password: `${NEW_PASSWORD}!` })).status).toBe(401);
  secrets['wrong password'] = `${NEW_PASSWORD}!`;

  expect((await admin.get('/metrics', { Authorization: `Bearer ${METRICS_TOKEN}` })).status).toBe(200);
  await admin.get(`${AuthPaths.callback}?code=${SIGN_ON_CODE}&state=${SIGN_ON_STATE}`);
  expect((await admin.post(AuthPaths.logout, {})).status).toBe(200);
  await app.stop();

  const log = fs.readFileSync(logFile, 'utf8');
  // The log was written, with every request of the run in it.
  for (const url of [AuthPaths.login, AuthPaths.setPassword, '/api/admin/addUser', AuthPaths.logout, AuthPaths.callback]) expect(log).toContain(`"url":"${url}`);
  expect(log).toContain('[Redacted]');
  const leaked = Object.entries(secrets)
    .filter(([, value]) => log.includes(value))
    .map(([name]) => name);
  expect(leaked).toEqual([]);
});
