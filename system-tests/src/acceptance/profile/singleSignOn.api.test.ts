// Issue 20: an account that signs in by single sign-on has no local password, so the profile says so
// and /user/changePassword refuses it with a clear message (docs/decisions/profile.md).
import { AuthPaths, Messages } from '@wb/contracts';
import { startFakeOidcProvider, type FakeOidcProvider } from '../../testing/fakeOidcProvider';
import { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/startTestApp';
import { expectError } from '../shared/answers';

const MEMBER = 'sso.profile@example.com';
let provider: FakeOidcProvider;
let app: TestApp;

beforeAll(async () => {
  provider = await startFakeOidcProvider();
  app = await startTestApp({ env: { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret, OIDC_CONNECTION: 'google' } });
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  expect((await admin.post('/api/admin/addUser', { userID: 40, email: MEMBER, givenName: 'Sam', familyName: 'Single' })).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await provider?.stop();
});

it('has no password to change for a single sign-on account', async () => {
  const browser = new HttpClient(app.url);
  const start = await browser.get(`${AuthPaths.initialize}?connection=google`);
  const back = new URL(provider.authorize(start.headers.get('location') ?? '', { email: MEMBER, email_verified: true }));
  expect((await browser.get(`${back.pathname}${back.search}`)).status).toBe(302);
  expect((await browser.post('/api/user/getPasswordStatus', {})).body).toEqual({ hasPassword: false });
  const refused = await browser.post('/api/user/changePassword', { currentPassword: 'anything at all', newPassword: 'velvet lanterns drift upstream' });
  expectError(refused, 409, 'conflict');
  expect(refused.body.error.msg).toBe(Messages.noLocalPassword);
});
